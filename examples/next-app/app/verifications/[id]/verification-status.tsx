'use client';

import { isProxyError, type ProxyClient } from '@veriframe/core/client';
import { useVeriframe } from '@veriframe/react';
import { useEffect, useState } from 'react';

const readSession = (client: ProxyClient, id: string, signal: AbortSignal) =>
  client.get(`/vx/sessions/${encodeURIComponent(id)}`, signal);
type Read = { id: string; session: Awaited<ReturnType<typeof readSession>> } | { id: string; error: Error };

/** Reads the session through the proxy, as the signed-in person (a newer id cancels the read under way). */
export function VerificationStatus({ id }: { id: string }) {
  const { client } = useVeriframe();
  const [read, setRead] = useState<Read>();
  useEffect(() => {
    const reading = new AbortController();
    readSession(client, id, reading.signal).then(
      (session) => setRead({ id, session }),
      (error: Error) => reading.signal.aborted || setRead({ id, error }),
    );
    return () => reading.abort();
  }, [client, id]);
  if (read?.id !== id) return <p>Loading…</p>;
  if ('error' in read) {
    const code = isProxyError(read.error) ? read.error.code : 'error';
    return (
      <p role="alert" data-testid="verification" data-state={code}>
        {code === 'not_found' ? 'Not found.' : read.error.message}
      </p>
    );
  }
  const status = read.session.status === 'complete' ? read.session.result.status : read.session.status;
  return (
    <p data-testid="verification" data-state={read.session.status}>
      {status}
    </p>
  );
}
