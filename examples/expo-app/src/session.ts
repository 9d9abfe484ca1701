import { createProxyClient, type ProxyClient, ProxyError } from '@veriframe/core/client';
import type { AppConfig } from './config';

/** The signed-in person as the app holds them: the bearer token is their proof, kept in memory only. */
export interface SignedIn {
  name: string;
  token: string;
}

/**
 * Signs in at the demo server (`server.mjs`), which answers a bearer token for this person. A real app uses
 * its own sign-in; what matters is that the proxy's `identify` can tell the person from the request.
 *
 * @example
 * const person = await signIn(readConfig(), 'Ada');
 */
export async function signIn(config: AppConfig, name: string): Promise<SignedIn> {
  const answer = await fetch(config.signInUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  }).catch(() => {
    throw new ProxyError('network_error', `${config.signInUrl} could not be reached`, 0);
  });
  const body = await answer.json().catch(() => null);
  if (!answer.ok || typeof body?.token !== 'string')
    throw new ProxyError('http_error', body?.message ?? `Sign-in answered ${answer.status}`, answer.status);
  return { name, token: body.token };
}

/**
 * The proxy client for one signed-in person: every call carries `Authorization: Bearer <token>`, which the
 * proxy's `identify` reads (a React Native app has no cookie jar to rely on).
 *
 * @example
 * const client = clientFor(config, person);
 * const status = new DocumentStatusObserver({ client });
 */
export function clientFor(config: AppConfig, person: SignedIn): ProxyClient {
  return createProxyClient(config.proxyUrl, { headers: { authorization: `Bearer ${person.token}` } });
}
