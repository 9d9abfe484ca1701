import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useSandboxNow } from './sandboxClock';

/** Same-origin route of the demo stack that forwards to the sandbox admin API (scripts/sandbox-admin-route.ts). */
const adminBase = '/api/demo/sandbox';

interface ClockState {
  now: string;
  pending: number;
}
interface ActiveFault {
  id: string;
  kind: string;
  route?: string;
  delivery?: string;
  remaining: number | null;
  hits: number;
}

/** Where a demo case waits for time, and how far to move the clock to end the wait. */
const clockSteps = [
  { seconds: 91, label: '+91 s', why: 'manual review decides, quiz time runs out' },
  { seconds: 3601, label: '+1 h', why: 'journey link and VX token expire' },
  { seconds: 7200, label: '+2 h', why: 'webhook retries, personal fields purged' },
];

/** Faults a visitor can switch on with one click: what fails and where, as the sandbox's fault kinds. */
const faultChoices = [
  {
    id: 'vx-503',
    label: 'Next session creation answers 503',
    body: { kind: 'error', route: 'POST /vx/', status: 503 },
  },
  {
    id: 'gateway-timeout',
    label: 'Next age check never answers',
    body: { kind: 'timeout', route: 'POST /process/' },
  },
  {
    id: 'gateway-429',
    label: 'Next age check is rate limited (Retry-After 30)',
    body: { kind: 'rate_limit', route: 'POST /process/', retry_after: 30 },
  },
  {
    id: 'read-reset',
    label: 'Next two session reads lose the connection',
    body: { kind: 'reset', route: 'GET /vx/', count: 2 },
  },
  {
    id: 'hook-duplicate',
    label: 'Next VX webhook is delivered twice',
    body: { kind: 'duplicate', delivery: 'vx.webhook' },
  },
  {
    id: 'hook-signature',
    label: 'Next VX webhook has a bad signature',
    body: { kind: 'bad_signature', delivery: 'vx.webhook' },
  },
  {
    id: 'callback-drop',
    label: 'Next document callback is dropped',
    body: { kind: 'drop', delivery: 'document.callback' },
  },
] as const;

async function admin<T>(method: string, path: string, body?: unknown): Promise<T> {
  const init: RequestInit = { method };
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { 'content-type': 'application/json' };
  }
  const res = await fetch(`${adminBase}${path}`, init);
  const json = (await res.json().catch(() => ({}))) as T & { message?: string };
  if (!res.ok) throw new Error(json.message ?? `The sandbox answered ${res.status}`);
  return json;
}

function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/**
 * The sandbox's controls, on every page of the demo: the virtual clock (cases that wait for time end with one
 * click) and a faults panel (make the service misbehave and watch the kit cope in the event log).
 */
export function SandboxToolbar() {
  const [clock, setClock] = useState<ClockState | null>(null);
  // Collapsed on a phone (its controls would take a third of the screen), open on a larger one.
  const [open, setOpen] = useState(() => !window.matchMedia('(max-width: 760px)').matches);
  const now = useSandboxNow(clock?.now);
  const [faults, setFaults] = useState<ActiveFault[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const refresh = useCallback(async () => {
    try {
      // Two independent reads: asked together, not one after the other.
      const [nextClock, nextFaults] = await Promise.all([
        admin<ClockState>('GET', '/clock'),
        admin<{ data: ActiveFault[] }>('GET', '/faults'),
      ]);
      setClock(nextClock);
      setFaults(nextFaults.data);
      setError(null);
    } catch (e) {
      setError(errorText(e));
    }
  }, []);
  // Read again every few seconds: a fault used up by a request elsewhere leaves the count, the clock stays true.
  useEffect(() => {
    void refresh();
    const every = setInterval(() => {
      if (document.visibilityState === 'visible') void refresh();
    }, 3000);
    return () => clearInterval(every);
  }, [refresh]);

  const run = (action: () => Promise<unknown>) => async () => {
    setBusy(true);
    try {
      await action();
      await refresh();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const [seconds, setSeconds] = useState('90');
  const advanceBy = (n: number) => run(() => admin('POST', '/clock/advance', { seconds: n }));
  const onCustom = (e: FormEvent) => {
    e.preventDefault();
    void advanceBy(Number(seconds))();
  };

  return (
    <section className="sandbox-tools" aria-label="Sandbox controls">
      <details
        className="sandbox-toolbar"
        data-testid="sandbox-toolbar"
        open={open}
        onToggle={(event) => setOpen(event.currentTarget.open)}
      >
        <summary className="sandbox-summary">
          Sandbox clock:{' '}
          <time data-testid="sandbox-clock-now" dateTime={now?.toISOString()}>
            {now ? now.toISOString().replace('T', ' ').slice(0, 19) : '…'}
          </time>{' '}
          UTC
          {clock && clock.pending > 0 && <span className="muted"> · {clock.pending} waiting</span>}
          <span className="sandbox-summary-faults"> · {faults.length} faults active</span>
        </summary>
        <div className="sandbox-clock">
          {clockSteps.map((step) => (
            <button
              key={step.seconds}
              type="button"
              className="button secondary small"
              data-testid={`sandbox-advance-${step.seconds}`}
              title={step.why}
              disabled={busy}
              onClick={advanceBy(step.seconds)}
            >
              {step.label}
            </button>
          ))}
          <form onSubmit={onCustom} className="sandbox-custom">
            <label>
              Advance by{' '}
              <input
                type="number"
                min={1}
                value={seconds}
                onChange={(e) => setSeconds(e.target.value)}
                data-testid="sandbox-advance-seconds"
              />{' '}
              s
            </label>{' '}
            <button
              type="submit"
              className="button secondary small"
              disabled={busy}
              data-testid="sandbox-advance"
            >
              Advance
            </button>
          </form>
        </div>
        <details className="sandbox-faults" data-testid="sandbox-faults">
          <summary>Faults ({faults.length} active)</summary>
          <ul>
            {faultChoices.map((choice) => (
              <li key={choice.id}>
                <button
                  type="button"
                  className="button secondary small"
                  data-testid={`fault-${choice.id}`}
                  disabled={busy}
                  onClick={run(() => admin('POST', '/faults', choice.body))}
                >
                  {choice.label}
                </button>
              </li>
            ))}
          </ul>
          {faults.length > 0 && (
            <>
              <ul data-testid="active-faults">
                {faults.map((f) => (
                  <li key={f.id} data-fault-kind={f.kind}>
                    {f.kind} {f.route ?? f.delivery ?? 'everywhere'} · {f.remaining ?? '∞'} left
                  </li>
                ))}
              </ul>
              <button
                type="button"
                className="button secondary small"
                disabled={busy}
                onClick={run(() => admin('DELETE', '/faults'))}
              >
                Clear faults
              </button>
            </>
          )}
        </details>
        {error && (
          <p role="alert" className="sandbox-error">
            {error}
          </p>
        )}
      </details>
    </section>
  );
}
