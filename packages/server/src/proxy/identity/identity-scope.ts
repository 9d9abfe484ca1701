import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { Env } from '../proxy-types';

/**
 * The id of the fixed development identity (the contract's `{ id: 'development' }`): what the per-identity
 * state (idempotency keys, gateway budget, `rateLimit.by: 'identity'`) is scoped by when no identity was set.
 * The identify middleware sets one before every browser route (or answers 401), so in a served proxy this is
 * the development identity of a proxy without `identify` outside production.
 */
export const developmentIdentityId = 'development';

/** The id of whoever is asking. */
export const identityIdOf = (c: Context<Env>): string => c.get('identity')?.id ?? developmentIdentityId;

/**
 * A store key for values scoped by an identity: a hash, so ids (which may be emails) never appear in a shared
 * store, and no id can collide with another's key by containing a separator.
 *
 * @example
 * scopedKey('user-1', 'key-1'); // 'c9a0…' (64 hex), never equal to scopedKey('user-1:key', '1')
 */
export const scopedKey = (...parts: string[]): string =>
  createHash('sha256').update(JSON.stringify(parts)).digest('hex');
