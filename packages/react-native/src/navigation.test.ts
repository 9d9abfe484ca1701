import { judgeNavigation } from './navigation';

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

  it("leaves a subframe's load to the hosted page", () => {
    expect(judgeNavigation('https://captcha.example/frame', origins, false)).toBeNull();
  });
});
