import { getIronSession, type SessionOptions } from 'iron-session';
import { cookies, headers } from 'next/headers';
import { connection } from 'next/server';

/** What the session cookie holds: the signed-in person, if any. */
export interface SessionData {
  user?: { id: string; name: string };
}

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
    cookieOptions: { httpOnly: true, sameSite: 'lax', secure },
  };
}

/**
 * Whether the sign-in cookie is `Secure`: always in production, except for a production build tried on this
 * machine over plain http (`next start` on localhost or 127.0.0.1), where Safari and WebKit would otherwise drop
 * it and nobody could sign in. A forged Host header only changes the flag on the forger's own cookie.
 */
async function secureCookie(): Promise<boolean> {
  if (process.env.NODE_ENV !== 'production') return false;
  const host = (await headers()).get('host') ?? '';
  return !/^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(host);
}

/** The session of the current request (Server Components, Server Actions and Route Handlers). */
export async function getSession() {
  // Request time only: iron-session reads the clock (the seal's expiry), which Next refuses in a prerender.
  await connection();
  return getIronSession<SessionData>(await cookies(), sessionOptions(await secureCookie()));
}
