import { type FormEvent, useId, useState } from 'react';
import { proxyBasePath } from '../../config';
import { getEvents, reportEvent } from '../../events/store';
import type { Person } from '../../people/store';
import { useSeenSessions } from './seenSessions';
import { journeySteps, reportedSteps } from './stepWebhooks';

/**
 * What the proxy's answer means, in words: "complete" is 4.5's 200 (a status exists), not a finished journey, so
 * the status is told with the steps behind it (the webhooks this tab's event log received for the session).
 */
function describe(body: { status?: string; result?: { status?: string } } | null, requestId: string): string {
  if (body?.status === 'not_started') return 'not opened yet';
  if (body?.status === 'in_progress') return 'started, no step finished yet';
  if (body?.status !== 'complete') return `unknown answer (${body?.status ?? 'none'})`;
  const count = reportedSteps(getEvents(), requestId).length;
  const status = body.result?.status ?? 'unknown';
  return count < journeySteps
    ? `status so far ${status}, after step ${count} of ${journeySteps} (not a result yet)`
    : `status ${status}, after all ${journeySteps} steps`;
}

interface Lookup {
  requestId: string;
  httpStatus: number;
  text: string;
}

/** What the proxy answers this person for a session id: its state when it is theirs, else not found. */
async function lookUp(requestId: string): Promise<Lookup> {
  try {
    const response = await fetch(`${proxyBasePath}/vx/sessions/${encodeURIComponent(requestId)}`);
    const body = (await response.json().catch(() => null)) as {
      status?: string;
      result?: { status?: string };
      code?: string;
      message?: string;
    } | null;
    const text = response.ok
      ? `visible: ${describe(body, requestId)}`
      : `${body?.code ?? 'error'}: ${body?.message ?? `HTTP ${response.status}`}`;
    return { requestId, httpStatus: response.status, text };
  } catch (e) {
    return { requestId, httpStatus: 0, text: e instanceof Error ? e.message : 'network error' };
  }
}

/**
 * The sessions created in this tab, by whom, and a way to open any session id as the signed-in person through
 * the proxy: the owner sees it, the other person gets 404 `not_found`, the same answer as an unknown id.
 * Each try goes to the event log (`vx.session.lookup`), beside the proxy's own 404.
 */
export function SessionLookup({ person }: { person: Person }) {
  const id = useId();
  const seen = useSeenSessions();
  const [typed, setTyped] = useState('');
  const [results, setResults] = useState<Lookup[]>([]);

  const open = async (requestId: string) => {
    const result = await lookUp(requestId.trim());
    const owner = seen.find((s) => s.requestId === result.requestId);
    reportEvent('vx.session.lookup', {
      request_id: result.requestId,
      person: `${person.name} (${person.id})`,
      owner: owner ? `${owner.ownerName} (${owner.ownerId})` : 'unknown',
      status: result.httpStatus,
      outcome: result.text,
    });
    setResults((previous) => [result, ...previous.filter((r) => r.requestId !== result.requestId)]);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim()) void open(typed);
  };

  return (
    <section className="card" aria-labelledby={`${id}-h`} data-testid="session-lookup">
      <h2 id={`${id}-h`}>Whose sessions?</h2>
      <p className="muted">
        The proxy serves a session to the person who created it only. Open any session of this tab as{' '}
        {person.name}: another person's answers <code>404 not_found</code>, like an id that never existed.
      </p>
      {seen.length ? (
        <ul className="seen-sessions">
          {seen.map((s) => (
            <li key={s.requestId}>
              <code>{s.requestId.slice(0, 8)}…</code> by <strong>{s.ownerName}</strong>
              {s.ownerId === person.id ? ' (you)' : ''}{' '}
              <button
                type="button"
                className="button secondary small"
                onClick={() => void open(s.requestId)}
                aria-label={`Open as ${person.name}: session ${s.requestId}`}
              >
                Open as {person.name}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">No session created in this tab yet.</p>
      )}
      <form className="lookup-form" onSubmit={submit}>
        <label className="field">
          <span>Session id</span>
          <input name="lookup" value={typed} onChange={(e) => setTyped(e.target.value)} spellCheck={false} />
        </label>
        <button type="submit" className="button secondary">
          Open as {person.name}
        </button>
      </form>
      {results.length ? (
        <ul className="lookup-results" data-testid="lookup-results" aria-live="polite">
          {results.map((r) => (
            <li key={r.requestId} data-status={r.httpStatus}>
              <code>{r.requestId.slice(0, 8)}…</code> as {person.name}: HTTP {r.httpStatus}, {r.text}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
