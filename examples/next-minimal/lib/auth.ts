// The app's own sign-in, as it was before verification was added: a name in an HMAC-signed cookie (an
// example; yours may be Auth.js, iron-session, a database session). Nothing here knows about verification.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface User {
  id: string;
  name: string;
}

export const cookieName = 'app_user';

function secret(): string {
  const value = process.env.SESSION_SECRET;
  if (!value || value.length < 32) throw new Error('SESSION_SECRET: must be set, at least 32 characters');
  return value;
}

const signatureOf = (payload: string) => createHmac('sha256', secret()).update(payload).digest('base64url');

/** The cookie value that signs `user` in. */
export function sealUser(user: User): string {
  const payload = Buffer.from(JSON.stringify(user)).toString('base64url');
  return `${payload}.${signatureOf(payload)}`;
}

/** The signed-in person of a `Cookie` header (or one cookie's value), else null. */
export function userFromCookie(value: string | undefined | null): User | null {
  const sealed = value?.includes('=')
    ? value
        .split(/;\s*/)
        .find((part) => part.startsWith(`${cookieName}=`))
        ?.slice(cookieName.length + 1)
    : value;
  const [payload, signature] = sealed?.split('.') ?? [];
  if (!payload || !signature) return null;
  const expected = Buffer.from(signatureOf(payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return JSON.parse(Buffer.from(payload, 'base64url').toString()) as User;
}
