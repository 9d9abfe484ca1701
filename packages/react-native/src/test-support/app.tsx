// The app the component tests render: the hook on the real proxy, the component, and what they reported.
import { fireEvent, render, screen, waitFor } from '@testing-library/react-native';
import type { ComponentProps, ReactNode } from 'react';
import { NativeModules, Pressable, Text } from 'react-native';
import { type HostedSession, useHostedVerification, VerificationWebView } from '../index';
import { services, signIn } from './services';

const { proxyUrl, hostedOrigin } = services();

export interface Seen {
  outcomes: unknown[][];
  blocked: unknown[];
  messages: unknown[];
  session?: HostedSession;
}

export interface AppProps {
  token: string;
  seen: Seen;
  origins?: string[];
  poll?: { initialMs: number; maxMs: number; factor: number };
  webView?: Partial<ComponentProps<typeof VerificationWebView>>;
}

export function App({ token, seen, origins, poll, webView }: AppProps): ReactNode {
  const verification = useHostedVerification({
    proxyUrl,
    headers: { authorization: `Bearer ${token}` },
    session: { age: '21+' },
    poll: poll ?? { initialMs: 100, maxMs: 300, factor: 1.5 },
  });
  seen.session = verification.session;
  return (
    <>
      <Pressable accessibilityRole="button" onPress={() => void verification.start()}>
        <Text>Verify</Text>
      </Pressable>
      <Text testID="phase">{verification.phase}</Text>
      <Text testID="service">{verification.progress?.result?.status ?? verification.progress?.status}</Text>
      {verification.error && <Text testID="error">{verification.error.code}</Text>}
      {verification.session && (
        <VerificationWebView
          verification={verification}
          allowedOrigins={origins ?? [hostedOrigin]}
          onOutcome={(...outcome) => seen.outcomes.push(outcome)}
          onNavigationBlocked={(navigation) => seen.blocked.push(navigation)}
          onMessage={(message) => seen.messages.push(message)}
          {...webView}
        />
      )}
    </>
  );
}

export async function createSession(subject: string, token?: string, props?: Partial<AppProps>) {
  const seen: Seen = { outcomes: [], blocked: [], messages: [] };
  await render(<App token={token ?? (await signIn(subject))} seen={seen} {...props} />);
  await fireEvent.press(screen.getByRole('button', { name: 'Verify' }));
  await waitFor(() => expect(screen.getByTestId('phase')).not.toHaveTextContent('creating'));
  return seen;
}

export async function startJourney(subject: string, props?: Partial<AppProps>) {
  const seen = await createSession(subject, undefined, props);
  await waitFor(() => expect(screen.getByTestId('veriframe-verification-webview-page')).toBeTruthy());
  const session = seen.session as HostedSession;
  const page = screen.getByTestId('veriframe-verification-webview-page');
  return { seen, session, page };
}

/** A navigation event of react-native-webview (WebViewNavigation / ShouldStartLoadRequest fields). */
export const navigation = (url: string, lockIdentifier = 0) => ({
  url,
  title: '',
  loading: true,
  canGoBack: true,
  canGoForward: false,
  lockIdentifier,
  navigationType: 'click',
  isTopFrame: true,
  mainDocumentURL: url,
});

export const webViewModule = NativeModules.RNCWebViewModule as {
  shouldStartLoadWithLockIdentifier: jest.Mock;
};
