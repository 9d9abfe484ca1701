import type { DocumentModalHandoff } from '@veriframe/core/document';
import { useCallback, useEffect, useState } from 'react';

/** Same-origin route of the demo stack that forwards to the sandbox admin API (scripts/sandbox-admin-route.ts). */
const adminBase = '/api/demo/sandbox';

interface Handoff {
  link: string;
  phone: 'waiting' | 'opened';
  step: 'start' | 'selfie' | 'done';
  expired: boolean;
}
interface OutboxEmail {
  id: string;
  subject: string;
  link: string;
  sent_at: string;
}

const handoffText: Record<DocumentModalHandoff, string> = {
  none: 'On this device',
  'waiting-for-phone': 'Waiting for the phone',
  'finished-on-phone': 'Finished on the phone',
};

async function read<T>(path: string): Promise<T[]> {
  const response = await fetch(`${adminBase}${path}`);
  if (!response.ok) throw new Error(`The sandbox answered ${response.status}`);
  return ((await response.json()) as { data: T[] }).data;
}

/**
 * The phone side of the document modal's hand-off (4.8 `qr`), for a demo without a phone: the hook's hand-off
 * state, a "simulate the phone" button that opens the QR code's link (read from the sandbox admin API) in a new
 * tab, and the emails the sandbox "sent" to the person (its outbox; nothing leaves the machine).
 */
export function PhoneHandoff({ email, handoff }: { email: string; handoff: DocumentModalHandoff }) {
  const [error, setError] = useState<string | null>(null);
  const [emails, setEmails] = useState<OutboxEmail[]>([]);

  const refreshOutbox = useCallback(async () => {
    try {
      setEmails(await read<OutboxEmail>(`/outbox?to=${encodeURIComponent(email)}`));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }, [email]);
  // Read again when the hand-off moves on: an email sent while waiting shows up.
  useEffect(() => void refreshOutbox(), [refreshOutbox, handoff]);

  const simulatePhone = async () => {
    setError(null);
    try {
      const open = (await read<Handoff>(`/handoffs?email=${encodeURIComponent(email)}`)).filter(
        (h) => h.step !== 'done' && !h.expired,
      );
      const latest = open.at(-1);
      if (!latest) return setError('Open the modal and choose "Use my phone instead" first.');
      window.open(latest.link, '_blank', 'noopener');
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <>
      <p>
        Hand-off: <span data-testid="handoff-state">{handoffText[handoff]}</span>
      </p>
      <div className="actions">
        <button type="button" className="button secondary" onClick={() => void simulatePhone()}>
          Simulate the phone
        </button>
      </div>
      {error ? <p className="notice error">{error}</p> : null}
      {emails.length ? (
        <ol className="messages" data-testid="outbox">
          {emails.map((m) => (
            <li key={m.id}>
              <a href={m.link} target="_blank" rel="noopener noreferrer">
                {m.subject}
              </a>{' '}
              <span className="muted">{m.sent_at}</span>
            </li>
          ))}
        </ol>
      ) : null}
    </>
  );
}
