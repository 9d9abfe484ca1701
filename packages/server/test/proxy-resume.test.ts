import { describe, expect, it } from 'vitest';
import { MemoryOwnershipStore } from '../src/stores/ownership-store';
import { admin, useSandbox } from './helpers';
import { as, headerIdentify, proxyFor } from './proxy-helpers';

// A session survives a reload (issue 42): `GET /vx/resume` answers the asker's own latest session worth coming
// back to, and nobody else's. Against the sandbox, whose journey moves by its admin API as the page would.

const { sandbox } = useSandbox({ reset: true });

const ada = as('ada');
const grace = as('grace');
const step = (id: string, component: string, outcome: string) =>
  admin(sandbox().adminUrl, `/vx/sessions/${id}/steps`, { component, outcome });

describe('GET /vx/resume: the asker’s own latest session', () => {
  it('answers the session its owner started, with its link and progress; another person gets none', async () => {
    const { call } = proxyFor(sandbox(), {}, { identify: headerIdentify });
    expect(await call('GET', '/vx/resume', undefined, ada)).toMatchObject({
      status: 200,
      json: { session: null, progress: null },
    });
    const created = await call('POST', '/vx/sessions', { age: '21+' }, ada);
    await step(created.json.request_id, 'document', 'PASS');

    const resumed = await call('GET', '/vx/resume', undefined, ada);
    expect(resumed.status).toBe(200);
    expect(resumed.json.session).toMatchObject({
      request_id: created.json.request_id,
      link: created.json.link,
    });
    expect(resumed.json.session.expires_in).toBeGreaterThan(3500);
    expect(resumed.json.progress).toMatchObject({ status: 'complete', ended: false });

    // Another person, with their own identity on the same proxy: nothing of Ada's, the same answer as "none".
    const other = await call('GET', '/vx/resume', undefined, grace);
    expect(other).toMatchObject({ status: 200, json: { session: null, progress: null } });
    expect(JSON.stringify(other.json)).not.toContain(created.json.request_id);
  });

  it('passes over a session nobody started (a preload) for the journey the person is in', async () => {
    const { call } = proxyFor(sandbox(), {}, { identify: headerIdentify });
    const started = await call('POST', '/vx/sessions', { age: '21+' }, ada);
    await step(started.json.request_id, 'document', 'PASS');
    await call('POST', '/vx/sessions', { age: '18+' }, ada); // made on hover, never opened
    const resumed = await call('GET', '/vx/resume', undefined, ada);
    expect(resumed.json.session.request_id).toBe(started.json.request_id);
  });

  it('a finished journey is answered with its end, after its link stopped working', async () => {
    let now = Date.parse('2026-03-01T10:00:00Z');
    const { call } = proxyFor(sandbox(), {}, { identify: headerIdentify, now: () => now });
    const created = await call('POST', '/vx/sessions', { age: '21+' }, ada);
    await step(created.json.request_id, 'document', 'FAIL');
    now += 2 * 3600_000;
    const resumed = await call('GET', '/vx/resume', undefined, ada);
    expect(resumed.json).toMatchObject({
      session: { request_id: created.json.request_id, expires_in: 0 },
      progress: { status: 'complete', ended: true, result: { status: 'FAIL' } },
    });
  });

  it('keeps no link in clear in the store, and a record moved under another person does not open', async () => {
    const store = new MemoryOwnershipStore();
    const records = new Map<string, string>();
    const { call } = proxyFor(
      sandbox(),
      {},
      {
        identify: headerIdentify,
        ownership: {
          store: {
            claim: (key, owner, ttl) => store.claim(key, owner, ttl),
            ownerOf: (key) => store.ownerOf(key),
            replace: async (key, value, ttl) => {
              records.set(key, value);
              await store.replace(key, value, ttl);
            },
          },
        },
      },
    );
    const created = await call('POST', '/vx/sessions', { age: '21+' }, ada);
    await step(created.json.request_id, 'document', 'PASS');
    await call('POST', '/vx/sessions', { age: '21+' }, grace);
    expect(records.size).toBe(2);
    const [adaKey, graceKey] = [...records.keys()];
    const kept = [...records.values()].join(' ');
    expect(kept).not.toContain(created.json.request_id);
    expect(kept).not.toContain(created.json.link);
    expect(kept).not.toContain('ada');
    // Ada's sealed record put under Grace's key: Grace still resumes nothing.
    await store.replace(graceKey as string, records.get(adaKey as string) as string, 60_000);
    expect(await call('GET', '/vx/resume', undefined, grace)).toMatchObject({ json: { session: null } });
  });
});
