import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { StoreFullError } from '../../errors/store-errors';
import type { Identity } from '../identity/identity';
import type { Ownership } from './ownership';

// Why a list and not one session: a hover's preload makes a session too (never shown, never started), and it
// must not hide the journey the person was in the middle of when they reloaded.

/** A VX session as kept for its owner's return: its id, its bearer link, when that link stops working. */
export interface KeptSession {
  request_id: string;
  link: string;
  /** Epoch ms. */
  expiresAt: number;
}

/**
 * How many of a person's latest sessions are kept (newest first). Every hover or mount may preload one that is
 * never started, so a short list would let preloads push out the journey the person was in; the proxy's creation
 * limits bound how fast the list turns over.
 */
const keptSessions = 10;
const sealedPrefix = 'v1.';

/** The person's latest VX sessions, for `GET /vx/resume`. */
export interface LatestSessions {
  /** Adds a session the person just made (the oldest beyond {@link keptSessions} is dropped). */
  add(identity: Identity, session: KeptSession): Promise<void>;
  /** The person's kept sessions, newest first; none when nothing is kept or the record cannot be opened. */
  list(identity: Identity): Promise<KeptSession[]>;
}

/**
 * The latest sessions of each person, kept in the ownership store under their hashed id, encrypted with
 * AES-256-GCM (a key derived with HKDF-SHA256 from the proxy's secret) and bound to their id: the store holds no
 * link anyone could open, and a record moved under another person's key does not open.
 *
 * @example
 * const latest = latestSessions(ownership, config.vx.clientSecret);
 * await latest.add(identity, { request_id, link, expiresAt: Date.parse(expires_at) });
 * await latest.list(identity); // [that session]; for anyone else, []
 */
export function latestSessions(ownership: Ownership, secret: string): LatestSessions {
  const key = Buffer.from(hkdfSync('sha256', secret, 'veriframe latest sessions', 'session list', 32));
  const seal = (text: string, identity: Identity) => {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(identity.id));
    const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return `${sealedPrefix}${iv.toString('base64url')}.${sealed.toString('base64url')}`;
  };
  const open = (kept: string, identity: Identity): KeptSession[] => {
    const [iv, sealed] = kept.startsWith(sealedPrefix) ? kept.slice(sealedPrefix.length).split('.') : [];
    if (!iv || !sealed) return [];
    try {
      const bytes = Buffer.from(sealed, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
        .setAAD(Buffer.from(identity.id))
        .setAuthTag(bytes.subarray(bytes.length - 16));
      const text = Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - 16)), decipher.final()]);
      const list: unknown = JSON.parse(text.toString('utf8'));
      return Array.isArray(list) ? (list as KeptSession[]) : [];
    } catch {
      // Sealed with another secret (rotated), or altered: nothing to resume, never a link we cannot vouch for.
      return [];
    }
  };
  const list = async (identity: Identity) => {
    const kept = await ownership.latest('vx-session', identity);
    return kept === undefined ? [] : open(kept, identity);
  };
  return {
    list,
    async add(identity, session) {
      const sessions = [session, ...(await list(identity))].slice(0, keptSessions);
      try {
        await ownership.keepLatest('vx-session', identity, seal(JSON.stringify(sessions), identity));
      } catch (error) {
        // A full memory store: the session is made and owned already, so it is handed out; only a reload
        // cannot take it up (404 on `/vx/resume`). Any other store failure fails the request, as ownership does.
        if (!(error instanceof StoreFullError)) throw error;
      }
    },
  };
}

/** What `GET /vx/sessions/:id` answers (the route contract's progress). */
type Progress =
  | { status: 'not_started' | 'in_progress' }
  | { status: 'complete'; result: unknown; ended: boolean };

/**
 * `GET /vx/resume`: the newest of the person's kept sessions worth coming back to: one whose journey ended
 * (its outcome is shown again), or one the person started whose link still works (the journey continues where
 * it was). A session nobody started (a preload) or whose link expired mid-journey is passed over. Each read goes
 * through `progressOf`, which checks ownership first. Nothing: both `null` (a 200: the usual answer).
 */
export async function resumeLatest<P extends Progress>(
  latest: LatestSessions,
  identity: Identity,
  progressOf: (id: string) => Promise<P>,
  now: () => number = Date.now,
) {
  for (const kept of await latest.list(identity)) {
    const progress = await progressOf(kept.request_id);
    const ended = progress.status === 'complete' && progress.ended;
    const open = progress.status !== 'not_started' && kept.expiresAt > now();
    if (!ended && !open) continue;
    const session = {
      request_id: kept.request_id,
      link: kept.link,
      expires_in: Math.max(0, Math.floor((kept.expiresAt - now()) / 1000)),
      expires_at: new Date(kept.expiresAt).toISOString(),
    };
    return { session, progress };
  }
  return { session: null, progress: null };
}
