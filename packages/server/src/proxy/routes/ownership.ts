import { createHash } from 'node:crypto';
import { MemoryOwnershipStore, type OwnershipStore } from '../../stores/ownership-store';
import type { Identity } from '../identity/identity';

/** What the proxy hands out and keeps an owner for. */
export type OwnedKind = 'vx-session' | 'document-link' | 'quiz-token';

/**
 * How long an owner is kept, ms. A document link and a quiz token live as the spec says they do (4.7: 3600 s;
 * 4.1: 90 s): after that the service refuses them anyway. A VX session is kept 7 days by default
 * (`ownership.vxSessionRetentionMs`): its link lives an hour, but its result is read until the journey and any
 * manual review end, and a person may come back to it; past the retention the owner gets 404 too.
 */
export const defaultOwnershipLifetimesMs: Record<OwnedKind, number> = {
  'vx-session': 7 * 24 * 60 * 60_000,
  'document-link': 3600_000,
  'quiz-token': 90_000,
};

/** The `ownership` option of `createProxy`. */
export interface OwnershipOptions {
  /** Where owners are kept. Default a `MemoryOwnershipStore` (one instance); `RedisOwnershipStore` for several. */
  store?: OwnershipStore;
  /** How long a VX session's result stays readable by its owner, ms. Default 7 days. */
  vxSessionRetentionMs?: number;
}

/**
 * Thrown when the asker does not own what they name (or nobody does): answered 404 `not_found`, the same answer
 * for another person's id as for an unknown one, so an id reveals nothing.
 */
export class NotOwnedError extends Error {
  override readonly name = 'NotOwnedError';
  constructor(readonly kind: OwnedKind) {
    super('not found');
  }
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The proxy's view of ownership: record what an identity created, and check it before acting on an id. */
export interface Ownership {
  record(kind: OwnedKind, id: string, identity: Identity): Promise<void>;
  /** Resolves when `identity` owns `id`; throws {@link NotOwnedError} otherwise. */
  check(kind: OwnedKind, id: string, identity: Identity): Promise<void>;
}

/**
 * Ownership over a store. Ids (bearer links, quiz tokens) and identity ids are hashed before they reach the
 * store, so a store's content names nobody and grants nothing. Over the store given to the proxy
 * (`ownership: { store }`), your own server code checks an id exactly as the proxy's routes do, before it
 * asks the service about it.
 *
 * @example
 * const ownership = createOwnership({ store: new MemoryOwnershipStore() });
 * await ownership.record('vx-session', created.request_id, identity);
 * await ownership.check('vx-session', id, identity); // throws NotOwnedError for anyone else
 */
export function createOwnership(options: OwnershipOptions = {}, now?: () => number): Ownership {
  const store = options.store ?? new MemoryOwnershipStore(now ? { now } : {});
  const lifetimes = {
    ...defaultOwnershipLifetimesMs,
    ...(options.vxSessionRetentionMs !== undefined && { 'vx-session': options.vxSessionRetentionMs }),
  };
  const keyOf = (kind: OwnedKind, id: string) => `${kind}:${sha256(id)}`;
  const ownerOf = (identity: Identity) => sha256(identity.id);
  return {
    async record(kind, id, identity) {
      const owner = await store.claim(keyOf(kind, id), ownerOf(identity), lifetimes[kind]);
      // A fresh id the service just made for this person cannot belong to someone else.
      if (owner !== ownerOf(identity)) throw new Error(`the service returned a ${kind} id already owned`);
    },
    async check(kind, id, identity) {
      if ((await store.ownerOf(keyOf(kind, id))) !== ownerOf(identity)) throw new NotOwnedError(kind);
    },
  };
}
