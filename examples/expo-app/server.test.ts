// server.mjs as the app meets it (the instance test/global-setup.mjs started): who may sign in, and that the
// proxy behind it acts only for the person a token names.

const proxyUrl = () => process.env.EXPO_PUBLIC_VERIFRAME_PROXY_URL ?? '';
const signInUrl = () => proxyUrl().replace(/\/api\/veriframe$/, '/demo/sign-in');

const send = (url: string, init: RequestInit = {}) =>
  fetch(url, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
const asPerson = (token: string) => ({ authorization: `Bearer ${token}` });

async function signIn(name: string): Promise<string> {
  const answer = await send(signInUrl(), { method: 'POST', body: JSON.stringify({ name }) });
  expect(answer.status).toBe(201);
  return (await answer.json()).token;
}

describe('server.mjs', () => {
  it('refuses a sign-in without a proper name, naming the field and the rule', async () => {
    for (const body of [
      '{}',
      '{"name":""}',
      `{"name":"${'x'.repeat(65)}"}`,
      '{"name":"<script>"}',
      'not json',
    ]) {
      const answer = await send(signInUrl(), { method: 'POST', body });
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({
        code: 'invalid_request',
        issues: [{ path: 'name', rule: 'name' }],
      });
    }
    const get = await fetch(signInUrl());
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });

  it('lets the proxy serve nobody without a token it issued', async () => {
    const token = await signIn('Ada');
    for (const authorization of [undefined, 'Bearer', `Basic ${token}`, `Bearer ${'A'.repeat(43)}`]) {
      const answer = await send(`${proxyUrl()}/document/status`, {
        method: 'POST',
        body: '{}',
        headers: authorization ? { authorization } : {},
      });
      expect(answer.status).toBe(401);
      expect(await answer.json()).toMatchObject({ code: 'unauthenticated' });
    }
    const own = await send(`${proxyUrl()}/document/status`, {
      method: 'POST',
      body: '{}',
      headers: asPerson(token),
    });
    expect(own.status).toBe(200);
  });

  it("keeps one person's verification from another", async () => {
    const ada = await signIn('Ada');
    const grace = await signIn('Grace');
    const created = await send(`${proxyUrl()}/vx/sessions`, {
      method: 'POST',
      body: JSON.stringify({ age: '21+', settings: { isReactNative: true } }),
      headers: asPerson(ada),
    });
    expect(created.status).toBe(200);
    const { request_id } = await created.json();
    const own = await fetch(`${proxyUrl()}/vx/sessions/${request_id}`, { headers: asPerson(ada) });
    expect(own.status).toBeLessThan(300);
    const other = await fetch(`${proxyUrl()}/vx/sessions/${request_id}`, { headers: asPerson(grace) });
    expect(other.status).toBe(404);
  });
});
