'use client';

import { useQuery } from '@tanstack/react-query';
import { isProxyError, useVeriframe } from '@veriframe/react';

/** Reads the session through the proxy, as the signed-in person. */
export function VerificationStatus({ id }: { id: string }) {
  const { client } = useVeriframe();
  const read = useQuery({
    queryKey: ['verification', id],
    queryFn: ({ signal }) => client.get(`/vx/sessions/${encodeURIComponent(id)}`, signal),
    retry: false,
  });
  if (read.isPending) return <p>Loading…</p>;
  if (read.error) {
    const code = isProxyError(read.error) ? read.error.code : 'error';
    return (
      <p role="alert" data-testid="verification" data-state={code}>
        {code === 'not_found' ? 'Not found.' : read.error.message}
      </p>
    );
  }
  const status = read.data.status === 'complete' ? read.data.result.status : read.data.status;
  return (
    <p data-testid="verification" data-state={read.data.status}>
      {status}
    </p>
  );
}
