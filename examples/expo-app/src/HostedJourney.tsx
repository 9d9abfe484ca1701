import {
  type HostedVerificationClient,
  HostedVerificationObserver,
  type HostedVerificationSnapshot,
} from '@veriframe/core';
import { connectHostedWebView, type WebViewConnection } from '@veriframe/core/webview';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Button, StyleSheet, Text, View } from 'react-native';
import { WebView } from 'react-native-webview';

export interface HostedJourneyProps {
  client: HostedVerificationClient;
  /** The hosted pages' origin: the WebView counts messages from it only and opens nothing else inside. */
  hostedOrigin: string;
  /** Called once the outcome is final (the page's word and the service's agree). */
  onFinal?: () => void;
}

/** What the person reads for each phase; only `final` is an outcome to act on. */
function describe({ phase, outcome, error }: HostedVerificationSnapshot): string {
  switch (phase) {
    case 'creating':
      return 'Starting the verification…';
    case 'error':
      return `The verification could not start: ${error?.message ?? 'unknown error'}`;
    case 'in-progress':
      return 'Follow the steps below.';
    case 'confirming':
      return 'Checking the result with the service…';
    case 'final':
      return `Verification ${outcome?.status ?? ''}, confirmed by the service.`;
    case 'disputed':
      return 'The result could not be confirmed. Please try again.';
    case 'ended':
      return 'The verification ended without a result.';
    default:
      return 'Verify your identity in a few steps.';
  }
}

/**
 * The hosted journey in a WebView (the session is made with `settings.isReactNative`, so the page posts its
 * result through the WebView's bridge), and its outcome as the proxy confirms it.
 *
 * @example
 * <HostedJourney client={clientFor(config, person)} hostedOrigin={config.hostedOrigin} />
 */
export function HostedJourney({ client, hostedOrigin, onFinal }: HostedJourneyProps) {
  const [observer] = useState(
    () =>
      new HostedVerificationObserver({ client, session: { age: '21+', settings: { isReactNative: true } } }),
  );
  const snapshot = useSyncExternalStore(observer.subscribe, observer.getSnapshot);
  const connection = useRef<WebViewConnection | null>(null);
  useEffect(
    () => () => {
      connection.current?.disconnect();
      observer.destroy();
    },
    [observer],
  );
  const final = snapshot.phase === 'final';
  useEffect(() => {
    if (final) onFinal?.();
  }, [final, onFinal]);

  async function start() {
    connection.current?.disconnect();
    connection.current = null;
    // A message counts for the session of connection time: connect once this one exists.
    if (await observer.start())
      connection.current = connectHostedWebView(observer, { allowedOrigins: [hostedOrigin] });
  }

  const { phase, session, outcome } = snapshot;
  const showPage = session && (phase === 'in-progress' || phase === 'confirming');
  return (
    <View style={styles.journey}>
      <Text testID="journey-phase" accessibilityLiveRegion="polite">
        {describe(snapshot)}
      </Text>
      {outcome?.confirmed ? <Text testID="journey-outcome">{outcome.status}</Text> : null}
      {showPage ? (
        <WebView
          testID="hosted-journey"
          style={styles.page}
          source={{ uri: session.link }}
          // Links off the hosted origin open in the system browser, never inside this view.
          originWhitelist={[hostedOrigin]}
          onMessage={(event) => connection.current?.receive(event.nativeEvent)}
          // The document and selfie steps use the camera from inside the page.
          mediaCapturePermissionGrantType="grantIfSameHostElsePrompt"
          allowsInlineMediaPlayback
          mediaPlaybackRequiresUserAction={false}
        />
      ) : (
        <Button
          title={phase === 'idle' ? 'Verify my identity' : 'Start again'}
          onPress={start}
          disabled={phase === 'creating'}
        />
      )}
    </View>
  );
}

const styles = StyleSheet.create({
  journey: { flex: 1, gap: 12 },
  page: { flex: 1, minHeight: 480 },
});
