import { describe, expect, it } from 'vitest';
import { sandboxConfig } from '../src/config';
import { serviceEmailOf } from '../src/proxy/identity/identity';
import { documentEmailOf } from '../src/proxy/routes/document-email';
import { admin, caught, countingFetch, useSandbox } from './helpers';
import { as, headerIdentify, proxyFor } from './proxy-helpers';

const { sandbox, clientsFor } = useSandbox({ reset: true });
/** The configuration the test proxies get, for the document addresses they derive. */
const config = () => sandboxConfig(sandbox().urls);

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
  const transactions = async (service: string) =>
    (
      (await admin(sandbox().adminUrl, '/transactions')).data as {
        service: string;
        inputs: { email?: string };
      }[]
    ).filter((t) => t.service === service);

  it("POST /document/token answers only { token, expires_at, email, reference }: the identity's document address, for the modal", async () => {
    const { call } = proxyFor(sandbox(), {}, { identify: headerIdentify });
    const ada = as('ada', { email: 'ada@example.com', reference: 'customer-ada' });
    const res = await call('POST', '/document/token', undefined, ada);
    expect(res.status).toBe(200);
    expect(Object.keys(res.json).sort()).toEqual(['email', 'expires_at', 'reference', 'token']);
    // Never the real address (anyone holding any token could scan under it, issue 39): a keyed pseudonym.
    expect(res.json.email).toBe(documentEmailOf({ id: 'ada', reference: 'customer-ada' }, config()));
    expect(res.json.email).toMatch(/^[0-9a-f]{40}@users\.veriframe\.invalid$/);
    expect(res.json.reference).toBe('customer-ada');
    // Stable per person, another for another person, and not the unkeyed derivation anyone could compute.
    const derived = await call('POST', '/document/token', undefined, as('user-42'));
    expect(derived.json).toMatchObject({ reference: '' });
    expect(derived.json.email).not.toBe(serviceEmailOf({ id: 'user-42' }));
    expect((await call('POST', '/document/token', undefined, as('user-42'))).json.email).toBe(
      derived.json.email,
    );
    expect((await call('POST', '/document/token', undefined, as('user-43'))).json.email).not.toBe(
      derived.json.email,
    );
    const extra = await call('POST', '/document/token', { journey_id: 'x' }, as('ada'));
    expect(extra).toMatchObject({
      status: 400,
      json: { issues: [{ path: 'journey_id', rule: 'server-chosen' }] },
    });
  });

  it("POST /document/link adds the token and the identity's email server-side, never mails, and answers the allowlist", async () => {
    const { call } = proxyFor(sandbox(), {}, { identify: headerIdentify });
    const res = await call(
      'POST',
      '/document/link',
      { additionalData: { order: '42' } },
      as('ada', { email: 'ada@example.com' }),
    );
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ action: 'PASS', email_sent: false });
    expect(Object.keys(res.json).every((k) => ['action', 'link', 'email_sent', 'detail'].includes(k))).toBe(
      true,
    );
    expect((await transactions('DCAMS.link.generate')).map((t) => t.inputs.email)).toEqual([
      documentEmailOf({ id: 'ada' }, config()),
    ]);
    // The review's request: mail to anyone, phishing text on the genuine page. Refused by name, nothing sent.
    const phishing = await call(
      'POST',
      '/document/link',
      {
        options: { send_email: true },
        email: 'victim@example.org',
        resultMessages: { verificationSuccessTitle: 'Call +1-555-0100 to claim your refund' },
        token: 'mine',
      },
      as('ada'),
    );
    expect(phishing.status).toBe(400);
    expect(
      phishing.json.issues.map((i: { path: string; rule: string }) => `${i.path} ${i.rule}`).sort(),
    ).toEqual([
      'email server-chosen',
      'options.send_email server-chosen',
      'resultMessages server-chosen',
      'token server-chosen',
    ]);
    expect(await transactions('DCAMS.link.generate')).toHaveLength(1);
  });

  it("the app's presentation option chooses the texts; a choice core refuses, or sendEmail, is a 500 naming the option", async () => {
    const { call } = proxyFor(
      sandbox(),
      {},
      {
        identify: headerIdentify,
        presentation: {
          documentLink: (identity) => ({
            sendEmail: identity.email !== undefined,
            // A typo in a key (`Succes`): core's builder refuses it.
            resultMessages:
              identity.id === 'bad'
                ? ({ verificationSuccesTitle: 'Thank you' } as never)
                : { verificationSuccessTitle: 'Thank you' },
          }),
        },
      },
    );
    // The document address receives no mail (issue 39): asking the service to mail it is refused, never sent.
    const mailed = await call('POST', '/document/link', {}, as('ada', { email: 'ada@example.com' }));
    expect(mailed).toMatchObject({ status: 500, json: { code: 'internal_error' } });
    expect(mailed.json.message).toMatch(/presentation\.documentLink.*sendEmail/);
    expect((await call('POST', '/document/link', {}, as('anon'))).json).toMatchObject({ email_sent: false });
    const bad = await call('POST', '/document/link', {}, as('bad'));
    expect(bad).toMatchObject({ status: 500, json: { code: 'internal_error' } });
    expect(bad.json.message).toMatch(/presentation\.documentLink.*resultMessages\.verificationSuccesTitle/);
    expect(await transactions('DCAMS.link.generate')).toHaveLength(1);
  });

  it("POST /document/status answers the identity's own outcome, from an empty body, without personal data", async () => {
    await fetch(`${sandbox().adminUrl}/settings`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ image_return: true, storage: true }),
    });
    const { call } = proxyFor(sandbox(), {}, { identify: headerIdentify });
    const fail = as('fail', { email: 'fail@example.com' });
    const issued = (await call('POST', '/document/token', undefined, fail)).json;
    await scan(issued.token, issued.email, 'dcamsplusfail');
    const res = await call('POST', '/document/status', undefined, fail);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ found: true, status: 'FAIL' });
    const text = JSON.stringify(res.json);
    for (const leaked of ['Ada', '1 Main St', '19800115', 'dcamsplusfail', 'document_data', 'documents']) {
      expect(text).not.toContain(leaked);
    }
    expect(await call('POST', '/document/status', {}, fail)).toMatchObject({
      status: 200,
      json: { found: true },
    });
    // Another person sees their own (none), and cannot ask for someone else's by email.
    const other = as('nobody', { email: 'nobody@example.com' });
    const unknown = await call('POST', '/document/status', undefined, other);
    expect(unknown).toMatchObject({ status: 200, json: { found: false, status: null } });
    const asked = await call('POST', '/document/status', { email: 'fail@example.com' }, other);
    expect(asked).toMatchObject({
      status: 400,
      json: { issues: [{ path: 'email', rule: 'server-chosen' }] },
    });
    expect((await transactions('DCAMS.user.status')).map((t) => t.inputs.email)).toEqual([
      issued.email,
      issued.email,
      documentEmailOf({ id: 'nobody' }, config()),
    ]);
  });
});
