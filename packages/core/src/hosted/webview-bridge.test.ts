import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { EmbedConfigError } from '../embed/errors';
import { createBridgeToken, readBridgeMessage, webViewBridgeScript } from './webview-bridge';

// The injected script's text, run as a WebView runs it: in a context whose `window` has react-native-webview's
// bridge (`postMessage` recording what reaches the app) and a `navigator.mediaDevices` whose camera the person
// refuses, as WebKit and Chromium reject `getUserMedia` then.

function topDocument() {
  const posted: string[] = [];
  const refusal = Object.assign(new Error('Permission denied'), { name: 'NotAllowedError' });
  const window: Record<string, unknown> = {
    ReactNativeWebView: { postMessage: (data: string) => void posted.push(data) },
  };
  const navigator = { mediaDevices: { getUserMedia: () => Promise.reject(refusal) } };
  const context = { window, navigator, JSON, String };
  return { posted, window, navigator, run: (script: string) => runInNewContext(script, context) };
}

describe('webViewBridgeScript', () => {
  it("tags the top document's posts with the token, once however often it is injected", () => {
    const token = createBridgeToken();
    const page = topDocument();
    expect(page.run(webViewBridgeScript(token))).toBe(true);
    page.run(webViewBridgeScript(token));
    (page.window.ReactNativeWebView as { postMessage(data: string): void }).postMessage('PASS');
    expect(page.posted).toHaveLength(1);
    expect(readBridgeMessage(page.posted[0], token)).toEqual({ kind: 'page', data: 'PASS' });
    expect(readBridgeMessage(page.posted[0], createBridgeToken())).toBeNull();
  });

  it('posts a refused camera and still lets the page see the refusal', async () => {
    const token = createBridgeToken();
    const page = topDocument();
    page.run(webViewBridgeScript(token));
    await expect(page.navigator.mediaDevices.getUserMedia()).rejects.toMatchObject({
      name: 'NotAllowedError',
    });
    expect(page.posted.map((data) => readBridgeMessage(data, token))).toEqual([
      { kind: 'camera-refused', error: 'NotAllowedError' },
    ]);
  });

  it('makes 128-bit tokens and refuses to embed anything else in the script', () => {
    expect(createBridgeToken()).toMatch(/^[0-9a-f]{32}$/);
    expect(createBridgeToken()).not.toBe(createBridgeToken());
    expect(() => webViewBridgeScript("x'; alert(1); '")).toThrow(EmbedConfigError);
  });
});
