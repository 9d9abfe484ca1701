import { describe, expect, it } from 'vitest';
import { testPersons } from '../../src/test-data';
import { createSession, get, post, step, useVxSandbox } from './vx-documents-support';

const vpinAuth = { authorization: 'Bearer sandbox-vpin-token' };

describe('2.3 / 1.5 VX result: dcams_plus.output.vpin comes from the V-PIN registry', () => {
  const ctx = useVxSandbox();

  const result = async (id: string) =>
    (
      await get(`${ctx.sandbox.urls.vx_url}/api/session/result/${id}`, {
        authorization: `Bearer ${ctx.token}`,
      })
    ).body;
  const resolve = (vpin: string) =>
    get(`${ctx.sandbox.urls.base_url}/v1/vpin/resolve/${encodeURIComponent(vpin)}`, vpinAuth);
  const emit = (body: Record<string, unknown>) => post(`${ctx.sandbox.adminUrl}/vpin/events`, body);

  it('no V-PIN before a component passed; after a PASS the V-PIN is issued, monitored and resolves to itself', async () => {
    const r = await createSession(ctx.sandbox, ctx.token, { fn: 'Ada', ln: 'Lovelace', zip: '62701' });
    await step(ctx.sandbox, r.body.request_id, 'document', 'PENDING');
    expect((await result(r.body.request_id)).dcams_plus.output.vpin).toEqual({});

    await step(ctx.sandbox, r.body.request_id, 'selfie', 'PASS');
    const vpin = (await result(r.body.request_id)).dcams_plus.output.vpin;
    expect(vpin).toEqual({ vpin: expect.stringMatching(/^VP-[0-9A-F]{12}$/), monitored: true });
    const resolved = await resolve(vpin.vpin);
    expect(resolved.status).toBe(200);
    expect(resolved.body).toMatchObject({ input: vpin.vpin, canonical_vpin: vpin.vpin, superseded: false });

    // The same person (by email) keeps one V-PIN across sessions.
    const again = await createSession(ctx.sandbox, ctx.token, { fn: 'Ada', ln: 'Lovelace', zip: '62701' });
    await step(ctx.sandbox, again.body.request_id, 'document', 'PASS');
    expect((await result(again.body.request_id)).dcams_plus.output.vpin).toEqual(vpin);
  });

  it('a gateway test person gets the same V-PIN the gateway returns for them', async () => {
    const alice = testPersons.adult;
    const r = await createSession(ctx.sandbox, ctx.token, {
      email: alice.email,
      fn: alice.fn.toLowerCase(),
      ln: alice.ln,
      zip: alice.zip,
    });
    await step(ctx.sandbox, r.body.request_id, 'document', 'PASS');
    expect((await result(r.body.request_id)).dcams_plus.output.vpin).toEqual({
      vpin: alice.vpin,
      monitored: true,
    });
  });

  it('follows the registry: the canonical V-PIN after a merge, {} once split or retired (as resolve answers)', async () => {
    const r = await createSession(ctx.sandbox, ctx.token);
    await step(ctx.sandbox, r.body.request_id, 'document', 'PASS');
    const own = (await result(r.body.request_id)).dcams_plus.output.vpin.vpin as string;

    const canonical = (await post(`${ctx.sandbox.adminUrl}/vpin/issue`, {})).body.vpin as string;
    expect((await emit({ type: 'vpin.merged', canonical_vpin: canonical, superseded: [own] })).status).toBe(
      201,
    );
    expect((await resolve(own)).body.canonical_vpin).toBe(canonical);
    expect((await result(r.body.request_id)).dcams_plus.output.vpin).toEqual({
      vpin: canonical,
      monitored: true,
    });

    expect((await emit({ type: 'vpin.retired', vpin: canonical })).status).toBe(201);
    expect((await resolve(own)).status).toBe(404);
    expect((await result(r.body.request_id)).dcams_plus.output.vpin).toEqual({});
  });

  it('the admin view (the webhook body) carries the same vpin object as the polled result', async () => {
    const r = await createSession(ctx.sandbox, ctx.token);
    await step(ctx.sandbox, r.body.request_id, 'document', 'PASS');
    const polled = (await result(r.body.request_id)).dcams_plus.output.vpin;
    const view = (await get(`${ctx.sandbox.adminUrl}/vx/sessions/${r.body.request_id}`)).body;
    expect(view.vpin).toBe(polled.vpin);
    expect(view.result.dcams_plus.output.vpin).toEqual(polled);
  });
});
