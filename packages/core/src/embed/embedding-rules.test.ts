import { describe, expect, it } from 'vitest';
import {
  allowGrantsCamera,
  frameFinding,
  inAppBrowserOf,
  insecurePageFinding,
  violationFinding,
} from './embedding-rules';

const hosted = 'https://verify.example.com';
const targets = {
  hostedOrigins: [hosted],
  modalFiles: [`${hosted}/modal/v1/modal.js`, `${hosted}/modal/v1/modal.css`],
};

describe('allow attribute', () => {
  it.each([
    ['camera', true],
    ['camera; fullscreen', true],
    ["fullscreen; camera 'src'", true],
    [`camera ${hosted}`, true],
    ['camera *', true],
    [null, false],
    ['', false],
    ['fullscreen', false],
    ['microphone; cameras', false],
    ["camera 'none'", false],
  ])('%j grants the camera: %s', (allow, grants) => {
    expect(allowGrantsCamera(allow)).toBe(grants);
    expect(frameFinding(`${hosted}/journey/1`, allow)?.code).toBe(
      grants ? undefined : 'frame-camera-not-allowed',
    );
  });
});

describe('user agents', () => {
  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 330.0.0.40.92',
      'Instagram',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/460.0.0.48.109;]',
      'Facebook',
    ],
    [
      'Mozilla/5.0 (Linux; Android 13; SM-S918B; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0 Mobile Safari/537.36',
      'an Android WebView',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
      'an iOS in-app webview',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      undefined,
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0 Mobile/15E148',
      undefined,
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
      undefined,
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', undefined],
  ])('%s is %s', (userAgent, app) => {
    expect(inAppBrowserOf(userAgent)).toBe(app);
  });
});

describe('page address', () => {
  const at = (url: string) => insecurePageFinding(new URL(url))?.code;
  it('flags plain http on a real host, never https or a loopback host', () => {
    expect(at('http://shop.example.com/verify')).toBe('insecure-page');
    expect(at('http://192.168.1.20:3000/')).toBe('insecure-page');
    expect(at('https://shop.example.com/')).toBeUndefined();
    expect(at('http://localhost:3000/')).toBeUndefined();
    expect(at('http://127.0.0.1:5173/')).toBeUndefined();
    expect(at('http://[::1]:5173/')).toBeUndefined();
  });
});

describe('CSP violations', () => {
  it('names a blocked hosted frame, with frame-src as the fix', () => {
    const finding = violationFinding(
      { blockedURI: `${hosted}/journey/abc?t=1`, effectiveDirective: 'frame-src' },
      targets,
    );
    expect(finding).toMatchObject({ code: 'csp-blocks-hosted-origin', subject: hosted });
    expect(finding?.fix).toContain(`add ${hosted} to frame-src`);
  });

  it('names a blocked modal script or stylesheet, and a Trusted Types refusal of the script', () => {
    expect(
      violationFinding({ blockedURI: targets.modalFiles[1]!, effectiveDirective: 'style-src-elem' }, targets),
    ).toMatchObject({ code: 'csp-blocks-modal-files', subject: targets.modalFiles[1] });
    const tt = violationFinding(
      {
        blockedURI: 'trusted-types-sink',
        effectiveDirective: 'require-trusted-types-for',
        sample: `HTMLScriptElement src|${targets.modalFiles[0]}`,
      },
      targets,
    );
    expect(tt).toMatchObject({ code: 'csp-blocks-modal-files', subject: targets.modalFiles[0] });
    expect(tt?.fix).toContain('veriframe-loader');
  });

  it('leaves the page’s other violations alone', () => {
    expect(
      violationFinding({ blockedURI: 'inline', effectiveDirective: 'script-src-elem' }, targets),
    ).toBeUndefined();
    expect(
      violationFinding(
        { blockedURI: 'https://ads.example/x.js', effectiveDirective: 'script-src-elem' },
        targets,
      ),
    ).toBeUndefined();
    // The hosted origin blocked for an image is not the frame.
    expect(
      violationFinding({ blockedURI: `${hosted}/logo.png`, effectiveDirective: 'img-src' }, targets),
    ).toBeUndefined();
  });
});
