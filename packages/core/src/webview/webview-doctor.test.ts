import { describe, expect, it } from 'vitest';
import { checkWebViewEmbedding, type WebViewSettings } from './webview-doctor';

// The embedding doctor's WebView case on the props an app gives react-native-webview.
const hostedOrigins = ['https://verify.example.com'];
const link = 'https://verify.example.com/journey/req-1?t=abc';
const guard = () => true;

/** The settings of the "React Native and WebViews" guide: nothing to find. */
const recommended: WebViewSettings = {
  source: { uri: link },
  javaScriptEnabled: true,
  mediaCapturePermissionGrantType: 'grantIfSameHostElseDeny',
  allowsInlineMediaPlayback: true,
  mediaPlaybackRequiresUserAction: false,
  onShouldStartLoadWithRequest: guard,
};
const codes = (webView: WebViewSettings, platform: string, cameraPermission?: string) =>
  checkWebViewEmbedding({ webView, hostedOrigins, platform, cameraPermission }).map((f) => f.code);

describe('checkWebViewEmbedding', () => {
  it("finds nothing in the guide's settings, on iOS and on Android with the camera granted", () => {
    expect(codes(recommended, 'ios')).toEqual([]);
    expect(codes(recommended, 'android', 'granted')).toEqual([]);
  });

  it('names a missing Android camera permission with the app.json fix', () => {
    const [finding] = checkWebViewEmbedding({
      webView: recommended,
      hostedOrigins,
      platform: 'android',
      cameraPermission: 'never_ask_again',
    });
    expect(finding).toMatchObject({
      code: 'webview-camera-permission-missing',
      subject: 'CAMERA (never_ask_again)',
    });
    expect(finding?.fix).toContain('android.permission.CAMERA');
    // Not checked: no finding.
    expect(codes(recommended, 'android')).toEqual([]);
  });

  it('on iOS, names the media settings the camera preview needs and a camera not limited to the page', () => {
    const bare = { source: { uri: link }, onShouldStartLoadWithRequest: guard };
    expect(codes(bare, 'ios')).toEqual(['webview-media-capture-not-limited', 'webview-media-playback']);
    const [anyPage] = checkWebViewEmbedding({
      webView: { ...recommended, mediaCapturePermissionGrantType: 'grant' },
      hostedOrigins,
      platform: 'ios',
    });
    expect(anyPage?.problem).toContain('any page');
    const [playback] = checkWebViewEmbedding({
      webView: { ...recommended, mediaPlaybackRequiresUserAction: true },
      hostedOrigins,
      platform: 'ios',
    });
    expect(playback).toMatchObject({
      code: 'webview-media-playback',
      subject: 'mediaPlaybackRequiresUserAction',
    });
    // Android's WebView has neither setting: nothing to say there.
    expect(codes(bare, 'android', 'granted')).toEqual([]);
  });

  it('names a WebView pointed at another origin, at inline HTML, or at a look-alike host', () => {
    expect(
      codes({ ...recommended, source: { uri: 'https://evil.example/journey' } }, 'android', 'granted'),
    ).toEqual(['webview-other-origin']);
    expect(codes({ ...recommended, source: { html: '<p>hi</p>' } }, 'ios')).toEqual(['webview-other-origin']);
    expect(
      codes({ ...recommended, source: { uri: 'https://verify.example.com.evil.example/' } }, 'ios'),
    ).toEqual(['webview-other-origin']);
  });

  it('names JavaScript turned off and a WebView without a navigation guard', () => {
    expect(codes({ ...recommended, javaScriptEnabled: false }, 'android', 'granted')).toEqual([
      'webview-javascript-disabled',
    ]);
    expect(codes({ ...recommended, onShouldStartLoadWithRequest: undefined }, 'android', 'granted')).toEqual([
      'webview-navigation-unguarded',
    ]);
  });

  it('refuses bad input with an error naming the field', () => {
    expect(() => checkWebViewEmbedding({ webView: null as never, hostedOrigins, platform: 'ios' })).toThrow(
      expect.objectContaining({ name: 'EmbedConfigError', field: 'webView' }),
    );
    expect(() =>
      checkWebViewEmbedding({ webView: recommended, hostedOrigins: ['nope'], platform: 'ios' }),
    ).toThrow(expect.objectContaining({ field: 'allowedOrigins[0]' }));
  });
});
