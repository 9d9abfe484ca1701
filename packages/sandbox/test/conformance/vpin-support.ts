import type { JsonResponse, TestSandbox } from '../helpers';

export const vpinToken = 'sandbox-vpin-token';
export const auth = { authorization: `Bearer ${vpinToken}` };

/** Issues (and monitors) a V-PIN through the admin API. */
export async function issue(t: TestSandbox, vpin?: string): Promise<string> {
  const res = await t.admin('POST', '/vpin/issue', vpin ? { vpin } : {});
  if (res.status !== 201) throw new Error(`issue failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.vpin;
}

export function resolve(t: TestSandbox, vpin: string): Promise<JsonResponse> {
  return t.get(`/v1/vpin/resolve/${encodeURIComponent(vpin)}`, auth);
}

export function emit(t: TestSandbox, body: Record<string, unknown>): Promise<JsonResponse> {
  return t.admin('POST', '/vpin/events', body);
}

/** Creates a subscription to `url` for the given types (vpin.merged is always included). */
export async function subscribe(
  t: TestSandbox,
  url: string,
  secret: string,
  types: string[] = [],
  extra: Record<string, unknown> = {},
): Promise<JsonResponse> {
  return t.post(
    '/v1/vpin/webhooks/subscriptions',
    { url, secret, event_types: ['vpin.merged', ...types], enabled: true, ...extra },
    auth,
  );
}
