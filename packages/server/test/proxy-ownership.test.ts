import { describe, expect, it } from 'vitest';
import { MemoryOwnershipStore, type OwnershipStore } from '../src/stores/ownership-store';
import { adult } from './bad-bodies';
import { admin, useSandbox } from './helpers';
import { as, headerIdentify, proxyFor } from './proxy-helpers';

// A VX session, a document link and a quiz token belong to the identity that created them.
// Another identity gets 404 `not_found`, the same answer as for an unknown id, and the service is not called:
// counted at the sandbox, whose audit log holds every call that reaches it.

const { sandbox } = useSandbox({ reset: true });

const ada = as('ada', { email: 'ada@example.com' });
const bob = as('bob', { email: 'bob@example.com' });

/** How many calls of `service` reached the sandbox. */
const reached = async (service: string) =>
  ((await admin(sandbox().adminUrl, '/transactions')).data as { service: string }[]).filter(
    (t) => t.service === service,
  ).length;

/** The sandbox's quiz answers for its adult test person (4 of 4 right). */
function rightAnswers(questions: { id: string; type: string }[]) {
  const truth: Record<string, string> = {
    state: 'NY',
    address: '100 MAIN ST',
    zip5: '12207',
    city: 'ALBANY',
  };
  return Object.fromEntries(questions.map((q) => [q.id, [truth[q.type] ?? '']]));
}

describe('ownership: what one person created, nobody else reaches', () => {
  it("another person's session is 404 not_found, exactly like an unknown id, and is never read from the service", async () => {
    const { call } = proxyFor(sandbox(), {}, { identify: headerIdentify });
    const created = await call('POST', '/vx/sessions', { age: '21+' }, ada);
    const id = created.json.request_id as string;
    expect(await call('GET', `/vx/sessions/${id}`, undefined, ada)).toMatchObject({
      status: 200,
      json: { status: 'not_started' },
    });
    const readsBefore = await reached('VX.session_result');
    const others = await call('GET', `/vx/sessions/${id}`, undefined, bob);
    const unknown = await call('GET', '/vx/sessions/no-such-session', undefined, bob);
    expect(others).toMatchObject({ status: 404, json: { code: 'not_found' } });
    expect(others.json).toEqual(unknown.json);
    expect(await reached('VX.session_result')).toBe(readsBefore);
  });

  it('a quiz token answered by anyone but the person it was issued to: 404, and no call reaches the service', async () => {
    const { call } = proxyFor(sandbox(), {}, { identify: headerIdentify });
    const quiz = await call(
      'POST',
      '/gateway/age',
      { service: 'AgeMatch5.0.KBA', target: { ...adult, age: '21+' } },
      ada,
    );
    expect(quiz.json.result.action).toBe('PENDING');
    const token = quiz.json.continuations.questions.template.token as string;
    const answers = rightAnswers(quiz.json.output.questions.questions);
    const before = await reached('AgeMatch5.0.KBA');
    const stolen = await call('POST', '/gateway/quiz/continue', { token, answers }, bob);
    expect(stolen).toMatchObject({ status: 404, json: { code: 'not_found' } });
    const made = await call('POST', '/gateway/quiz/continue', { token: 'a-token-nobody-has', answers }, bob);
    expect(stolen.json).toEqual(made.json);
    expect(await reached('AgeMatch5.0.KBA')).toBe(before);
    // The person it was issued to still answers it, once.
    const own = await call('POST', '/gateway/quiz/continue', { token, answers }, ada);
    expect(own).toMatchObject({ status: 200, json: { output: { answers: { asked: 4, correct: 4 } } } });
  });

  it('a document link is recorded for its creator for 3600 s; a quiz token for 90 s; a session for the retention', async () => {
    let now = Date.parse('2026-01-01T00:00:00Z');
    const claims: { key: string; ttlMs: number }[] = [];
    const memory = new MemoryOwnershipStore({ now: () => now });
    const store: OwnershipStore = {
      claim: (key, owner, ttlMs) => {
        claims.push({ key: key.split(':')[0] ?? key, ttlMs });
        return memory.claim(key, owner, ttlMs);
      },
      ownerOf: (key) => memory.ownerOf(key),
    };
    const { call } = proxyFor(
      sandbox(),
      {},
      { identify: headerIdentify, now: () => now, ownership: { store, vxSessionRetentionMs: 60_000 } },
    );
    const link = await call('POST', '/document/link', {}, ada);
    expect(link.json.action).toBe('PASS');
    const quiz = await call(
      'POST',
      '/gateway/age',
      { service: 'AgeMatch5.0.KBA', target: { ...adult, age: '21+' } },
      ada,
    );
    const session = await call('POST', '/vx/sessions', { age: '21+' }, ada);
    expect(claims).toEqual([
      { key: 'document-link', ttlMs: 3_600_000 },
      { key: 'quiz-token', ttlMs: 90_000 },
      { key: 'vx-session', ttlMs: 60_000 },
    ]);
    // Nothing in the store names the person or grants anything: keys and owners are hashes.
    const token = quiz.json.continuations.questions.template.token as string;
    expect(JSON.stringify(claims)).not.toContain(token);
    // Past its lifetime, even the owner gets 404 (the service would refuse an expired quiz token anyway).
    now += 91_000;
    const late = await call(
      'POST',
      '/gateway/quiz/continue',
      { token, answers: rightAnswers(quiz.json.output.questions.questions) },
      ada,
    );
    expect(late).toMatchObject({ status: 404, json: { code: 'not_found' } });
    expect(await call('GET', `/vx/sessions/${session.json.request_id}`, undefined, ada)).toMatchObject({
      status: 404,
    });
  });

  it('the default retention of a VX session is 7 days', async () => {
    let now = Date.parse('2026-01-01T00:00:00Z');
    const { call } = proxyFor(sandbox(), {}, { identify: headerIdentify, now: () => now });
    const id = (await call('POST', '/vx/sessions', { age: '21+' }, ada)).json.request_id as string;
    now += 7 * 24 * 3600_000 - 1000;
    expect((await call('GET', `/vx/sessions/${id}`, undefined, ada)).status).toBe(200);
    now += 2000;
    expect((await call('GET', `/vx/sessions/${id}`, undefined, ada)).status).toBe(404);
  });
});
