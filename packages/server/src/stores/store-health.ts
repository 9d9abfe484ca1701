/**
 * A store the readiness check can ask whether it answers: the Redis stores run a one-line script (a ping that
 * also proves scripts run), the PostgreSQL store runs `select 1`. Your own store joins the check by having
 * these two members.
 */
export interface PingableStore {
  /** Names the store in a 503 of `/health/ready`, e.g. `redis event store`. */
  readonly storeName: string;
  /** Resolves when the store answers; throws (or is late) when it does not. */
  ping(): Promise<void>;
}

export function isPingableStore(value: unknown): value is PingableStore {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as PingableStore).ping === 'function' &&
    typeof (value as PingableStore).storeName === 'string'
  );
}

/** The script a Redis store's `ping` runs: Redis answers, and runs scripts. */
export const redisPingScript = 'return 1';
