import type { PgPoolLike, PgQueryConfig } from '../../src/postgres';

/**
 * Wraps a `pg` pool and counts what goes to PostgreSQL: one query call is one round trip (a multi-statement
 * simple query too). Used by the round-trip tests and printed by the stores bench.
 */
export function countingPool(inner: PgPoolLike): PgPoolLike & { roundTrips: number } {
  const counted = {
    roundTrips: 0,
    query: (query: string | PgQueryConfig, values?: unknown[]) => {
      counted.roundTrips++;
      return inner.query(query, values);
    },
    connect: async () => {
      const client = await inner.connect();
      return {
        query: (query: string | PgQueryConfig, values?: unknown[]) => {
          counted.roundTrips++;
          return client.query(query, values);
        },
        release: (error?: Error | boolean) => client.release(error),
      };
    },
  };
  return counted;
}
