import { beforeAll, describe, expect, it } from 'vitest';
import { createClients, type VeriframeClients } from '../src/clients/index';
import { sandboxConfig } from '../src/config';
import { admin, caught, useSandbox } from './helpers';

const { sandbox, clientsFor } = useSandbox();
let clients: VeriframeClients;
beforeAll(() => {
  clients = clientsFor();
});

const newYorkDay = (ms: number) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(ms);

describe('audit client (4.11, 7.6)', () => {
  it('a day is not_ready (404) until 07:00 New York time the next day, then lists its transactions', async () => {
    const day = newYorkDay(sandbox().context.clock.now());
    await clients.gateway.ageMatch(
      {
        fn: 'ALICE',
        ln: 'ADULT',
        addr: '100 MAIN ST',
        zip: '12207',
        age: '21+',
        test_key: 'general_identity',
      },
      { reference: 'audit-ref' },
    );
    const early = await caught(clients.audit.transactions(day));
    expect(early).toMatchObject({ kind: 'not_ready', status: 404, operation: 'audit.transactions' });
    await admin(sandbox().adminUrl, '/clock/advance', { seconds: 32 * 3600 });
    const { data } = await clients.audit.transactions(day);
    expect(data.some((t) => t.reference === 'audit-ref' && t.service === 'AgeMatch5.0')).toBe(true);
  });

  it('types a malformed day as bad_request (400) and wrong credentials as unauthorized (401)', async () => {
    expect(await caught(clients.audit.transactions('01/02/2026'))).toMatchObject({
      kind: 'bad_request',
      status: 400,
    });
    const wrong = createClients(sandboxConfig(sandbox().urls, { VERIFRAME_AUDIT_PASS: 'nope' }));
    expect(await caught(wrong.audit.transactions('2026-01-01'))).toMatchObject({
      kind: 'unauthorized',
      status: 401,
    });
  });

  it('a day out of retention is not_ready (404 day not available)', async () => {
    expect(await caught(clients.audit.transactions('1999-01-01'))).toMatchObject({
      kind: 'not_ready',
      status: 404,
    });
  });
});
