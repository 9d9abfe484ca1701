import type { AuditEntry } from '@veriframe/sandbox';
import type { StackInfo } from './stack-info';

/** The sandbox's admin API (`/__sandbox`), as tests use it: the virtual clock, settings and delivery log. */
export interface DeliveryAttempt {
  kind: string;
  url: string;
  status: number | null;
  ok: boolean;
  event_type: string | null;
}

export function sandboxAdmin(stack: StackInfo) {
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${stack.admin_url}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  return {
    advanceClock: (seconds: number) => call<{ now: string }>('POST', '/clock/advance', { seconds }),
    settings: () => call<Record<string, unknown>>('GET', '/settings'),
    patchSettings: (patch: Record<string, unknown>) =>
      call<Record<string, unknown>>('PATCH', '/settings', patch),
    /** Transactions the sandbox recorded (spec 2.5), e.g. to count `DCAMS.token.create` calls. */
    transactions: async () => (await call<{ data: AuditEntry[] }>('GET', '/transactions')).data,
    deliveries: async (kind?: string) =>
      (
        await call<{ data: DeliveryAttempt[] }>(
          'GET',
          `/deliveries${kind ? `?kind=${encodeURIComponent(kind)}` : ''}`,
        )
      ).data,
  };
}
