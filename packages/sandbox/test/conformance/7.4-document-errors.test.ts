import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { docToken, get, modalParams, post, sandboxForTests, scan, userStatus } from './vx-documents-support';

describe('7.4 document-capture errors', () => {
  let sandbox: Awaited<ReturnType<typeof sandboxForTests>>;
  let backend: string;
  beforeAll(async () => {
    sandbox = await sandboxForTests();
    backend = sandbox.urls.vx_backend_url;
  });
  afterAll(() => sandbox.close());
  beforeEach(() => sandbox.reset());

  const tokenCreate = (body: unknown) => post(`${backend}/token/create`, body);

  it('token/create 400: missing required input, token empty', async () => {
    for (const [body, field] of [
      [{ pass: 'sandbox-pass' }, 'user'],
      [{ user: 'sandbox' }, 'pass'],
    ] as const) {
      const r = await tokenCreate(body);
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ result: 'Error', message: `Missing required input: ${field}`, token: '' });
    }
  });

  it('token/create 400: invalid age (must conform to the form 21+)', async () => {
    const r = await tokenCreate({ user: 'sandbox', pass: 'sandbox-pass', age: '21' });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ result: 'Error', token: '' });
    expect(r.body.message).toMatch(/^Invalid age: must conform to the form 21\+/);
  });

  it('token/create 400: invalid rule set', async () => {
    const r = await tokenCreate({ user: 'sandbox', pass: 'sandbox-pass', rules: 'everything' });
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/^Invalid rule set/);
    expect(r.body.token).toBe('');
  });

  it('token/create 400: invalid store_on value (must be PASS, FAIL or ALL)', async () => {
    const r = await tokenCreate({ user: 'sandbox', pass: 'sandbox-pass', store_on: 'SOME' });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('Invalid store_on value: must be PASS, FAIL or ALL');
  });

  it('token/create 400 for malformed JSON, never a 500', async () => {
    const r = await tokenCreate('{"user":');
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ result: 'Error', token: '' });
  });

  it('token/create 401: username or password incorrect, token empty', async () => {
    const r = await tokenCreate({ user: 'sandbox', pass: 'wrong' });
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ result: 'Error', message: 'Username or password incorrect', token: '' });
  });

  it('user/status 400: missing a required input', async () => {
    const r = await post(`${backend}/user/status`, { user: 'sandbox', pass: 'sandbox-pass' });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ result: 'Error', message: 'Missing required input: email' });
  });

  it('user/status 401: username or password incorrect', async () => {
    const r = await post(`${backend}/user/status`, { user: 'x', pass: 'y', email: 'a@example.test' });
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ result: 'Error', message: 'Username or password incorrect' });
  });

  it('user/status 404: user not found (null body, found false)', async () => {
    const r = await userStatus(sandbox, 'ghost@example.test');
    expect(r.status).toBe(404);
    expect(r.body.found).toBe(false);
    expect(r.body.status).toBeNull();
  });

  it('link/generate reports failure with action ERROR, error_message and error_description', async () => {
    const token = await docToken(sandbox);
    const cases: [unknown, number, RegExp][] = [
      ['{"token":', 400, /^body:/],
      [{ options: { send_email: false } }, 400, /^token: required/],
      [{ token }, 400, /^options: required/],
      [{ token, options: {} }, 400, /^options\.send_email: required/],
      [{ token: 'doc_bogus', options: { send_email: false } }, 401, /^token: unknown or expired/],
      [
        { token, options: { send_email: false }, additionalData: { a: 1 } },
        400,
        /^additionalData: must be a string holding a JSON object/,
      ],
      [{ token, options: { send_email: false }, additionalData: '{oops' }, 400, /^additionalData:/],
      [{ token, options: { send_email: false }, qr: 'yes' }, 400, /^qr: must be a boolean/],
      [{ token, options: { send_email: false }, dob: '1980-01-01' }, 400, /^dob: must be a date as YYYYMMDD/],
      [{ token, options: { send_email: true } }, 400, /^email: required when options\.send_email is true/],
    ];
    for (const [body, status, description] of cases) {
      const r = await post(`${backend}/link/generate`, body);
      expect(r.status, JSON.stringify(body)).toBe(status);
      expect(r.body).toMatchObject({
        action: 'ERROR',
        link: '',
        email_sent: false,
        error_message: expect.any(String),
      });
      expect(r.body.error_description).toMatch(description);
    }
  });

  describe('modal error states (the capture page opens in them; the admin scan refuses with them)', () => {
    const capture = (params: Record<string, unknown>) => {
      const query = new URLSearchParams();
      for (const [k, v] of Object.entries(params))
        query.set(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
      return get(`${sandbox.frontendOrigin}/capture?${query}`);
    };

    it('token (invalid) -> error-token, with the resultMessages title and subtitle', async () => {
      const page = await capture(
        modalParams('doc_bogus', 'Hopper', {
          resultMessages: {
            error: {
              verificationErrorTokenTitle: 'Token trouble',
              verificationErrorTokenSubTitle: 'Ask for a new link',
            },
          },
        }),
      );
      expect(page.text).toContain('data-initial="error-token"');
      expect(page.text).toContain('Token trouble');
      expect(page.text).toContain('Ask for a new link');
      const r = await scan(sandbox, modalParams('doc_bogus', 'Hopper'));
      expect(r.status).toBe(401);
      expect(r.body.error).toBe('error-token');
    });

    it('already verified (user by email has passed) -> error-already-verified', async () => {
      const token = await docToken(sandbox);
      await scan(sandbox, modalParams(token, 'dcamspluspass'));
      const page = await capture(modalParams(token, 'dcamspluspass'));
      expect(page.text).toContain('data-initial="error-already-verified"');
      expect(page.text).toContain('You Are Already Verified');
      const r = await scan(sandbox, modalParams(token, 'dcamspluspass'));
      expect(r.status).toBe(409);
      expect(r.body.error).toBe('error-already-verified');
    });

    it('pending (user by email is PENDING) -> error-pending, until the review ends', async () => {
      const token = await docToken(sandbox);
      await scan(sandbox, modalParams(token, 'dcamsplusfailmanualfail'));
      const page = await capture(modalParams(token, 'dcamsplusfailmanualfail'));
      expect(page.text).toContain('data-initial="error-pending"');
      expect(page.text).toContain('Your Document is Currently Pending Manual Review');
      expect((await scan(sandbox, modalParams(token, 'dcamsplusfailmanualfail'))).body.error).toBe(
        'error-pending',
      );
      await sandbox.advance(90);
      expect((await capture(modalParams(token, 'dcamsplusfailmanualfail'))).text).toContain(
        'data-initial="intro"',
      );
    });

    it('velocity: after velocity_threshold (3) attempts in 24 h -> error-velocity; a day later it opens again', async () => {
      const token = await docToken(sandbox);
      for (let i = 0; i < 3; i++)
        expect((await scan(sandbox, modalParams(token, 'dcamsplusfail'))).status).toBe(200);
      const page = await capture(modalParams(token, 'dcamsplusfail'));
      expect(page.text).toContain('data-initial="error-velocity"');
      expect(page.text).toContain('Too Many Attempts');
      const r = await scan(sandbox, modalParams(token, 'dcamsplusfail'));
      expect(r.status).toBe(429);
      expect(r.body.error).toBe('error-velocity');
      await sandbox.advance(24 * 3600);
      const fresh = await docToken(sandbox);
      expect((await scan(sandbox, modalParams(fresh, 'dcamsplusfail'))).status).toBe(200);
    });

    it('the velocity threshold follows the setting', async () => {
      await sandbox.settings({ velocity_threshold: 1 });
      const token = await docToken(sandbox);
      await scan(sandbox, modalParams(token, 'dcamsplusfail'));
      expect((await scan(sandbox, modalParams(token, 'dcamsplusfail'))).body.error).toBe('error-velocity');
    });

    it('a wrong parameter opens the general error state naming the field and rule', async () => {
      const token = await docToken(sandbox);
      const page = await capture(modalParams(token, 'Hopper', { dob: '01/01/1980' }));
      expect(page.text).toContain('data-initial="error"');
      expect(page.text).toContain('dob: must be a date as YYYYMMDD');
      const r = await scan(sandbox, modalParams(token, 'Hopper', { dob: '01/01/1980' }));
      expect(r.status).toBe(400);
      expect(r.body.message).toBe('dob: must be a date as YYYYMMDD');
    });
  });
});
