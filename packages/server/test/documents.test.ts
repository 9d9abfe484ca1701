import { describe, expect, it } from 'vitest';
import { admin, caught, countingFetch, useSandbox } from './helpers';
import { proxyFor } from './proxy-helpers';

const { sandbox, clientsFor } = useSandbox({ reset: true });

const person = { fn: 'Ada', addr: '1 Main St', city: 'Albany', state: 'NY', zip: '12207', dob: '19800115' };

async function scan(token: string, email: string, ln: string) {
  return admin(sandbox().adminUrl, '/documents/scan', { token, email, ln, ...person });
}

describe('document-capture client (4.7, 7.4)', () => {
  it('creates a token with a 6-hour expiry', async () => {
    const before = sandbox().context.clock.now();
    const t = await clientsFor().documents.createToken();
    expect(t.token).toBeTruthy();
    expect(Date.parse(t.expires_at) - before).toBeGreaterThanOrEqual(6 * 3600_000);
  });

  it('types wrong credentials as unauthorized (401) with the body message', async () => {
    const e = await caught(clientsFor({ VERIFRAME_PASS: 'nope' }).documents.createToken());
    expect(e).toMatchObject({ kind: 'unauthorized', status: 401, operation: 'documents.createToken' });
    expect(e.message).toBeTruthy();
    const s = await caught(clientsFor({ VERIFRAME_PASS: 'nope' }).documents.userStatus('a@b.co'));
    expect(s).toMatchObject({ kind: 'unauthorized', status: 401 });
  });

  it('caches the link token (one token/create for many links, concurrent callers share it)', async () => {
    const counter = countingFetch();
    const documents = clientsFor({}, counter.fetch).documents;
    const links = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        documents.generateLink({ options: { send_email: false }, email: `u${i}@example.com` }),
      ),
    );
    expect(links.every((l) => l.action === 'PASS' && typeof l.link === 'string')).toBe(true);
    expect(counter.count('/backend/token/create')).toBe(1);
    // Past 6 h minus the margin, the next link gets a fresh token.
    await admin(sandbox().adminUrl, '/clock/advance', { seconds: 6 * 3600 - 10 * 60 + 1 });
    await documents.generateLink({ options: { send_email: false } });
    expect(counter.count('/backend/token/create')).toBe(2);
  });

  it('renews a token the service no longer knows (401 on link/generate) once', async () => {
    const counter = countingFetch();
    const documents = clientsFor({}, counter.fetch).documents;
    await documents.token();
    await admin(sandbox().adminUrl, '/reset', {});
    const link = await documents.generateLink({ options: { send_email: false } });
    expect(link.action).toBe('PASS');
    expect(counter.count('/backend/token/create')).toBe(2);
  });

  it('user/status: found after a scan, found:false (not an error) for an unknown user', async () => {
    const documents = clientsFor().documents;
    const { token } = await documents.createToken();
    await scan(token, 'pass@example.com', 'dcamspluspass');
    const found = await documents.userStatus('pass@example.com');
    expect(found).toMatchObject({ found: true, status: 'PASS' });
    const missing = await documents.userStatus('nobody@example.com');
    expect(missing).toMatchObject({ found: false, status: null });
  });

  it('user/status: a missing input is bad_request (400)', async () => {
    const e = await caught(clientsFor().documents.userStatus(''));
    expect(e).toMatchObject({ kind: 'bad_request', status: 400 });
  });
});

describe('proxy: document routes', () => {
  it('POST /document/token answers only { token, expires_at }', async () => {
    const { call } = proxyFor(sandbox());
    const res = await call('POST', '/document/token');
    expect(res.status).toBe(200);
    expect(Object.keys(res.json).sort()).toEqual(['expires_at', 'token']);
    const extra = await call('POST', '/document/token', { journey_id: 'x' });
    expect(extra).toMatchObject({
      status: 400,
      json: { issues: [{ path: 'journey_id', rule: 'server-chosen' }] },
    });
  });

  it('POST /document/link adds the token server-side and answers the allowlist', async () => {
    const { call } = proxyFor(sandbox());
    const res = await call('POST', '/document/link', {
      options: { send_email: false },
      email: 'ada@example.com',
      additionalData: { order: '42' },
    });
    expect(res.status).toBe(200);
    expect(res.json.action).toBe('PASS');
    expect(Object.keys(res.json).every((k) => ['action', 'link', 'email_sent', 'detail'].includes(k))).toBe(
      true,
    );
    const bad = await call('POST', '/document/link', { options: {}, token: 'mine' });
    expect(bad.status).toBe(400);
    expect(bad.json.issues.map((i: { path: string }) => i.path).sort()).toEqual([
      'options.send_email',
      'token',
    ]);
  });

  it('POST /document/status answers the outcome without personal data or images', async () => {
    await fetch(`${sandbox().adminUrl}/settings`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ image_return: true, storage: true }),
    });
    const { call } = proxyFor(sandbox());
    const token = (await call('POST', '/document/token')).json.token as string;
    await scan(token, 'fail@example.com', 'dcamsplusfail');
    const res = await call('POST', '/document/status', { email: 'fail@example.com' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ found: true, status: 'FAIL' });
    const text = JSON.stringify(res.json);
    for (const leaked of ['Ada', '1 Main St', '19800115', 'dcamsplusfail', 'document_data', 'documents']) {
      expect(text).not.toContain(leaked);
    }
    const unknown = await call('POST', '/document/status', { email: 'nobody@example.com' });
    expect(unknown).toMatchObject({ status: 200, json: { found: false, status: null } });
    const invalid = await call('POST', '/document/status', { email: 'not-an-email' });
    expect(invalid).toMatchObject({ status: 400, json: { issues: [{ path: 'email' }] } });
  });
});
