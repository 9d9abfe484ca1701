import { connectHostedWebView } from '@veriframe/core/webview';
import { judgeNavigation } from './index';

// The origin check every navigation of the WebView passes (onShouldStartLoadWithRequest, onNavigationStateChange).
const origins = ['https://verify.example.com'];

describe('judgeNavigation', () => {
  it('lets the top frame load a URL of a hosted origin, exactly', () => {
    expect(judgeNavigation('https://verify.example.com/journey/1?t=x', origins, true)).toBeNull();
    expect(judgeNavigation('https://VERIFY.example.com:443/journey/1', origins, true)).toBeNull();
  });

  it('stops another origin, a look-alike host, another port or scheme', () => {
    for (const url of [
      'https://evil.example/',
      'https://verify.example.com.evil.example/',
      'https://verify.example.com:8443/',
      'javascript:alert(1)',
      'data:text/html,<p>hi</p>',
      'about:blank',
      'not a url',
    ])
      expect(judgeNavigation(url, origins, true)).toEqual({ url, reason: 'other-origin', topFrame: true });
  });

  it('stops plain http on a listed origin (not loopback) as not-https', () => {
    expect(judgeNavigation('http://verify.example.com/x', ['http://verify.example.com'], true)).toEqual({
      url: 'http://verify.example.com/x',
      reason: 'not-https',
      topFrame: true,
    });
  });

  it('judges a frame inside the page as the page: another site never loads in it, an empty frame may', () => {
    expect(judgeNavigation('https://captcha.example/frame', origins, false)).toEqual({
      url: 'https://captcha.example/frame',
      reason: 'other-origin',
      topFrame: false,
    });
    expect(judgeNavigation('https://verify.example.com/frame', origins, false)).toBeNull();
    expect(judgeNavigation('about:blank', origins, false)).toBeNull();
    expect(judgeNavigation('about:srcdoc', origins, false)).toBeNull();
    expect(judgeNavigation('data:text/html,x', origins, false)).toMatchObject({ reason: 'other-origin' });
  });

  it("gives the same answers under a bare React Native app's URL polyfill, which keeps :443 in an origin", () => {
    const { URL: ReactNativeURL } = jest.requireActual<{ URL: typeof URL }>(
      'react-native/Libraries/Blob/URL',
    );
    expect(new ReactNativeURL('https://verify.example.com:443/x').origin).toBe(
      'https://verify.example.com:443',
    );
    const whatwg = globalThis.URL;
    globalThis.URL = ReactNativeURL;
    try {
      expect(judgeNavigation('https://verify.example.com:443/journey/1', origins, true)).toBeNull();
      expect(
        judgeNavigation('https://verify.example.com/journey/1', ['https://verify.example.com:443'], true),
      ).toBeNull();
      expect(judgeNavigation('https://evil.example/x', origins, true)).toMatchObject({
        reason: 'other-origin',
      });
      // The message gate too: the WebView's URL written with :443 is the hosted origin.
      const reported: string[] = [];
      const connection = connectHostedWebView(
        { getSnapshot: () => ({ session: undefined }), reportMessage: (type) => void reported.push(type) },
        { allowedOrigins: origins },
      );
      expect(
        connection.receive({ url: 'https://verify.example.com:443/journey/1', data: 'CLOSE' }),
      ).not.toBeNull();
    } finally {
      globalThis.URL = whatwg;
    }
  });
});
