import { randomUUID } from 'node:crypto';
import { getIronSession, type SessionOptions } from 'iron-session';
import { cookies, headers } from 'next/headers';
import { connection } from 'next/server';

/** What the session cookie holds: the signed-in person and the id of their session, if any. */
export interface SessionData {
  user?: { id: string; name: string };
  sessionId?: string;
}

/** How long a sign-in lasts, seconds: the cookie's seal and the server's record of it. */
const sessionSeconds = 8 * 3600;
/** Sessions signed in at once in this process; past it, sign-in is refused rather than another forgotten. */
const maxLiveSessions = 100_000;

// The sessions signed in now (id → end, epoch ms). The cookie alone proves nothing after sign-out: a copy
// taken before still verifies, so every read also needs its id here. In memory: a restart signs everyone out
// (fail closed); several instances need a shared store (e.g. Redis). On globalThis: route handlers, pages and
// server actions are bundled apart and must see one map.
const shared = globalThis as { exampleLiveSessions?: Map<string, number> };
shared.exampleLiveSessions ??= new Map();
const liveSessions: Map<string, number> = shared.exampleLiveSessions;

/** Why SESSION_SECRET cannot seal sessions, or undefined when it can (checked at startup too). */
export function sessionSecretProblem(): string | undefined {
  const secret = process.env.SESSION_SECRET;
  if (!secret || secret.length < 32) return 'SESSION_SECRET: must be set, at least 32 characters';
  return undefined;
}

// iron-session seals the session into the cookie (encrypted and signed): the browser can neither read nor
// forge it. SESSION_SECRET is server-only (e.g. `openssl rand -base64 32`) and read on the first request, so
// `next build` needs none.
function sessionOptions(secure: boolean): SessionOptions {
  const problem = sessionSecretProblem();
  if (problem) throw new Error(problem);
  return {
    password: process.env.SESSION_SECRET as string,
    cookieName: 'example_session',
    ttl: sessionSeconds,
    cookieOptions: { httpOnly: true, sameSite: 'lax', secure },
  };
}

/**
 * Whether the sign-in cookie is `Secure`: always in production, except for a production build tried on this
 * machine over plain http (`next start` on localhost or 127.0.0.1), where Safari and WebKit would drop it
 * and nobody could sign in. A forged Host header only changes the flag on the forger's own cookie.
 */
async function secureCookie(): Promise<boolean> {
  if (process.env.NODE_ENV !== 'production') return false;
  const host = (await headers()).get('host') ?? '';
  return !/^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(host);
}

/** The session cookie of the current request (Server Components, Server Actions and Route Handlers). */
async function getSession() {
  // Request time only: iron-session reads the clock (the seal's expiry), which Next refuses in a prerender.
  await connection();
  return getIronSession<SessionData>(await cookies(), sessionOptions(await secureCookie()));
}

/** The signed-in person: a cookie whose session is still live on the server, else undefined. */
export async function currentUser(): Promise<SessionData['user']> {
  const { user, sessionId } = await getSession();
  const until = sessionId === undefined ? undefined : liveSessions.get(sessionId);
  return user && until !== undefined && until > Date.now() ? user : undefined;
}

/** Signs `user` in with a new session id (a session fixed before sign-in is never reused). */
export async function startSession(user: NonNullable<SessionData['user']>): Promise<void> {
  const now = Date.now();
  // Ids are added in time order with one lifetime: the expired ones come first.
  for (const [id, until] of liveSessions) {
    if (until > now) break;
    liveSessions.delete(id);
  }
  if (liveSessions.size >= maxLiveSessions) throw new Error('too many people signed in; try again later');
  const session = await getSession();
  if (session.sessionId) liveSessions.delete(session.sessionId);
  session.sessionId = randomUUID();
  session.user = user;
  liveSessions.set(session.sessionId, now + sessionSeconds * 1000);
  await session.save();
}

/** Signs out: the session ends on the server, so no copy of its cookie works any more. */
export async function endSession(): Promise<void> {
  const session = await getSession();
  if (session.sessionId) liveSessions.delete(session.sessionId);
  session.destroy();
}
