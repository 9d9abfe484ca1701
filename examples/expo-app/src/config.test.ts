import { ConfigError, readConfig } from './config';

const env = (proxy?: string, hosted?: string) => ({
  EXPO_PUBLIC_VERIFRAME_PROXY_URL: proxy,
  EXPO_PUBLIC_VERIFRAME_HOSTED_ORIGIN: hosted,
});
const problem = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof ConfigError) return `${error.variable}: ${error.rule}`;
    throw error;
  }
  throw new Error('no ConfigError');
};

describe('readConfig', () => {
  it('takes the proxy URL and the hosted origin, and finds the sign-in on the proxy origin', () => {
    expect(
      readConfig(env('https://api.shop.example/api/veriframe/', 'https://verify.example.com'), false),
    ).toEqual({
      proxyUrl: 'https://api.shop.example/api/veriframe',
      hostedOrigin: 'https://verify.example.com',
      signInUrl: 'https://api.shop.example/demo/sign-in',
    });
  });

  it('accepts http only in development (the sandbox on your LAN)', () => {
    const lan = env('http://192.168.1.20:8787/api/veriframe', 'http://192.168.1.20:4011');
    expect(readConfig(lan, true).hostedOrigin).toBe('http://192.168.1.20:4011');
    expect(problem(() => readConfig(lan, false))).toBe(
      'EXPO_PUBLIC_VERIFRAME_PROXY_URL: must use https outside development',
    );
    expect(problem(() => readConfig(env('https://a.example/api', 'http://b.example'), false))).toBe(
      'EXPO_PUBLIC_VERIFRAME_HOSTED_ORIGIN: must use https outside development',
    );
  });

  it('names the variable and the rule of what is missing or malformed', () => {
    expect(problem(() => readConfig(env(undefined, 'https://b.example'), true))).toMatch(
      /^EXPO_PUBLIC_VERIFRAME_PROXY_URL: required/,
    );
    expect(problem(() => readConfig(env('/api/veriframe', 'https://b.example'), true))).toBe(
      'EXPO_PUBLIC_VERIFRAME_PROXY_URL: must be an absolute http(s) URL, got "/api/veriframe"',
    );
    expect(problem(() => readConfig(env('https://a.example/api', 'https://b.example/journey'), true))).toBe(
      'EXPO_PUBLIC_VERIFRAME_HOSTED_ORIGIN: must be an origin, without a path',
    );
  });
});
