import { runInNewContext } from 'node:vm';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react-native';
import { createRef } from 'react';
import {
  AppState,
  BackHandler,
  Linking,
  // biome-ignore lint/correctness/useReactNativePlatformComponents: the Android path is tested with Platform.OS set
  PermissionsAndroid,
  Platform,
  useColorScheme,
} from 'react-native';
import type { WebView } from 'react-native-webview';
import { type HostedSession, VerificationWebView } from './index';
import { createSession, navigation, startJourney, webViewModule } from './test-support/app';
import { playSteps, postedByTopDocument, recordedTopDocumentMessages } from './test-support/services';

// The component over the real proxy and sandbox (test/services.ts), the WebView's events driven with the
// messages the sandbox page really posted through the bridge. What has no JavaScript on this machine, the native
// WebView view, is react-native-webview's own component over React Native's Jest mocks of native views.

afterEach(() => {
  jest.restoreAllMocks();
  jest.clearAllMocks();
});

describe('VerificationWebView: frames, the camera in the page, recovery and the screens', () => {
  it("a frame's post counts for nothing, even with the top document's URL (an older Android WebView's bridge)", async () => {
    const { seen, session, page } = await startJourney('rn-frame-post');
    const [pass] = recordedTopDocumentMessages(page, 'pass', session);
    // The fallback bridge reports the top document's URL for every frame; a frame has no injected script.
    for (const data of ['CLOSE', 'ERROR', 'PASS'])
      await fireEvent(page, 'message', { nativeEvent: { ...pass, data } });
    expect(seen.messages).toEqual([]);
    await fireEvent(page, 'message', { nativeEvent: pass });
    expect(seen.messages).toEqual([{ type: 'PASS', terminal: true }]);
  });

  it('iOS: the page\'s camera request refused by the person shows the camera-refused screen; "Try again" loads the page again', async () => {
    const { seen, session, page } = await startJourney('rn-ios-camera');
    // What the injected bridge script posts when the page's getUserMedia is refused (NotAllowedError).
    const posted: string[] = [];
    const refusal = Object.assign(new Error('denied'), { name: 'NotAllowedError' });
    const window = { ReactNativeWebView: { postMessage: (data: string) => void posted.push(data) } };
    const navigator = { mediaDevices: { getUserMedia: () => Promise.reject(refusal) } };
    runInNewContext(String(page.props.injectedJavaScriptBeforeContentLoaded), {
      window,
      navigator,
      JSON,
      String,
    });
    await expect(navigator.mediaDevices.getUserMedia()).rejects.toBe(refusal);
    await fireEvent(page, 'message', { nativeEvent: { url: session.link, data: posted[0] } });
    expect(screen.getByTestId('veriframe-camera-refused')).toBeTruthy();
    expect(screen.queryByTestId('veriframe-verification-webview-page')).toBeNull();
    await fireEvent.press(screen.getByRole('button', { name: 'Open settings' }));
    expect(Linking.openSettings).toHaveBeenCalledTimes(1);
    await fireEvent.press(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('veriframe-verification-webview-page')).toBeTruthy());
    expect(seen.outcomes).toEqual([]);
  });

  it("judges a frame's navigation too: another site never loads in a frame; Android's navigations (no isTopFrame) count as the top frame's", async () => {
    const { seen, session, page } = await startJourney('rn-frames');
    const frame = (url: string, lockIdentifier: number) => ({
      ...navigation(url, lockIdentifier),
      isTopFrame: false,
    });
    await fireEvent(page, 'shouldStartLoadWithRequest', {
      nativeEvent: frame('https://captcha.example/x', 11),
    });
    await fireEvent(page, 'shouldStartLoadWithRequest', { nativeEvent: frame('about:blank', 12) });
    await fireEvent(page, 'shouldStartLoadWithRequest', { nativeEvent: frame(session.link, 13) });
    const { isTopFrame: _, ...android } = navigation('about:blank', 14);
    await fireEvent(page, 'shouldStartLoadWithRequest', { nativeEvent: android });
    expect(webViewModule.shouldStartLoadWithLockIdentifier.mock.calls).toEqual([
      [false, 11],
      [true, 12],
      [true, 13],
      [false, 14],
    ]);
    expect(seen.blocked).toEqual([
      { url: 'https://captcha.example/x', reason: 'other-origin', topFrame: false },
      { url: 'about:blank', reason: 'other-origin', topFrame: true },
    ]);
  });

  it('a page process that died is loaded again once; a second death shows a screen whose "Try again" reloads', async () => {
    const { page } = await startJourney('rn-process-gone');
    await fireEvent(page, 'contentProcessDidTerminate', { nativeEvent: navigation('about:blank') });
    const reloaded = screen.getByTestId('veriframe-verification-webview-page');
    expect(reloaded).not.toBe(page);
    await fireEvent(reloaded, 'renderProcessGone', { nativeEvent: { didCrash: true } });
    expect(screen.queryByTestId('veriframe-verification-webview-page')).toBeNull();
    expect(screen.getByTestId('veriframe-process-gone')).toHaveTextContent(
      /^The verification page stopped working\. Try again to reload it\./,
    );
    await fireEvent.press(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByTestId('veriframe-verification-webview-page')).toBeTruthy();
  });

  it('a page that could not load (network, an HTTP error) shows what happened and "Try again"', async () => {
    const { page } = await startJourney('rn-load-failed', {
      webView: { texts: { networkLost: 'Offline?' } },
    });
    await fireEvent(page, 'error', {
      nativeEvent: { ...navigation('about:blank'), code: -1009, description: 'offline' },
    });
    expect(screen.getByTestId('veriframe-load-failed')).toHaveTextContent(/^Offline\?/);
    await fireEvent.press(screen.getByRole('button', { name: 'Try again' }));
    const again = screen.getByTestId('veriframe-verification-webview-page');
    await fireEvent(again, 'httpError', {
      nativeEvent: { ...navigation('about:blank'), statusCode: 502, description: '' },
    });
    expect(screen.getByTestId('veriframe-load-failed')).toBeTruthy();
  });

  it('LINK EXPIRED from the page: a screen says the link expired and to start again', async () => {
    const { session, page } = await startJourney('rn-expired');
    const data = postedByTopDocument(page, 'LINK EXPIRED');
    await fireEvent(page, 'message', { nativeEvent: { url: session.link, data } });
    expect(screen.getByTestId('veriframe-journey-expired')).toHaveTextContent(
      'This verification link has expired. Please start the verification again.',
    );
  });

  it("Android's back button goes back inside the page, then asks the app (onBackWithoutHistory)", async () => {
    const back = jest.spyOn(BackHandler, 'addEventListener');
    let asked = 0;
    const ref = createRef<WebView>();
    const { session, page } = await startJourney('rn-back', {
      webView: { ref, onBackWithoutHistory: () => ++asked > 0 },
    });
    const goBack = jest.spyOn(ref.current as WebView, 'goBack');
    const press = () => (back.mock.calls.at(-1) as [string, () => boolean])[1]();
    await fireEvent(page, 'loadingFinish', {
      nativeEvent: { ...navigation(session.link), canGoBack: true, loading: false },
    });
    expect(press()).toBe(true);
    expect(goBack).toHaveBeenCalledTimes(1);
    await fireEvent(page, 'loadingFinish', {
      nativeEvent: { ...navigation(session.link), canGoBack: false, loading: false },
    });
    expect(press()).toBe(true);
    expect(asked).toBe(1);
    expect(goBack).toHaveBeenCalledTimes(1);
  });

  it('passes WebView props through (the kit keeps its own settings) and gives the WebView to a ref', async () => {
    const ref = createRef<WebView>();
    const loadEnds: unknown[] = [];
    const { session, page } = await startJourney('rn-props', {
      webView: {
        ref,
        webViewProps: {
          bounces: false,
          onLoadEnd: (event) => loadEnds.push(event.nativeEvent.url),
          // @ts-expect-error the kit owns the injected scripts: the type refuses them
          injectedJavaScript: 'window.stolen = true',
        },
      },
    });
    // Until the page has loaded, the loading screen (react-native-webview's startInLoadingState) says so.
    expect(screen.getByTestId('veriframe-loading')).toHaveTextContent('Opening the verification…');
    expect(page.props.bounces).toBe(false);
    expect(page.props.injectedJavaScript).toBe(page.props.injectedJavaScriptBeforeContentLoaded);
    expect(typeof ref.current?.reload).toBe('function');
    await fireEvent(page, 'loadingFinish', { nativeEvent: { ...navigation(session.link), loading: false } });
    expect(loadEnds).toEqual([session.link]);
    expect(screen.queryByTestId('veriframe-loading')).toBeNull();
  });

  it('default screens are readable in dark mode: their text follows the colour scheme', async () => {
    jest.mocked(useColorScheme).mockReturnValue('dark');
    await render(
      <VerificationWebView src="https://evil.example/x" allowedOrigins={['https://verify.example.com']} />,
    );
    const text = screen.getByText(/does not lead to the verification service/);
    expect(text).toHaveStyle({ color: '#f2f2f2' });
  });

  it('back from the system browser: the service is read at once, not at the next poll', async () => {
    jest.replaceProperty(Platform, 'OS', 'android');
    jest.spyOn(PermissionsAndroid, 'check').mockResolvedValue(false);
    jest.spyOn(PermissionsAndroid, 'request').mockResolvedValue('never_ask_again');
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    // Polls a minute apart: only the read on return can bring the outcome within the test's wait.
    const seen = await createSession('rn-return', undefined, {
      poll: { initialMs: 60_000, maxMs: 60_000, factor: 1 },
    });
    const session = seen.session as HostedSession;
    await waitFor(() => expect(screen.getByTestId('veriframe-camera-refused')).toBeTruthy());
    await fireEvent.press(screen.getByRole('button', { name: 'Continue in the browser' }));
    // The first read is done (the service said the journey is under way): the next is a minute away.
    await waitFor(() => expect(screen.getByTestId('service')).toHaveTextContent(/\w/));
    await playSteps(session.request_id, [
      ['document', 'PASS'],
      ['selfie', 'PASS'],
      ['phone', 'PASS'],
    ]);
    const appState = jest.mocked(AppState.addEventListener);
    await act(async () => {
      for (const [event, listener] of appState.mock.calls) if (event === 'change') listener('active');
    });
    await waitFor(() => expect(seen.outcomes).toEqual([[{ status: 'PASS', confirmed: true }, 'browser']]));
  });
});
