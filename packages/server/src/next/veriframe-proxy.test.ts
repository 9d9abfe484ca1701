import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigError } from '../config';
import { startupCheck } from './startup-check';
import { veriframeProxy } from './veriframe-proxy';
import { veriframeRoute } from './veriframe-route';

// Next's `NextResponse.next` hands the request headers on to the page; this stand-in keeps what it was given
// (Next itself runs in examples/next-minimal's e2e).
function nextResponse() {
  const given: (Headers | undefined)[] = [];
  return {
    given,
    NextResponse: {
      next(init?: { request?: { headers?: Headers } }) {
        given.push(init?.request?.headers);
        return new Response(null, { headers: { 'x-middleware-next': '1' } });
      },
    },
  };
}

const identifyNobody = () => null;

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('veriframeProxy', () => {
  it('refuses to be made without identify, in development too', () => {
    const { NextResponse } = nextResponse();
    const make = () => veriframeProxy({ NextResponse } as unknown as Parameters<typeof veriframeProxy>[0]);
    expect(make).toThrow(ConfigError);
    expect(make).toThrow(/identify/);
  });

  it('gives a page a fresh nonce policy, on the response and on the request Next renders', async () => {
    vi.stubEnv('NEXT_PUBLIC_VERIFRAME_FRONTEND_URL', 'https://verify.example.com');
    const { NextResponse, given } = nextResponse();
    const proxy = veriframeProxy({ NextResponse, identify: identifyNobody });
    const first = await proxy(new Request('https://shop.example/verify'));
    const second = await proxy(new Request('https://shop.example/verify'));
    const policy = first.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]{16,}' 'strict-dynamic'/);
    expect(policy).toContain('frame-src https://verify.example.com');
    expect(given[0]?.get('content-security-policy')).toBe(policy);
    expect(policy).toContain(`'nonce-${given[0]?.get('x-nonce')}'`);
    expect(second.headers.get('content-security-policy')).not.toBe(policy);
  });

  it('passes static files, prefetches and Server Action posts on without a policy', async () => {
    vi.stubEnv('NEXT_PUBLIC_VERIFRAME_FRONTEND_URL', 'https://verify.example.com');
    const { NextResponse, given } = nextResponse();
    const proxy = veriframeProxy({ NextResponse, identify: identifyNobody });
    const requests = [
      new Request('https://shop.example/_next/static/chunks/a.js'),
      new Request('https://shop.example/verify', { headers: { 'next-router-prefetch': '1' } }),
      new Request('https://shop.example/verify', { method: 'POST' }),
    ];
    for (const request of requests) {
      const response = await proxy(request);
      expect(response.headers.get('content-security-policy')).toBeNull();
    }
    expect(given).toEqual([undefined, undefined, undefined]);
  });

  it('fails closed outside development without the hosted origin: 500 naming it, no page', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('VERIFRAME_ENV', '');
    vi.stubEnv('NEXT_PUBLIC_VERIFRAME_FRONTEND_URL', '');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { NextResponse, given } = nextResponse();
    const proxy = veriframeProxy({ NextResponse, identify: identifyNobody });
    const response = await proxy(new Request('https://shop.example/verify'));
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({
      code: 'proxy_not_configured',
      message: expect.stringContaining('NEXT_PUBLIC_VERIFRAME_FRONTEND_URL'),
    });
    expect(given).toEqual([]);
  });

  it("answers the kit's routes itself: nobody signed in is 401 before any service call", async () => {
    const { NextResponse, given } = nextResponse();
    const proxy = veriframeProxy({ NextResponse, identify: identifyNobody });
    const response = await proxy(new Request('http://127.0.0.1:3000/api/veriframe/vx/sessions/abc'));
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'unauthenticated' });
    expect(given).toEqual([]);
  });
});

describe('veriframeRoute', () => {
  it('refuses to be made without identify, in development too', () => {
    expect(() => veriframeRoute({} as Parameters<typeof veriframeRoute>[0])).toThrow(/identify/);
  });
});

describe('startupCheck', () => {
  it('names every missing variable outside development, the pages’ hosted origin included', () => {
    const check = () => startupCheck({ env: {}, onError: 'throw' });
    expect(check).toThrow(ConfigError);
    try {
      check();
    } catch (error) {
      const names = (error as ConfigError).issues.map((issue) => issue.variable);
      expect(names).toContain('VERIFRAME_BASE_URL');
      expect(names).toContain('NEXT_PUBLIC_VERIFRAME_FRONTEND_URL');
    }
  });

  it('passes in development on the local sandbox defaults', () => {
    const config = startupCheck({ env: { VERIFRAME_ENV: 'development' }, onError: 'throw' });
    expect(config.production).toBe(false);
  });
});
