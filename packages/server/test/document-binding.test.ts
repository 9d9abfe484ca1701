import { describe, expect, it } from 'vitest';
import { serviceEmailOf } from '../src/proxy/identity/identity';
import type { DocumentCallbackPayload } from '../src/webhooks/service-receivers';
import { admin, eventually, useSandbox } from './helpers';
import { as, headerIdentify, proxyFor, useServedProxies } from './proxy-helpers';

// Issue 39, finding 1: a document token (spec 4.7) is not bound to an email or reference at the service (4.8
// makes both page parameters), so whoever holds any token can scan under any email. These tests play the
// review's attack against the real sandbox and a served proxy receiving the sandbox's signed callbacks.

const { sandbox } = useSandbox({ reset: true });
const serve = useServedProxies();

const person = { fn: 'Ada', addr: '1 Main St', city: 'Albany', state: 'NY', zip: '12207', dob: '19800115' };
const victim = { id: 'victim-46', email: 'victim5@example.com', reference: 'customer-victim-46' };

/** A proxy that issues tokens and receives the sandbox's document callbacks (one ownership store). */
async function servedProxy() {
  const callbacks: DocumentCallbackPayload[] = [];
  const { proxy, call, events } = proxyFor(
    sandbox(),
    {},
    {
      identify: headerIdentify,
      now: () => sandbox().context.clock.now(),
      webhooks: { document: { handler: (p) => void callbacks.push(p) } },
    },
  );
  const server = await serve(proxy);
  await admin(
    sandbox().adminUrl,
    '/settings',
    { callback_url: `${server.url}/api/veriframe/webhooks/document` },
    'PATCH',
  );
  return { call, callbacks, events };
}

/** The capture page's own scan call (`POST /capture/api/scan` on the service's origin), as any client can make it. */
async function pageScan(params: Record<string, string>) {
  const res = await fetch(`${sandbox().frontendOrigin}/capture/api/scan`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ params: { ...person, ...params } }),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

/** Every callback the sandbox sent has been answered (delivered or refused), so the handler saw all it will. */
async function settled(count: number) {
  const read = async () =>
    ((await admin(sandbox().adminUrl, '/deliveries?kind=document.callback')) as { data: unknown[] }).data
      .length;
  expect(await eventually(read, (n) => n >= count)).toBe(count);
}

describe('document token binding (issue 39)', () => {
  it("a scan made with one person's token never changes what another reads, never locks them out", async () => {
    const { call, callbacks, events } = await servedProxy();
    const asVictim = as(victim.id, { email: victim.email, reference: victim.reference });
    expect((await call('POST', '/document/status', {}, asVictim)).json).toMatchObject({ found: false });

    // The attacker: an identity of its own, with a token of its own.
    const attacker = await call('POST', '/document/token', undefined, as('attacker'));
    expect(attacker.status).toBe(200);
    // Every address the attacker can name for the victim: the real one, and the derivation from the id.
    const victimAddresses = [victim.email, serviceEmailOf({ id: victim.id })];
    for (const email of victimAddresses) {
      const passed = await pageScan({
        token: attacker.json.token,
        email,
        reference: victim.reference,
        ln: 'dcamspluspass',
      });
      // The service (and the sandbox, faithful to it) accepts any email with any live token: the kit cannot stop it.
      expect(passed.status).toBe(200);
    }
    // The attacker's own address with the victim's reference.
    await pageScan({
      token: attacker.json.token,
      email: attacker.json.email,
      reference: victim.reference,
      ln: 'dcamspluspass',
    });
    await settled(3);
    // No callback naming the victim reaches the app's handler.
    expect(callbacks.filter((p) => p.reference === victim.reference)).toEqual([]);
    expect(callbacks.filter((p) => victimAddresses.includes(p.email ?? ''))).toEqual([]);
    // Answered 200 (the service must not retry) and reported, never handed on.
    const quarantined = events.filter((e) => e.type === 'webhook' && e.outcome === 'ignored');
    expect(quarantined.map((e) => [e.type === 'webhook' && e.code, e.status])).toEqual(
      Array(3).fill(['document_unattributed', 200]),
    );
    // The victim reads nothing of the attacker's scans.
    expect((await call('POST', '/document/status', {}, asVictim)).json).toMatchObject({ found: false });
    // Nor does the attacker read its own address's record as its status: the reference is not the one issued.
    expect((await call('POST', '/document/status', {}, as('attacker'))).json).toMatchObject({
      found: false,
      status: null,
    });

    // Three failing scans under every address the attacker can name (the service counts attempts per email).
    for (const email of victimAddresses) {
      for (const _attempt of [1, 2, 3]) {
        await pageScan({ token: attacker.json.token, email, ln: 'dcamsplusfail' });
      }
    }

    // The victim's own scan, with the token and values the proxy gave the victim, still runs and is theirs.
    const own = await call('POST', '/document/token', undefined, asVictim);
    expect(own.json.email).not.toBe(victim.email);
    expect(victimAddresses).not.toContain(own.json.email);
    const scan = await pageScan({
      token: own.json.token,
      email: own.json.email,
      reference: own.json.reference,
      ln: 'dcamspluspass',
    });
    expect(scan).toMatchObject({ status: 200, json: { status: 'PASS' } });
    expect((await call('POST', '/document/status', {}, asVictim)).json).toMatchObject({
      found: true,
      status: 'PASS',
    });
    await eventually(
      () => callbacks.filter((p) => p.reference === victim.reference).length,
      (n) => n >= 1,
    );
    expect(callbacks.filter((p) => p.reference === victim.reference)).toMatchObject([
      { status: 'PASS', email: own.json.email, reference: victim.reference },
    ]);
  });
});
