/**
 * The one thing the Redis stores need from a client: run a Lua script atomically. Every store operation is a
 * single script, so each is atomic across instances. `toRedisScripts` adapts node-redis (`redis`) and ioredis
 * clients you already have; anything else can implement this directly.
 */
export interface RedisScripts {
  runScript(script: string, keys: string[], args: string[]): Promise<unknown>;
}

/** The part of a node-redis v4/v5 client used here. */
export interface NodeRedisLike {
  eval(script: string, options: { keys: string[]; arguments: string[] }): Promise<unknown>;
  evalSha: unknown;
}

/** The part of an ioredis client used here. */
export interface IoredisLike {
  eval(script: string, numKeys: number, ...keysAndArgs: string[]): Promise<unknown>;
  evalsha: unknown;
}

/** A node-redis client, an ioredis client, or your own `RedisScripts`. */
export type RedisClientLike = RedisScripts | NodeRedisLike | IoredisLike;

/**
 * Adapts a client to `RedisScripts`.
 *
 * @example
 * import { createClient } from 'redis';
 * const redis = await createClient({ url: process.env.REDIS_URL }).connect();
 * const scripts = toRedisScripts(redis);
 */
export function toRedisScripts(client: RedisClientLike): RedisScripts {
  if ('runScript' in client && typeof client.runScript === 'function') return client;
  if ('evalSha' in client && typeof client.evalSha === 'function') {
    const nodeRedis = client as NodeRedisLike;
    return { runScript: (script, keys, args) => nodeRedis.eval(script, { keys, arguments: args }) };
  }
  if ('evalsha' in client && typeof client.evalsha === 'function') {
    const ioredis = client as IoredisLike;
    return { runScript: (script, keys, args) => ioredis.eval(script, keys.length, ...keys, ...args) };
  }
  throw new TypeError('redis client: expected a node-redis or ioredis client, or { runScript }');
}

export interface RedisStoreOptions {
  /** A connected node-redis or ioredis client (shared by all stores), or your own `RedisScripts`. */
  client: RedisClientLike;
  /** Prefix of every key, so several apps can share one Redis. Default `veriframe:`. */
  prefix?: string;
  /** Deadline of each call; a slower Redis counts as down. Default 2 s. */
  timeoutMs?: number;
}
