import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSession, post, sandboxForTests } from './vx-documents-support';

const good = {
  client_id: 'sandbox-client',
  client_secret: 'sandbox-secret',
  audience: 'vx.sandbox.test',
  grant_type: 'client_credentials',
};

describe('4.3 / 7.1 VX token endpoint', () => {
  let sandbox: Awaited<ReturnType<typeof sandboxForTests>>;
  let tokenUrl: string;
  beforeAll(async () => {
    sandbox = await sandboxForTests();
    tokenUrl = `${sandbox.urls.auth_url}/oauth/token`;
  });
  afterAll(() => sandbox.close());
  beforeEach(() => sandbox.reset());

  it('4.3 issues a Bearer token that lives 3600 seconds', async () => {
    const r = await post(tokenUrl, good);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ access_token: expect.any(String), expires_in: 3600, token_type: 'Bearer' });
    expect(r.body.access_token.length).toBeGreaterThan(20);
  });

  it('4.3 accepts the form encoding as well as JSON', async () => {
    const r = await fetch(tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(good).toString(),
    });
    expect(r.status).toBe(200);
  });

  it('8 the token works until 3600 s of virtual time, then create_session says 403 Forbidden', async () => {
    const { access_token } = (await post(tokenUrl, good)).body;
    expect((await createSession(sandbox, access_token)).status).toBe(200);
    await sandbox.advance(3599);
    expect((await createSession(sandbox, access_token, { email: 'b@example.test' })).status).toBe(200);
    await sandbox.advance(1);
    const expired = await createSession(sandbox, access_token, { email: 'c@example.test' });
    expect(expired.status).toBe(403);
    expect(expired.body.message).toBe('Forbidden');
  });

  it('7.1 401 access_denied / Unauthorized for a wrong secret', async () => {
    const r = await post(tokenUrl, { ...good, client_secret: 'nope' });
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ error: 'access_denied', error_description: 'Unauthorized' });
  });

  it('7.1 401 access_denied / Unauthorized for an unknown client id', async () => {
    const r = await post(tokenUrl, { ...good, client_id: 'someone-else' });
    expect(r.status).toBe(401);
    expect(r.body.error).toBe('access_denied');
  });

  it('7.1 403 access_denied for an audience not enabled within the domain', async () => {
    const r = await post(tokenUrl, { ...good, audience: 'other.api.test' });
    expect(r.status).toBe(403);
    expect(r.body.error).toBe('access_denied');
    expect(r.body.error_description).toMatch(/not enabled within domain/);
  });

  it('400 invalid_request naming the missing field; unsupported grant types are refused', async () => {
    const { client_secret: _omit, ...noSecret } = good;
    const missing = await post(tokenUrl, noSecret);
    expect(missing.status).toBe(400);
    expect(missing.body.error_description).toMatch(/^client_secret: required/);
    const grant = await post(tokenUrl, { ...good, grant_type: 'password' });
    expect(grant.status).toBe(400);
    expect(grant.body.error).toBe('unsupported_grant_type');
  });

  it('400 for malformed JSON, never a 500', async () => {
    const r = await post(tokenUrl, '{"client_id":');
    expect(r.status).toBe(400);
    expect(r.body.error).toBe('invalid_request');
  });

  it('every token request is recorded as a transaction', async () => {
    await post(tokenUrl, good);
    await post(tokenUrl, { ...good, client_secret: 'x' });
    const log = await fetch(`${sandbox.adminUrl}/transactions`).then((r) => r.json());
    const tokens = log.data.filter((t: { service: string }) => t.service === 'VX.oauth.token');
    expect(tokens.map((t: { action: string }) => t.action)).toEqual(['PASS', 'ERROR']);
  });
});
