import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { VeriframeProvider } from '../provider/veriframe-provider';
import { HostedVerificationFrame, type HostedVerificationFrameProps } from './hosted-verification-frame';

const ORIGIN = 'https://verify.example.test';
const LINK = `${ORIGIN}/journey/abc?t=1`;

function renderFrame(props: HostedVerificationFrameProps, origins = [ORIGIN]) {
  const view = render(
    <VeriframeProvider config={{ hostedOrigins: origins }}>
      <HostedVerificationFrame src={LINK} {...props} />
    </VeriframeProvider>,
  );
  const rerender = (next: HostedVerificationFrameProps) =>
    view.rerender(
      <VeriframeProvider config={{ hostedOrigins: origins }}>
        <HostedVerificationFrame src={LINK} {...next} />
      </VeriframeProvider>,
    );
  return { ...view, rerender };
}

const frameWindow = () => (screen.getByTitle('Identity verification') as HTMLIFrameElement).contentWindow;

function post(data: unknown, origin = ORIGIN, source: MessageEventSource | null = frameWindow()) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });
}

describe('HostedVerificationFrame', () => {
  it('renders the hosted page with a title, camera and fullscreen permission and the desktop size', () => {
    renderFrame({});
    const frame = screen.getByTitle('Identity verification') as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe(LINK);
    expect(frame.getAttribute('allow')).toBe('camera; fullscreen');
    // `allowfullscreen` beside `allow` makes Chromium warn on every frame (e2e hosted-dialog-look).
    expect(frame.hasAttribute('allowfullscreen')).toBe(false);
    expect(frame.style.width).toBe('420px');
    expect(frame.style.height).toBe('670px');
    expect(frame.hasAttribute('data-fullscreen')).toBe(false);
  });

  it('takes the full width and height with fullScreen', () => {
    renderFrame({ fullScreen: true });
    const frame = screen.getByTitle('Identity verification') as HTMLIFrameElement;
    expect(frame.style.width).toBe('100%');
    expect(frame.style.height).toBe('100%');
    expect(frame.dataset.fullscreen).toBe('true');
  });

  it('goes full screen on its own on a phone-sized screen (spec 4.10)', () => {
    // jsdom has no matchMedia: stand in for a browser whose viewport matches the phone query.
    const queries: string[] = [];
    window.matchMedia = ((query: string) => {
      queries.push(query);
      return { matches: true, addEventListener() {}, removeEventListener() {} };
    }) as unknown as typeof window.matchMedia;
    try {
      renderFrame({});
      const frame = screen.getByTitle('Identity verification') as HTMLIFrameElement;
      expect(queries).toContain('(max-width: 640px), (max-height: 480px)');
      expect(frame.dataset.fullscreen).toBe('true');
      expect(frame.style.width).toBe('100%');
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });

  it('calls one callback per message of 6.3 from its own frame and allowed origin', () => {
    const callbacks = {
      onPass: vi.fn(),
      onFail: vi.fn(),
      onAlreadyVerified: vi.fn(),
      onError: vi.fn(),
      onLinkExpired: vi.fn(),
      onBotDetected: vi.fn(),
      onClose: vi.fn(),
      onMessage: vi.fn(),
    };
    const { unmount } = renderFrame(callbacks);
    post('ERROR');
    post('CLOSE');
    post('BOT DETECTED');
    expect(callbacks.onError).toHaveBeenCalledTimes(1);
    expect(callbacks.onClose).toHaveBeenCalledTimes(1);
    expect(callbacks.onBotDetected).toHaveBeenCalledTimes(1);
    expect(callbacks.onMessage).toHaveBeenCalledWith({ type: 'CLOSE', terminal: false });
    unmount();
    // Terminal outcomes come once per frame session: a fresh frame for each of the others.
    for (const [data, name] of [
      ['PASS', 'onPass'],
      ['FAIL', 'onFail'],
      ['ALREADY VERIFIED', 'onAlreadyVerified'],
      ['LINK EXPIRED', 'onLinkExpired'],
    ] as const) {
      const view = renderFrame(callbacks);
      post(data);
      expect(callbacks[name]).toHaveBeenCalledTimes(1);
      view.unmount();
    }
    expect(callbacks.onMessage).toHaveBeenCalledTimes(7);
  });

  it('ignores messages from another origin, an origin that only starts with the right one, or another window', () => {
    const onPass = vi.fn();
    const onMessage = vi.fn();
    renderFrame({ onPass, onMessage });
    post('PASS', 'https://evil.example.test');
    post('PASS', `${ORIGIN}.evil.test`);
    post('PASS', ORIGIN, window);
    post('PASS', ORIGIN, null);
    expect(onPass).not.toHaveBeenCalled();
    expect(onMessage).not.toHaveBeenCalled();
    post('PASS');
    expect(onPass).toHaveBeenCalledTimes(1);
  });

  it('reports an unknown message with its data', () => {
    const onUnknownMessage = vi.fn();
    const onPass = vi.fn();
    renderFrame({ onUnknownMessage, onPass });
    post('pass');
    post({ type: 'PASS' });
    expect(onUnknownMessage.mock.calls).toEqual([['pass'], [{ type: 'PASS' }]]);
    expect(onPass).not.toHaveBeenCalled();
  });

  it('always calls the latest callback', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = renderFrame({ onError: first });
    rerender({ onError: second });
    post('ERROR');
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('offers a new session after LINK EXPIRED and shows the new link once it comes', () => {
    const onRequestNewSession = vi.fn();
    const { rerender } = renderFrame({ onRequestNewSession });
    post('LINK EXPIRED');
    expect(screen.getByRole('alert').textContent).toContain('This verification link has expired.');
    expect(screen.queryByTitle('Identity verification')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Start a new session' }));
    expect(onRequestNewSession).toHaveBeenCalledTimes(1);
    rerender({ onRequestNewSession, src: `${ORIGIN}/journey/def?t=2` });
    expect(screen.getByTitle('Identity verification').getAttribute('src')).toBe(`${ORIGIN}/journey/def?t=2`);
  });

  it('loads no frame when an allowed origin is not a URL: plain words for the person, the typed error in the console', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      renderFrame({}, ['verify.example.test']);
      const alert = screen.getByRole('alert');
      expect(alert.textContent).toBe(
        'Identity verification is not available on this page right now. Please try again later.',
      );
      expect(alert.dataset.state).toBe('misconfigured');
      expect(screen.queryByTitle('Identity verification')).toBeNull();
      expect(logged).toHaveBeenCalledWith(
        expect.objectContaining({
          name: 'EmbedConfigError',
          message: expect.stringContaining('allowedOrigins[0]'),
        }),
      );
    } finally {
      logged.mockRestore();
    }
  });

  it.each([
    ['a link on another origin', 'https://evil.example.test/journey/abc'],
    ['a link on a look-alike origin', 'https://verify.example.test.evil.example/journey/abc'],
    ['a plain http link on an allowed host', 'http://verify.example.test/journey/abc'],
  ])('gives no frame (and no camera) to %s: a clear error instead', (_, src) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      renderFrame({ src }, [ORIGIN, 'http://verify.example.test']);
      expect(document.querySelector('iframe')).toBeNull();
      const alert = screen.getByRole('alert');
      expect(alert.textContent).toBe(
        'This verification page cannot be shown: its address is not one this site trusts.',
      );
      expect(alert.dataset.state).toBe('untrusted-link');
      // The developer gets the typed error naming the field and the rule.
      expect(logged).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'EmbedConfigError', field: 'link' }),
      );
    } finally {
      logged.mockRestore();
    }
  });

  it('frames a plain http link to the local sandbox in development', () => {
    renderFrame({ src: 'http://127.0.0.1:4011/journey/abc' }, ['http://127.0.0.1:4011']);
    expect(screen.getByTitle('Identity verification').getAttribute('allow')).toBe('camera; fullscreen');
  });
});
