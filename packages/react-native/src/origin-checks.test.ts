import { checkHostedLink } from '@veriframe/core/hosted';
import { checkWebViewEmbedding, connectHostedWebView, judgeNavigation } from '@veriframe/core/webview';

// Every origin check the component makes, with the answers a browser's URL gives. The `react-native-url` Jest
// project runs this file with React Native's own URL as the global one (test/react-native-url.cjs), as a bare
// React Native app has it; the other projects with Node's. Both must give these answers. core's
// normalizeOrigins and checkHostedLink (the web's frame) read `URL.origin`, kept so for the web bundle's size:
// the component does not call them on a link, and under React Native's URL they only refuse more (see below).

const reactNativeUrl = (globalThis as { __veriframeReactNativeUrl?: boolean }).__veriframeReactNativeUrl;
const hosted = 'https://verify.example.com';
// What the WebView or the configuration may write for the hosted origin: a default port, another case, a slash.
const sameOrigin = [
  'https://verify.example.com:443',
  'https://VERIFY.Example.com',
  'https://verify.example.com/',
];
const otherOrigin = [
  'https://verify.example.com@evil.example/',
  'https://verify.example.com.evil.example/',
  'https://verify.example.com:8443/',
  'http://verify.example.com/',
];

const webViewProps = (uri: string) => ({
  source: { uri },
  allowsInlineMediaPlayback: true,
  mediaPlaybackRequiresUserAction: false,
  javaScriptEnabled: true,
  mediaCapturePermissionGrantType: 'grantIfSameHostElseDeny' as const,
});

describe(`the origin checks under ${reactNativeUrl ? "React Native's URL" : "Node's URL"}`, () => {
  it('runs on the URL its project names', () => {
    // React Native's polyfill keeps the default port in `origin`; a WHATWG URL drops it.
    expect(new URL('https://verify.example.com:443/x').origin).toBe(
      reactNativeUrl ? 'https://verify.example.com:443' : hosted,
    );
  });

  it("core's checkHostedLink, which reads URL.origin, never accepts another origin under either URL", () => {
    for (const link of otherOrigin)
      expect(() => checkHostedLink(link, [hosted], undefined)).toThrow(/link|https/);
    expect(checkHostedLink(`${hosted}/journey/1?t=x`, [hosted], undefined)).toBe(`${hosted}/journey/1?t=x`);
  });

  it('judges navigations the same way', () => {
    for (const written of sameOrigin) {
      expect(judgeNavigation(`${written.replace(/\/$/, '')}/journey/1`, [hosted], true)).toBeNull();
      expect(judgeNavigation(`${hosted}/journey/1`, [written], false)).toBeNull();
    }
    for (const url of otherOrigin) expect(judgeNavigation(url, [hosted], true)).not.toBeNull();
  });

  it("the WebView doctor finds the hosted page on its origin, and another site's page not", () => {
    const otherOriginFindings = (uri: string, origins: string[]) =>
      checkWebViewEmbedding({ webView: webViewProps(uri), hostedOrigins: origins, platform: 'ios' }).filter(
        (finding) => finding.code === 'webview-other-origin',
      );
    for (const written of sameOrigin) {
      expect(otherOriginFindings(`${written.replace(/\/$/, '')}/journey/1`, [hosted])).toEqual([]);
      expect(otherOriginFindings(`${hosted}/journey/1`, [written])).toEqual([]);
    }
    for (const uri of otherOrigin) expect(otherOriginFindings(uri, [hosted])).toHaveLength(1);
  });

  it("counts a message by its URL in each platform's shape: iOS the full URL, Android the origin only", () => {
    for (const written of sameOrigin) {
      const connection = connectHostedWebView(
        { getSnapshot: () => ({ session: undefined }), reportMessage: () => {} },
        { allowedOrigins: [written] },
      );
      expect(connection.receive({ url: `${hosted}/journey/1?t=x`, data: 'CLOSE' })).not.toBeNull();
      expect(connection.receive({ url: hosted, data: 'CLOSE' })).not.toBeNull();
      expect(connection.receive({ url: 'https://verify.example.com:443', data: 'CLOSE' })).not.toBeNull();
      for (const url of otherOrigin) expect(connection.receive({ url, data: 'CLOSE' })).toBeNull();
    }
  });
});
