import { afterEach, describe, expect, it } from 'vitest';
import { type RunningSandbox, startSandbox } from '../src/index';
import { testPersons } from '../src/test-data';
import { targetOf } from './conformance/gateway-support';
import {
  createSession,
  docToken,
  modalParams,
  post,
  scan,
  step,
  userStatus,
  vxToken,
} from './conformance/vx-documents-support';

const open: RunningSandbox[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
});

/**
 * One scripted visit touching every id the sandbox invents: an OAuth token, a VX session (request id, link token,
 * step confirmations, V-PIN), a quiz token, an audit log and the clock. Origins differ between two sandboxes
 * (free ports), so they are replaced by placeholders before comparing.
 */
async function script(options: { seed?: string }): Promise<string> {
  const sandbox = await startSandbox(options);
  open.push(sandbox);
  const token = await vxToken(sandbox);
  const session = await createSession(sandbox, token, { fn: 'Ada', ln: 'Lovelace' });
  await step(sandbox, session.body.request_id, 'document', 'PASS');
  await sandbox.admin.advance(30);
  const result = await fetch(`${sandbox.adminUrl}/vx/sessions/${session.body.request_id}`).then((r) =>
    r.json(),
  );
  const person = testPersons.adult;
  const quiz = await post(`${sandbox.urls.base_url}/process/comprehensive/gateway`, {
    user: 'sandbox',
    pass: 'sandbox-pass',
    service: 'AgeMatch5.0.KBA',
    target: targetOf(person, { test_key: 'general_identity' }),
  });
  const transactions = await sandbox.admin.transactions();
  const clock = await sandbox.admin.clock();
  const all = JSON.stringify({ token, session: session.body, result, quiz: quiz.body, transactions, clock });
  return all.replaceAll(sandbox.apiOrigin, '<api>').replaceAll(sandbox.frontendOrigin, '<frontend>');
}

describe('--seed: deterministic ids and timestamps', () => {
  it('two sandboxes started with one seed answer the same script byte for byte', async () => {
    const first = await script({ seed: 'snapshot-42' });
    const second = await script({ seed: 'snapshot-42' });
    expect(second).toBe(first);
    // The clock is frozen at the default start plus the 30 s advanced by the script.
    expect(first).toContain('"now":"2030-01-01T00:00:30.000Z"');
    expect(first).toContain('"token":"vx_');
  });

  it('another seed gives other ids, and no seed gives fresh ones each run', async () => {
    const seeded = await script({ seed: 'snapshot-42' });
    const otherSeed = await script({ seed: 'snapshot-43' });
    expect(otherSeed).not.toBe(seeded);
    expect(await script({})).not.toBe(await script({}));
  });

  it('a document scan: its confirmation and document number come from the seed too', async () => {
    const scanned = async (seed: string) => {
      const sandbox = await startSandbox({ seed });
      open.push(sandbox);
      const scanAnswer = await scan(sandbox, modalParams(await docToken(sandbox), 'dcamspluspass'));
      expect(scanAnswer.status).toBe(200);
      const status = await userStatus(sandbox, 'dcamspluspass@example.test');
      expect(status.body.dcams_plus.confirmation).toEqual(expect.any(Number));
      expect(status.body.dcams_plus.document_data.DocumentNumber).toMatch(/^D\d{8}$/);
      return JSON.stringify(status.body);
    };
    const first = await scanned('documents');
    expect(await scanned('documents')).toBe(first);
    expect(await scanned('documents-2')).not.toBe(first);
  });

  it('reset replays the same ids from the start of the seed', async () => {
    const sandbox = await startSandbox({ seed: 'reset' });
    open.push(sandbox);
    const before = await vxToken(sandbox);
    await sandbox.admin.reset();
    expect(await vxToken(sandbox)).toBe(before);
  });

  it('startAt moves the frozen start; a bad one is a RangeError naming startAt', async () => {
    const sandbox = await startSandbox({ seed: 's', startAt: '2031-05-06T07:08:09Z' });
    open.push(sandbox);
    expect((await sandbox.admin.clock()).now).toBe('2031-05-06T07:08:09.000Z');
    await expect(startSandbox({ seed: 's', startAt: 'tomorrow' })).rejects.toThrow(/startAt: must be/);
  });
});
