import { describe, expect, it } from 'vitest';
import { modalParams, post, scan, userStatus, useVxSandbox } from './vx-documents-support';

describe('3.3 / 4.8 document verification: the canned last names in testing mode', () => {
  const ctx = useVxSandbox({ token: 'doc' });
  const status = async (ln: string) => (await userStatus(ctx.sandbox, `${ln}@example.test`)).body;

  it('dcamspluspass -> PASS, no manual review', async () => {
    const r = await scan(ctx.sandbox, modalParams(ctx.token, 'dcamspluspass'));
    expect(r.status).toBe(200);
    expect(r.body.browser).toBe('success');
    expect(r.body.user).toMatchObject({ status: 'PASS', dcams_plus: { action: 'PASS' }, found: true });
    await ctx.sandbox.advance(120);
    expect((await status('dcamspluspass')).status).toBe('PASS');
  });

  it('dcamsplusfail -> FAIL, no manual review', async () => {
    const r = await scan(ctx.sandbox, modalParams(ctx.token, 'dcamsplusfail'));
    expect(r.body.browser).toBe('failure');
    expect(r.body.user).toMatchObject({
      status: 'FAIL',
      dcams_plus: { action: 'FAIL', issues: [expect.any(String)] },
    });
    await ctx.sandbox.advance(120);
    expect((await status('dcamsplusfail')).status).toBe('FAIL');
  });

  it('dcamsplusfailmanualpass (manual review on) -> scan FAIL, PENDING, then PASS about 90 s later', async () => {
    const r = await scan(ctx.sandbox, modalParams(ctx.token, 'dcamsplusfailmanualpass'));
    expect(r.body.browser).toBe('failure');
    expect(r.body.user).toMatchObject({ status: 'PENDING', dcams_plus: { action: 'REVIEW' } });
    await ctx.sandbox.advance(89);
    expect((await status('dcamsplusfailmanualpass')).status).toBe('PENDING');
    await ctx.sandbox.advance(1);
    expect(await status('dcamsplusfailmanualpass')).toMatchObject({
      status: 'PASS',
      dcams_plus: { action: 'PASS' },
    });
  });

  it('dcamsplusfailmanualfail (manual review on) -> scan FAIL, PENDING, then FAIL about 90 s later', async () => {
    const r = await scan(ctx.sandbox, modalParams(ctx.token, 'dcamsplusfailmanualfail'));
    expect(r.body.user.status).toBe('PENDING');
    await ctx.sandbox.advance(90);
    expect((await status('dcamsplusfailmanualfail')).status).toBe('FAIL');
  });

  it('the manual names need manual review: with it off the scan FAILs and stays FAIL', async () => {
    await ctx.sandbox.settings({ manual_review: false });
    const r = await scan(ctx.sandbox, modalParams(ctx.token, 'dcamsplusfailmanualpass'));
    expect(r.body.user.status).toBe('FAIL');
    await ctx.sandbox.advance(90);
    expect((await status('dcamsplusfailmanualpass')).status).toBe('FAIL');
  });

  it('dcamspluspassselfiematch -> scan pass, selfie requested, then PASS', async () => {
    const r = await scan(ctx.sandbox, {
      ...modalParams(ctx.token, 'dcamspluspassselfiematch'),
      selfie: false,
    });
    expect(r.body).toMatchObject({
      browser: 'selfie',
      scan: { browser: 'selfie', status: 'PENDING' },
      selfie: null,
    });
    expect(r.body.user.dcams_plus.detail).toBe('MORE INFORMATION IS REQUIRED');
    const selfie = await post(`${ctx.sandbox.adminUrl}/documents/selfie`, {
      email: 'dcamspluspassselfiematch@example.test',
    });
    expect(selfie.body.selfie).toEqual({ browser: 'success', status: 'PASS', action: 'PASS' });
    expect((await status('dcamspluspassselfiematch')).status).toBe('PASS');
  });

  it('dcamspluspassselfienomatch -> scan pass, selfie requested, then FAIL', async () => {
    const r = await scan(ctx.sandbox, modalParams(ctx.token, 'dcamspluspassselfienomatch'));
    expect(r.body.scan.browser).toBe('selfie');
    expect(r.body.selfie).toMatchObject({ browser: 'failure', status: 'FAIL' });
    expect((await status('dcamspluspassselfienomatch')).status).toBe('FAIL');
  });

  it('dcamspluspassselfienomatch: the document passed, so the issue names the selfie, not the document', async () => {
    await scan(ctx.sandbox, modalParams(ctx.token, 'dcamspluspassselfienomatch'));
    const body = await status('dcamspluspassselfienomatch');
    expect(body.dcams_plus.issues).toEqual(['SELFIE DOES NOT MATCH DOCUMENT']);
    expect(body.dcams_plus.detail).toBe('SELFIE DID NOT PASS VERIFICATION');
  });

  it('dcamsplusfail and a failed manual review name the document', async () => {
    await scan(ctx.sandbox, modalParams(ctx.token, 'dcamsplusfail'));
    expect((await status('dcamsplusfail')).dcams_plus.issues).toEqual(['DOCUMENT FAILED AUTHENTICATION']);
    await scan(ctx.sandbox, modalParams(ctx.token, 'dcamsplusfailmanualfail'));
    await ctx.sandbox.advance(90);
    expect((await status('dcamsplusfailmanualfail')).dcams_plus.issues).toEqual([
      'DOCUMENT FAILED AUTHENTICATION',
    ]);
  });

  it('a selfie is refused when none is awaited', async () => {
    await scan(ctx.sandbox, modalParams(ctx.token, 'dcamspluspass'));
    const r = await post(`${ctx.sandbox.adminUrl}/documents/selfie`, { email: 'dcamspluspass@example.test' });
    expect(r.status).toBe(409);
  });

  it('canned names compare case-insensitively', async () => {
    const r = await scan(ctx.sandbox, modalParams(ctx.token, 'DcamsPlusFail'));
    expect(r.body.user.status).toBe('FAIL');
  });

  it('(sandbox choice) other last names PASS: the simulated document matches what was submitted', async () => {
    const r = await scan(ctx.sandbox, modalParams(ctx.token, 'Hopper'));
    expect(r.body.user).toMatchObject({
      status: 'PASS',
      dcams_plus: {
        document_data: { LastName: 'HOPPER', DateOfBirth: '19800101', DocumentType: 'DRIVERS LICENSE' },
      },
    });
  });

  it('outside testing mode the canned names are treated as live (and pass like any other name)', async () => {
    await ctx.sandbox.settings({ testing_mode: false });
    const r = await scan(ctx.sandbox, modalParams(ctx.token, 'dcamsplusfail'));
    expect(r.body.user.status).toBe('PASS');
  });
});
