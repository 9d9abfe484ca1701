import type { StackInfo } from './stack-info';

/**
 * Signs in through the demo's sign-in route as a fresh person (a new id each call) and returns the `Cookie`
 * header that carries it: what a test needs to call the proxy from Node, since the proxy serves only the
 * person its `identify` names (401 otherwise).
 */
export async function signedInCookie(stack: StackInfo, person: 'ada' | 'grace' = 'ada'): Promise<string> {
  const response = await fetch(`${stack.proxy_url}/api/demo/person`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ person, fresh: true }),
  });
  const setCookie = response.headers.get('set-cookie');
  if (!response.ok || !setCookie) throw new Error(`sign-in: ${response.status} ${await response.text()}`);
  return setCookie.split(';')[0] as string;
}
