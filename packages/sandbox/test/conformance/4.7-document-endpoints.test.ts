import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { docToken, get, modalParams, post, sandboxForTests, scan, userStatus } from './vx-documents-support';

describe('4.7 document-capture token, status, link', () => {
  let sandbox: Awaited<ReturnType<typeof sandboxForTests>>;
  let backend: string;
  beforeAll(async () => {
    sandbox = await sandboxForTests();
    backend = sandbox.urls.vx_backend_url;
  });
  afterAll(() => sandbox.close());
  beforeEach(() => sandbox.reset());

  it('token/create answers every field of 4.7', async () => {
    const r = await post(`${backend}/token/create`, {
      user: 'sandbox',
      pass: 'sandbox-pass',
      journey_id: 'j1',
    });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      result: 'Success',
      message: expect.any(String),
      token: expect.stringMatching(/^doc_[0-9a-f]{48}$/),
      age: '21+',
      rules: 'name_dob',
      store_on: 'ALL',
      company_name_for_email: 'Sandbox Company',
      email_logo_link: `${sandbox.frontendOrigin}/capture/assets/logo.svg`,
      email_logo_height: '40',
      email_logo_width: '160',
      dcams_manual_rules: 'enabled',
    });
    expect((await fetch(r.body.email_logo_link)).status).toBe(200);
  });

  it('(sandbox extension) age, rules and store_on may be set and are echoed', async () => {
    const r = await post(`${backend}/token/create`, {
      user: 'sandbox',
      pass: 'sandbox-pass',
      age: '18+',
      rules: 'dob',
      store_on: 'PASS',
    });
    expect(r.body).toMatchObject({ age: '18+', rules: 'dob', store_on: 'PASS' });
  });

  it('8 the token lives 6 hours of virtual time', async () => {
    const token = await docToken(sandbox);
    await sandbox.advance(6 * 3600 - 1);
    expect((await scan(sandbox, modalParams(token, 'dcamspluspass'))).status).toBe(200);
    await sandbox.advance(1);
    const late = await scan(sandbox, modalParams(token, 'Hopper'));
    expect(late.status).toBe(401);
    expect(late.body.error).toBe('error-token');
  });

  it('user/status 200: the callback-shaped body of 2.4 with found true', async () => {
    const token = await docToken(sandbox);
    await scan(sandbox, modalParams(token, 'dcamspluspass'));
    const r = await userStatus(sandbox, 'DCAMSPLUSPASS@example.test');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      fn: 'Grace',
      ln: 'dcamspluspass',
      addr: '1 Main St',
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
      dob: '19800101',
      email: 'dcamspluspass@example.test',
      reference: 'ref-dcamspluspass',
      status: 'PASS',
      additionalData: { order: '42' },
      dcams_plus: {
        document_data: expect.objectContaining({ FirstName: 'GRACE', DateOfBirth: '19800101' }),
        confirmation: expect.any(Number),
        action: 'PASS',
        detail: 'ALL CHECKS PASSED',
        issues: [],
      },
      storage: { success: false },
      found: true,
    });
    const keys = Object.keys(r.body.dcams_plus.document_data).sort();
    expect(keys).toEqual(
      [
        'Address',
        'City',
        'CountryCode',
        'DateOfBirth',
        'DocumentNumber',
        'DocumentType',
        'ExpirationDate',
        'EyeColor',
        'FirstName',
        'FullAddress',
        'Height',
        'IssueDate',
        'LastName',
        'MiddleName',
        'Sex',
        'State',
        'Zip',
      ].sort(),
    );
  });

  it('user/status 404: null values, additionalData false, document_data false, confirmation 0, issues false, found false', async () => {
    const r = await userStatus(sandbox, 'nobody@example.test');
    expect(r.status).toBe(404);
    expect(r.body).toEqual({
      fn: null,
      ln: null,
      addr: null,
      city: null,
      state: null,
      zip: null,
      dob: null,
      email: null,
      reference: null,
      status: null,
      additionalData: false,
      dcams_plus: { document_data: false, confirmation: 0, action: null, detail: null, issues: false },
      storage: { success: null },
      found: false,
    });
  });

  it('user/status purges fn, ln, addr, city, state, zip, dob and document_data 2 h after the transaction', async () => {
    const token = await docToken(sandbox);
    await scan(sandbox, modalParams(token, 'dcamspluspass'));
    await sandbox.advance(2 * 3600 - 1);
    expect((await userStatus(sandbox, 'dcamspluspass@example.test')).body.fn).toBe('Grace');
    await sandbox.advance(1);
    const r = (await userStatus(sandbox, 'dcamspluspass@example.test')).body;
    expect(r).toMatchObject({
      fn: null,
      ln: null,
      addr: null,
      city: null,
      state: null,
      zip: null,
      dob: null,
    });
    expect(r.dcams_plus.document_data).toBe(false);
    expect(r).toMatchObject({
      email: 'dcamspluspass@example.test',
      status: 'PASS',
      reference: 'ref-dcamspluspass',
    });
  });

  it('user/status keeps the personal fields past 2 h when storage is active', async () => {
    await sandbox.settings({ storage: true });
    const token = await docToken(sandbox);
    await scan(sandbox, modalParams(token, 'dcamspluspass'));
    await sandbox.advance(3 * 3600);
    const r = (await userStatus(sandbox, 'dcamspluspass@example.test')).body;
    expect(r).toMatchObject({ fn: 'Grace', dob: '19800101', storage: { success: true } });
    expect(r.dcams_plus.document_data).toMatchObject({ LastName: 'DCAMSPLUSPASS' });
  });

  it('link/generate: PASS with a capture link, additionalData as JSON text, empty resultMessages strings', async () => {
    const token = await docToken(sandbox);
    const r = await post(`${backend}/link/generate`, {
      options: { send_email: false },
      ...modalParams(token, 'Hopper', { additionalData: JSON.stringify({ order: '7' }) }),
      qr: true,
      email_fallback: true,
      bypassDesktopIntro: false,
      language: '',
      country: 'US',
      styleToken: 's-1',
      resultMessages: {
        success: { verificationSuccessTitle: '', verificationSuccessSubTitle: 'Welcome aboard' },
      },
    });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      action: 'PASS',
      detail: expect.any(String),
      link: expect.stringMatching(new RegExp(`^${sandbox.frontendOrigin}/capture\\?link=[\\w-]+$`)),
      email_sent: false,
      error_message: '',
      error_description: '',
    });
    const page = await get(r.body.link);
    expect(page.status).toBe(200);
    expect(page.text).toContain('data-initial="intro"');
    expect(page.text).toContain('Verification Success'); // empty string: the default applies
    expect(page.text).toContain('Welcome aboard');
    expect(page.text).not.toContain(token);
  });

  it('link/generate with send_email true reports email_sent (the sandbox sends no email)', async () => {
    const token = await docToken(sandbox);
    const r = await post(`${backend}/link/generate`, {
      options: { send_email: true },
      token,
      email: 'grace@example.test',
    });
    expect(r.body).toMatchObject({ action: 'PASS', email_sent: true });
  });

  it('every call is recorded as a transaction', async () => {
    const token = await docToken(sandbox);
    await scan(sandbox, modalParams(token, 'dcamspluspass'));
    await userStatus(sandbox, 'dcamspluspass@example.test');
    const services = (await get(`${sandbox.adminUrl}/transactions`)).body.data.map(
      (t: { service: string }) => t.service,
    );
    expect(services).toEqual(['DCAMS.token.create', 'DCAMSPLUS.scan', 'DCAMS.user.status']);
  });
});
