import { useCallback, useMemo, useRef, useState } from 'react';
import { Button, StyleSheet, Text, View } from 'react-native';
import { SafeAreaProvider, SafeAreaView } from 'react-native-safe-area-context';
import { type AppConfig, ConfigError, readConfig } from './src/config';
import { DocumentStatusCard } from './src/DocumentStatusCard';
import { HostedJourney } from './src/HostedJourney';
import { SignInForm } from './src/SignInForm';
import { clientFor, type SignedIn } from './src/session';

function loadConfig(): AppConfig | ConfigError {
  try {
    return readConfig();
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
}

/** The signed-in person's page: their document status and the hosted journey, both through the proxy. */
function Account({
  config,
  person,
  onSignOut,
}: {
  config: AppConfig;
  person: SignedIn;
  onSignOut: () => void;
}) {
  const client = useMemo(() => clientFor(config, person), [config, person]);
  // A new key reads the status again once a journey's outcome is final.
  const [statusKey, setStatusKey] = useState(0);
  const onFinal = useCallback(() => setStatusKey((key) => key + 1), []);
  return (
    <View style={styles.page}>
      <Text accessibilityRole="header">Signed in as {person.name}</Text>
      <DocumentStatusCard key={statusKey} client={client} />
      <HostedJourney client={client} hostedOrigin={config.hostedOrigin} onFinal={onFinal} />
      <Button title="Sign out" onPress={onSignOut} />
    </View>
  );
}

/**
 * The example app: sign in (demo), then verify in the hosted journey and see the document status, all through
 * the proxy at `EXPO_PUBLIC_VERIFRAME_PROXY_URL`.
 */
export default function App() {
  const config = useRef(loadConfig()).current;
  const [person, setPerson] = useState<SignedIn | null>(null);
  return (
    // A plain flex column inside the safe area (not a ScrollView: the WebView scrolls itself and needs the
    // screen's remaining height, and a scroll view around it would take its gestures).
    <SafeAreaProvider>
      <SafeAreaView style={styles.screen}>
        {config instanceof ConfigError ? (
          <Text accessibilityRole="alert">The app is not configured. {config.message}</Text>
        ) : person ? (
          <Account config={config} person={person} onSignOut={() => setPerson(null)} />
        ) : (
          <SignInForm config={config} onSignedIn={setPerson} />
        )}
      </SafeAreaView>
    </SafeAreaProvider>
  );
}

const styles = StyleSheet.create({
  screen: { flex: 1, paddingHorizontal: 16, paddingVertical: 8 },
  page: { flex: 1, gap: 16 },
});
