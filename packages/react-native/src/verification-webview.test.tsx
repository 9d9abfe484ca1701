import { fireEvent, render, screen, waitFor } from '@testing-library/react-native';
import type { ReactNode } from 'react';
import { Pressable, Text } from 'react-native';
import { type HostedSession, useHostedVerification, VerificationWebView } from './index';
import { playSteps, recordedMessages, services, signIn } from './test-support/services';

// The component over the real proxy and sandbox (test/services.ts), the WebView's events driven with the
// messages the sandbox page really posted through the bridge. What has no JavaScript on this machine, the native
// WebView view, is react-native-webview's own component over React Native's Jest mocks of native views.

const { proxyUrl, hostedOrigin } = services();

interface Seen {
  outcomes: unknown[][];
  blocked: unknown[];
  session?: HostedSession;
}

function App({ token, seen }: { token: string; seen: Seen }): ReactNode {
  const verification = useHostedVerification({
    proxyUrl,
    headers: { authorization: `Bearer ${token}` },
    session: { age: '21+' },
    poll: { initialMs: 100, maxMs: 300, factor: 1.5 },
  });
  seen.session = verification.session;
  return (
    <>
      <Pressable accessibilityRole="button" onPress={() => void verification.start()}>
        <Text>Verify</Text>
      </Pressable>
      <Text testID="phase">{verification.phase}</Text>
      {verification.error && <Text testID="error">{verification.error.code}</Text>}
      {verification.session && (
        <VerificationWebView
          verification={verification}
          allowedOrigins={[hostedOrigin]}
          onOutcome={(...outcome) => seen.outcomes.push(outcome)}
          onNavigationBlocked={(navigation) => seen.blocked.push(navigation)}
        />
      )}
    </>
  );
}

async function startJourney(subject: string) {
  const seen: Seen = { outcomes: [], blocked: [] };
  await render(<App token={await signIn(subject)} seen={seen} />);
  await fireEvent.press(screen.getByRole('button', { name: 'Verify' }));
  await waitFor(() => expect(screen.getByTestId('veriframe-verification-webview-page')).toBeTruthy());
  const session = seen.session as HostedSession;
  const page = screen.getByTestId('veriframe-verification-webview-page');
  return { seen, session, page };
}

describe('VerificationWebView on the real proxy and sandbox', () => {
  it("loads the session's link with the camera settings, and the page's PASS is final only once the service agrees", async () => {
    const { seen, session, page } = await startJourney('rn-pass');
    expect(page.props.source).toEqual({ uri: session.link });
    expect(page.props).toMatchObject({
      mediaCapturePermissionGrantType: 'grantIfSameHostElseDeny',
      allowsInlineMediaPlayback: true,
      mediaPlaybackRequiresUserAction: false,
      javaScriptEnabled: true,
    });
    const [pass] = recordedMessages('pass', session);
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
  });
});
