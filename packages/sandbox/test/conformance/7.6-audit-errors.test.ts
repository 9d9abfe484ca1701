import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newYorkDay } from '../../src/areas/audit/new-york-day';
import { startTestSandbox, type TestSandbox } from '../helpers';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const path = '/reporting/api/audit';
const creds = { user: 'sandbox-audit', pass: 'sandbox-audit-pass' };
const dayMs = 86_400_000;
const clockNow = async () => (await t.admin('GET', '/clock')).body.now_ms as number;

describe('7.6 audit errors', () => {
  it('bad credentials → 401 Unauthorized (also with the gateway credentials, and when missing)', async () => {
    for (const body of [
      { ...creds, pass: 'wrong', day: '2026-01-01' },
      { user: 'sandbox', pass: 'sandbox-pass', day: '2026-01-01' },
      { day: '2026-01-01' },
    ]) {
      const res = await t.post(path, body);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'unauthorized', message: expect.stringContaining('user/pass') });
    }
  });

  it('data not ready → 404 Not Found (today, before 07:00 New York time tomorrow)', async () => {
    const res = await t.post(path, { ...creds, day: newYorkDay(await clockNow()) });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('data_not_ready');
  });

  it('day not available → 404 Not Found (before the sandbox held data, or past 365 days of retention)', async () => {
    const now = await clockNow();
    const before = await t.post(path, { ...creds, day: newYorkDay(now - 2 * dayMs) });
    expect(before.status).toBe(404);
    expect(before.body.error).toBe('day_not_available');
    const today = newYorkDay(now);
    await t.advance(400 * 86_400);
    const old = await t.post(path, { ...creds, day: today });
    expect(old.status).toBe(404);
    expect(old.body.error).toBe('day_not_available');
    const recent = await t.post(path, { ...creds, day: newYorkDay(now + 300 * dayMs) });
    expect(recent.status).toBe(200);
    expect(recent.body).toEqual({ data: [] });
  });

  it('invalid date format → 400 Bad Request naming day', async () => {
    for (const day of ['2026/01/01', '20260101', '2026-02-30', 20260101, undefined]) {
      const res = await t.post(path, { ...creds, day });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: 'bad_request',
        message: 'day: must be a date YYYY-MM-DD',
        issues: [{ field: 'day', rule: 'must be a date YYYY-MM-DD' }],
      });
    }
  });

  it('malformed JSON → 400, never a 500 (server error is reserved for the sandbox’s own faults)', async () => {
    const res = await t.post(path, '{"user": ');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('body: malformed JSON');
    const notObject = await t.post(path, '[1,2]');
    expect(notObject.status).toBe(400);
  });
});
