import { type ProxyClient, useHostedVerification, VerificationWebView } from '@veriframe/react-native';
import { useEffect, useState } from 'react';
import { Button, StyleSheet, Text, View } from 'react-native';

export interface HostedJourneyProps {
  /** The signed-in person's proxy client (`clientFor`): it sends their bearer token. */
  client: ProxyClient;
  /** The hosted pages' origin: the WebView counts messages from it only and never leaves it. */
  hostedOrigin: string;
  /** Called once the outcome is final (the page's word and the service's agree). */
  onFinal?: () => void;
}

/** What the person reads for each phase; only `final` is an outcome to act on. */
function describe({ phase, outcome, error }: ReturnType<typeof useHostedVerification>): string {
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
 * The hosted journey in `@veriframe/react-native`'s `VerificationWebView` (camera permission, origin lock, the
 * page's bridge messages to core's observer), and its outcome as the proxy confirms it.
 *
 * @example
 * <HostedJourney client={clientFor(config, person)} hostedOrigin={config.hostedOrigin} />
 */
export function HostedJourney({ client, hostedOrigin, onFinal }: HostedJourneyProps) {
  const verification = useHostedVerification({ client, session: { age: '21+' } });
  const { phase, session, outcome } = verification;
  // The page's close button posts CLOSE: the app takes the page away (the outcome is still read from the
  // service). Kept per session, so "Start again" shows the new session's page.
  const [closedSession, setClosedSession] = useState<string>();
  const closed = session !== undefined && closedSession === session.request_id;
  const showPage = session && !closed && (phase === 'in-progress' || phase === 'confirming');
  const final = phase === 'final';
  useEffect(() => {
    if (final) onFinal?.();
  }, [final, onFinal]);
  return (
    <View style={styles.journey}>
      <Text testID="journey-phase" accessibilityLiveRegion="polite">
        {describe(verification)}
      </Text>
      {outcome?.confirmed ? <Text testID="journey-outcome">{outcome.status}</Text> : null}
      {showPage ? (
        <VerificationWebView
          testID="hosted-journey"
          style={styles.page}
          verification={verification}
          allowedOrigins={[hostedOrigin]}
          onMessage={(message) => {
            if (message.type === 'CLOSE') setClosedSession(session.request_id);
          }}
        />
      ) : (
        <Button
          title={phase === 'idle' ? 'Verify my identity' : 'Start again'}
          onPress={() => void verification.start()}
          disabled={phase === 'creating'}
        />
      )}
    </View>
  );
}

const styles = StyleSheet.create({
  journey: { flex: 1, gap: 12 },
  page: { flex: 1 },
});
