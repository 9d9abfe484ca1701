import { describe, expect, it } from 'vitest';
import { EmbedConfigError } from '../embed/errors';
import { createBridgeToken } from './webview-bridge';
import { connectHostedWebView } from './webview-connection';

// The WebView connection's gate, with the real 6.3 values: what it reports to the observer's public API
// (`reportMessage`) for each onMessage event a react-native-webview would give.

const hosted = 'https://verify.example.com';
const link = `${hosted}/journey/3f1c2a7e-0000-4000-8000-000000000001?t=link-token`;

/** The observer's side of the connection: its session, and every message type it was told. */
function observer(requestId = '3f1c2a7e-0000-4000-8000-000000000001') {
  const state = { requestId, reported: [] as string[] };
  return {
    state,
    getSnapshot: () => ({
      session: { request_id: state.requestId, link, expires_in: 3600 },
    }),
    reportMessage: (type: string) => void state.reported.push(type),
  };
}

describe('connectHostedWebView', () => {
  it('reports each 6.3 string posted while the WebView is on a hosted origin', () => {
    const verification = observer();
    const connection = connectHostedWebView(verification, { allowedOrigins: [hosted] });
    for (const data of ['CLOSE', 'ERROR', 'PASS']) {
      expect(connection.receive({ url: link, data })).toMatchObject({ type: data });
    }
    expect(verification.state.reported).toEqual(['CLOSE', 'ERROR', 'PASS']);
  });

  it('drops a message when the WebView has navigated off the hosted origins, whatever it says', () => {
    const verification = observer();
    const connection = connectHostedWebView(verification, { allowedOrigins: [hosted] });
    for (const url of [
      'https://verify.example.com.evil.test/journey/x',
      'http://verify.example.com/journey/x', // another scheme is another origin
      'https://verify.example.com:8443/journey/x',
      'https://evil.test/?next=https://verify.example.com',
      'about:blank',
      'data:text/html,<script>ReactNativeWebView.postMessage("PASS")</script>',
      'file:///data/app/page.html',
      '',
      'not a url',
    ]) {
      expect(connection.receive({ url, data: 'PASS' }), url).toBeNull();
    }
    expect(verification.state.reported).toEqual([]);
  });

  it('lets through only the exact 6.3 strings: variants, JSON and objects are unknown and never reported', () => {
    const verification = observer();
    const seen: unknown[] = [];
    const connection = connectHostedWebView(verification, {
      allowedOrigins: [`${hosted}/any/path`],
      onMessage: (message) => seen.push(message),
    });
    for (const data of ['pass', 'PASS ', '"PASS"', '{"type":"PASS"}', { type: 'PASS' }, 1, null, '']) {
      expect(connection.receive({ url: link, data })).toEqual({ type: 'unknown', data });
    }
    expect(verification.state.reported).toEqual([]);
    expect(seen).toHaveLength(8);
  });

  it('counts one terminal message per connection, as the web gate does per frame session', () => {
    const verification = observer();
    const connection = connectHostedWebView(verification, { allowedOrigins: [hosted] });
    expect(connection.receive({ url: link, data: 'FAIL' })).toEqual({ type: 'FAIL', terminal: true });
    expect(connection.receive({ url: link, data: 'PASS' })).toBeNull();
    expect(connection.receive({ url: link, data: 'CLOSE' })).toEqual({ type: 'CLOSE', terminal: false });
    expect(verification.state.reported).toEqual(['FAIL', 'CLOSE']);
  });

  it('speaks for the session of connection time only, and not at all once disconnected', () => {
    const verification = observer();
    const connection = connectHostedWebView(verification, { allowedOrigins: [hosted] });
    verification.state.requestId = '3f1c2a7e-0000-4000-8000-000000000002';
    connection.receive({ url: link, data: 'PASS' });
    expect(verification.state.reported).toEqual([]);

    const current = connectHostedWebView(verification, { allowedOrigins: [hosted] });
    current.disconnect();
    current.disconnect();
    expect(current.receive({ url: link, data: 'PASS' })).toBeNull();
    expect(verification.state.reported).toEqual([]);
  });

  it('refuses a bad configuration or a call without the event, naming the field and the rule', () => {
    const verification = observer();
    const thrown = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        expect(error).toBeInstanceOf(EmbedConfigError);
        return { field: (error as EmbedConfigError).field, rule: (error as EmbedConfigError).rule };
      }
      throw new Error('did not throw');
    };
    expect(thrown(() => connectHostedWebView(verification, { allowedOrigins: [] }))).toEqual({
      field: 'allowedOrigins',
      rule: 'must be a non-empty array of origins',
    });
    expect(thrown(() => connectHostedWebView(verification, { allowedOrigins: ['null'] })).field).toBe(
      'allowedOrigins[0]',
    );
    const connection = connectHostedWebView(verification, { allowedOrigins: [hosted] });
    expect(thrown(() => connection.receive(undefined as never)).field).toBe('message');
    expect(thrown(() => connection.receive({ data: 'PASS' } as never)).field).toBe('message.url');
  });
});

describe('connectHostedWebView with the bridge script token', () => {
  const token = createBridgeToken();
  const tagged = (data: string, by = token) => JSON.stringify({ data, veriframeBridge: by });

  it('counts only what the top document posted through the injected script: a frame has no token', () => {
    const verification = observer();
    const connection = connectHostedWebView(verification, { allowedOrigins: [hosted], bridgeToken: token });
    // An older Android WebView reports the top document's URL for a frame's post too: the URL alone passes.
    expect(connection.receive({ url: link, data: 'CLOSE' })).toBeNull();
    expect(connection.receive({ url: link, data: tagged('ERROR', createBridgeToken()) })).toBeNull();
    expect(connection.receive({ url: link, data: '{"veriframeBridge":1' })).toBeNull();
    expect(connection.receive({ url: link, data: tagged('PASS') })).toEqual({ type: 'PASS', terminal: true });
    expect(verification.state.reported).toEqual(['PASS']);
  });

  it("reports the top document's refused camera, and nothing to the observer", () => {
    const verification = observer();
    const refused: string[] = [];
    const connection = connectHostedWebView(verification, {
      allowedOrigins: [hosted],
      bridgeToken: token,
      onCameraRefused: (error) => refused.push(error),
    });
    const camera = JSON.stringify({ camera: 'refused', error: 'NotAllowedError', veriframeBridge: token });
    expect(connection.receive({ url: link, data: camera })).toBeNull();
    expect(refused).toEqual(['NotAllowedError']);
    expect(verification.state.reported).toEqual([]);
  });

  it('compares origins as text: the same origin written with :443 or in capitals passes (iOS full URLs, Android origins)', () => {
    const verification = observer();
    const connection = connectHostedWebView(verification, { allowedOrigins: [`${hosted}:443`] });
    expect(connection.receive({ url: 'https://VERIFY.example.com', data: 'CLOSE' })).not.toBeNull();
    expect(connection.receive({ url: `${hosted}:443/journey/x?t=1`, data: 'ERROR' })).not.toBeNull();
    expect(verification.state.reported).toEqual(['CLOSE', 'ERROR']);
  });

  it('refuses a bridge token that is not a string', () => {
    expect(() => connectHostedWebView(observer(), { allowedOrigins: [hosted], bridgeToken: '' })).toThrow(
      EmbedConfigError,
    );
  });
});
