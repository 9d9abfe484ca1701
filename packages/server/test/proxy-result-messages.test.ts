import { describe, expect, it } from 'vitest';
import type { FetchLike } from '../src/clients/http';
import { useSandbox } from './helpers';
import { proxyFor } from './proxy-helpers';

const { sandbox } = useSandbox();

/** The real fetch, keeping the JSON body of each upstream call by path. */
function observingFetch() {
  const sent = new Map<string, Record<string, unknown>>();
  const observe: FetchLike = (url, init) => {
    if (init.body) sent.set(new URL(url).pathname, JSON.parse(init.body) as Record<string, unknown>);
    return fetch(url, init);
  };
  return {
    fetch: observe,
    sentTo: (suffix: string) => [...sent].find(([path]) => path.endsWith(suffix))?.[1],
  };
}

const linkBody = { fn: 'Ada', ln: 'dcamspluspass' };
/** The browser sends the texts only under the development opt-in (the demo's, the style previewer's). */
const browserTexts = { browserPresentation: true } as const;

describe('resultMessages through the proxy (4.9)', () => {
  it.each([
    ['flat keys', { verificationSuccessTitle: 'All set', verificationErrorVelocityTitle: 'Slow down' }],
    [
      'the groups success / error',
      {
        success: { verificationSuccessTitle: 'All set' },
        error: { verificationErrorVelocityTitle: 'Slow down' },
      },
    ],
  ])('forwards %s to link/generate and create_session as the flat texts core builds', async (_, messages) => {
    const observed = observingFetch();
    const { call } = proxyFor(sandbox(), {}, { ...browserTexts, clientOptions: { fetch: observed.fetch } });
    const expected = { verificationSuccessTitle: 'All set', verificationErrorVelocityTitle: 'Slow down' };

    const link = await call('POST', '/document/link', { ...linkBody, resultMessages: messages });
    expect(link.status).toBe(200);
    expect(observed.sentTo('/link/generate')?.resultMessages).toEqual(expected);

    const session = await call('POST', '/vx/sessions', { age: '21+', resultMessages: messages });
    expect(session.status).toBe(200);
    expect(observed.sentTo('/create_session')?.resultMessages).toEqual(expected);
  });

  it('refuses an unknown text key or a non-string by its path, and sends nothing', async () => {
    const observed = observingFetch();
    const { call } = proxyFor(sandbox(), {}, { ...browserTexts, clientOptions: { fetch: observed.fetch } });
    const unknown = await call('POST', '/document/link', {
      ...linkBody,
      resultMessages: { success: { verificationSuccessTitel: 'typo' } },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.code).toBe('invalid_request');
    expect(JSON.stringify(unknown.json.issues)).toContain('resultMessages.success');
    const notText = await call('POST', '/vx/sessions', {
      age: '21+',
      resultMessages: { verificationSuccessTitle: 7 },
    });
    expect(notText.status).toBe(400);
    expect(JSON.stringify(notText.json.issues)).toContain('resultMessages.verificationSuccessTitle');
    expect(observed.sentTo('/link/generate')).toBeUndefined();
    expect(observed.sentTo('/create_session')).toBeUndefined();
  });

  it("sends the app's presentation (texts, styles, send_email), never the browser's by default", async () => {
    const observed = observingFetch();
    const { call } = proxyFor(
      sandbox(),
      {},
      {
        clientOptions: { fetch: observed.fetch },
        presentation: {
          vxSession: {
            resultMessages: { verificationSuccessTitle: 'All set' },
            styles: { colorScheme: 'dark' },
          },
          documentLink: async () => ({ resultMessages: { verificationSuccessTitle: 'Thanks' } }),
        },
      },
    );
    expect(await call('POST', '/vx/sessions', { age: '21+' })).toMatchObject({ status: 200 });
    expect(observed.sentTo('/create_session')).toMatchObject({
      resultMessages: { verificationSuccessTitle: 'All set' },
      styles: { colorScheme: 'dark' },
    });
    expect(await call('POST', '/document/link', linkBody)).toMatchObject({ status: 200 });
    expect(observed.sentTo('/link/generate')).toMatchObject({
      options: { send_email: false },
      resultMessages: { verificationSuccessTitle: 'Thanks' },
    });
    // The review's request: phishing text and a logo of the attacker's on the service's genuine page.
    const phishing = await call('POST', '/vx/sessions', {
      age: '21+',
      resultMessages: { verificationSuccessTitle: 'Call +1-555-0100 to claim your refund' },
      styles: { logo_url: 'https://evil.example/logo.png' },
    });
    expect(phishing.status).toBe(400);
    expect(
      phishing.json.issues.map((i: { path: string; rule: string }) => `${i.path} ${i.rule}`).sort(),
    ).toEqual(['resultMessages server-chosen', 'styles server-chosen']);
  });

  it('refuses the development opt-in under NODE_ENV=production, naming it', () => {
    const production = {
      NODE_ENV: 'production',
      VERIFRAME_WEBHOOK_SECRET: 'a-real-secret-1',
      VERIFRAME_VPIN_WEBHOOK_SECRET: 'a-real-secret-2',
      VERIFRAME_GATEWAY_TEST_KEY: '',
    };
    expect(() => proxyFor(sandbox(), production, { browserPresentation: true })).toThrow(
      /browserPresentation/,
    );
    expect(() => proxyFor(sandbox(), production, { identify: () => null })).not.toThrow();
  });
});

describe('/document/link language and country', () => {
  it('refuses what link/generate would refuse, naming the field, before calling the service', async () => {
    const observed = observingFetch();
    const { call } = proxyFor(sandbox(), {}, { clientOptions: { fetch: observed.fetch } });
    for (const [field, value] of [
      ['language', 'english'],
      ['country', 'U5'],
    ] as const) {
      const res = await call('POST', '/document/link', { ...linkBody, [field]: value });
      expect(res.status).toBe(400);
      expect(res.json.issues).toEqual([expect.objectContaining({ path: field })]);
    }
    expect(observed.sentTo('/link/generate')).toBeUndefined();
    const ok = await call('POST', '/document/link', { ...linkBody, language: 'EN', country: 'usa' });
    expect(ok.status).toBe(200);
    expect(observed.sentTo('/link/generate')).toMatchObject({ language: 'en', country: 'USA' });
  });
});
