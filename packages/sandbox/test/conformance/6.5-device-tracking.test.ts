import { describe, expect, it } from 'vitest';
import { createSession, post, step, useVxSandbox, vxToken } from './vx-documents-support';

describe('6.5 device tracking: a per-device limit on journey starts', () => {
  const ctx = useVxSandbox();

  const newSession = async (i: number) => {
    const r = await createSession(ctx.sandbox, ctx.token, { email: `user${i}@example.test` });
    return { id: r.body.request_id as string, link: new URL(r.body.link) };
  };

  it('the journey page sets an HttpOnly device cookie on the frontend origin', async () => {
    const { link } = await newSession(0);
    const r = await fetch(link);
    const cookie = r.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^vf_device=[0-9a-f-]{36};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
  });

  it('a device over vx_attempts_per_device starts in 24 h gets BOT DETECTED; other devices are fine', async () => {
    await ctx.sandbox.settings({ vx_attempts_per_device: 2 });
    const first = await newSession(1);
    const cookie = (await fetch(first.link)).headers.get('set-cookie')!.split(';')[0]!;
    const start = async (s: { id: string; link: URL }, headers: Record<string, string>) =>
      post(
        `${ctx.sandbox.frontendOrigin}/journey/${s.id}/start`,
        { t: s.link.searchParams.get('t') },
        headers,
      );
    expect((await start(first, { cookie })).status).toBe(200);
    expect((await start(await newSession(2), { cookie })).status).toBe(200);
    const third = await newSession(3);
    const refused = await start(third, { cookie });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('BOT DETECTED');
    expect((await start(third, {})).status).toBe(200); // a new device (no cookie)
    await ctx.sandbox.advance(24 * 3600);
    ctx.token = await vxToken(ctx.sandbox);
    expect((await start(await newSession(4), { cookie })).status).toBe(200);
  });

  it('the admin steps take a device_id and apply the same limit', async () => {
    await ctx.sandbox.settings({ vx_attempts_per_device: 1 });
    const a = await newSession(5);
    const b = await newSession(6);
    expect((await step(ctx.sandbox, a.id, 'document', 'PASS', { device_id: 'dev-1' })).status).toBe(200);
    const r = await step(ctx.sandbox, b.id, 'document', 'PASS', { device_id: 'dev-1' });
    expect(r.status).toBe(429);
    expect(r.body.message).toBe('BOT DETECTED');
  });
});
