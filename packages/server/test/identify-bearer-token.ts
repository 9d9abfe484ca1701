import type { IdentifyFunction } from '@veriframe/server';
import { createRemoteJWKSet, jwtVerify } from 'jose';

/** Who is asking from a React Native app: the app's own access token (a JWT), sent as a bearer token. */
export function bearerTokenIdentity(issuer: string, audience: string): IdentifyFunction {
  // The issuer's public keys, fetched once and cached (refetched when a token names an unknown key).
  const keys = createRemoteJWKSet(new URL('/.well-known/jwks.json', issuer));
  return async (request) => {
    const token = /^Bearer (\S+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
    if (!token) return null;
    try {
      const { payload } = await jwtVerify(token, keys, { issuer, audience, algorithms: ['RS256'] });
      if (!payload.sub) return null;
      // Budgets and ownership follow `sub`. An email counts only when the issuer verified it: anyone can
      // sign up with someone else's address, and the service keys its history and attempts by email.
      if (typeof payload.email !== 'string' || payload.email_verified !== true) return { id: payload.sub };
      return { id: payload.sub, email: payload.email, emailVerified: true };
    } catch {
      return null; // expired, forged, another issuer's or audience's: 401 unauthenticated
    }
  };
}
