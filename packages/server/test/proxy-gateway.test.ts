import { describe, expect, it } from 'vitest';
import { adult, gatewayCases } from './bad-bodies';
import { useSandbox } from './helpers';
import { proxyFor } from './proxy-helpers';

const { sandbox } = useSandbox();

describe('proxy: POST /gateway/age', () => {
  it('runs AgeMatch5.0 with the test key added server-side and answers only allowlisted fields', async () => {
    // The reference is the identity's, never the browser's.
    const { call } = proxyFor(sandbox(), {}, { identify: () => ({ id: 'ada', reference: 'r-9' }) });
    const res = await call('POST', '/gateway/age', {
      service: 'AgeMatch5.0',
      target: { ...adult, age: '21+' },
    });
    expect(res.status).toBe(200);
    expect(res.json.result).toEqual({ action: 'PASS', detail: 'ALL CHECKS PASSED', issues: [] });
    expect(Object.keys(res.json.meta).sort()).toEqual(['confirmation', 'reference', 'service', 'timestamp']);
    expect(res.json.meta.reference).toBe('r-9');
    expect(JSON.stringify(res.json)).not.toMatch(/Sandbox Company|VP-ADULT/);
    const { data } = (await (await fetch(`${sandbox().adminUrl}/transactions`)).json()) as {
      data: { service: string; flags: string[] }[];
    };
    expect(data.at(-1)).toMatchObject({ service: 'AgeMatch5.0', flags: expect.arrayContaining(['test']) });
  });

  it('forwards a rule set from the allowlist of nineteen', async () => {
    const { call } = proxyFor(sandbox());
    const res = await call('POST', '/gateway/age', {
      service: 'AgeMatch5.0',
      rules: 'AgeMatch5_0_RuleSet_DOB',
      target: { ...adult, dob: '19800116', age: '21+' },
    });
    expect(res.json.result.issues).toContain('DATE OF BIRTH CHECK FAILED');
    const bad = await call('POST', '/gateway/age', {
      service: 'AgeMatch5.0',
      rules: 'Weakest',
      target: { ...adult, age: '21+' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.issues[0].path).toBe('rules');
  });

  it('runs a country service with a canned test key in test mode', async () => {
    const { call } = proxyFor(sandbox());
    const res = await call('POST', '/gateway/age', {
      service: 'AgeMatch5.0.UK',
      target: {
        fn: 'A',
        ln: 'B',
        zip: 'SW1A 1AA',
        age: '18+',
        test_key: 'international_fail_possible_minor',
      },
    });
    expect(res.status).toBe(200);
    expect(res.json.result).toMatchObject({ action: 'FAIL', detail: 'POSSIBLE MINOR' });
  });

  it('refuses a browser test_key when the proxy is not in test mode', async () => {
    const { call } = proxyFor(sandbox(), { VERIFRAME_GATEWAY_TEST_KEY: '' });
    const res = await call('POST', '/gateway/age', {
      service: 'AgeMatch5.0.UK',
      target: { fn: 'A', ln: 'B', zip: 'SW1A 1AA', age: '18+', test_key: 'international_pass' },
    });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({
      code: 'invalid_request',
      issues: [{ path: 'target.test_key', rule: 'test-mode-only' }],
    });
  });

  it.each(gatewayCases)('answers 400 naming the field for %o', async (body, path, rule) => {
    const { call } = proxyFor(sandbox());
    const res = await call('POST', '/gateway/age', body);
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('invalid_request');
    expect(res.json.issues).toContainEqual(expect.objectContaining({ path, rule }));
    expect(res.json.message).toContain(path);
  });

  it('rejects malformed JSON, a non-JSON content type and an empty body with typed errors', async () => {
    const { call } = proxyFor(sandbox());
    const malformed = await call('POST', '/gateway/age', '{"service":');
    expect(malformed).toMatchObject({ status: 400, json: { code: 'invalid_json' } });
    const form = await call('POST', '/gateway/age', 'service=AgeMatch5.0', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form).toMatchObject({ status: 415, json: { code: 'unsupported_media_type' } });
    const empty = await call('POST', '/gateway/age');
    expect(empty).toMatchObject({
      status: 400,
      json: { code: 'invalid_request', issues: [{ path: '(body)' }] },
    });
    const unknown = await call('GET', '/nope');
    expect(unknown).toMatchObject({ status: 404, json: { code: 'not_found' } });
  });
});

describe('proxy: quiz through POST /gateway/age and /gateway/quiz/continue', () => {
  it('issues the quiz without the service URL and grades the answers', async () => {
    const { call } = proxyFor(sandbox());
    const quiz = await call('POST', '/gateway/age', {
      service: 'AgeMatch5.0.KBA',
      target: { ...adult, age: '21+' },
    });
    expect(quiz.json.result.action).toBe('PENDING');
    const questions = quiz.json.output.questions.questions as { id: string; type: string }[];
    expect(questions).toHaveLength(4);
    expect(quiz.json.continuations.questions.url).toBeUndefined();
    const truth: Record<string, string> = {
      state: 'NY',
      address: '100 MAIN ST',
      zip5: '12207',
      city: 'ALBANY',
    };
    const answers = Object.fromEntries(questions.map((q) => [q.id, [truth[q.type] ?? '']]));
    const final = await call('POST', '/gateway/quiz/continue', {
      token: quiz.json.continuations.questions.template.token,
      answers,
    });
    expect(final.status).toBe(200);
    expect(final.json.output.answers).toEqual({ asked: 4, correct: 4 });
    expect(final.json.final).toBeUndefined();
    const reused = await call('POST', '/gateway/quiz/continue', {
      token: quiz.json.continuations.questions.template.token,
      answers,
    });
    expect(reused).toMatchObject({ status: 409, json: { code: 'conflict' } });
  });

  it('answers 410 for an expired quiz token and 400 for malformed answers', async () => {
    const { call } = proxyFor(sandbox());
    const quiz = await call('POST', '/gateway/age', { service: 'IDMatchPLUS5.0.MULTI', target: adult });
    await fetch(`${sandbox().adminUrl}/clock/advance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ seconds: 91 }),
    });
    const late = await call('POST', '/gateway/quiz/continue', {
      token: quiz.json.continuations.questions.template.token,
      answers: {},
    });
    expect(late).toMatchObject({ status: 410, json: { code: 'expired' } });
    const bad = await call('POST', '/gateway/quiz/continue', { token: 'x', answers: { q1: 'not-an-array' } });
    expect(bad.status).toBe(400);
    expect(bad.json.issues[0]).toMatchObject({ path: 'answers.q1', rule: 'type:array' });
  });
});
