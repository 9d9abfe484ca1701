import { useState } from 'react';
import { Button, Text, TextInput, View } from 'react-native';
import type { AppConfig } from './config';
import { type SignedIn, signIn } from './session';

/** The demo sign-in: a name, for a bearer token from the example's server. */
export function SignInForm({
  config,
  onSignedIn,
}: {
  config: AppConfig;
  onSignedIn: (person: SignedIn) => void;
}) {
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit() {
    setBusy(true);
    setProblem(null);
    try {
      onSignedIn(await signIn(config, name.trim()));
    } catch (error) {
      setProblem((error as Error).message);
      setBusy(false);
    }
  }
  return (
    <View style={{ gap: 12 }}>
      <Text accessibilityRole="header">Sign in</Text>
      <TextInput
        accessibilityLabel="Your name"
        placeholder="Your name"
        value={name}
        onChangeText={setName}
        autoCapitalize="words"
        style={{ borderWidth: 1, padding: 8 }}
      />
      {problem ? <Text accessibilityRole="alert">{problem}</Text> : null}
      <Button title="Sign in" onPress={submit} disabled={busy || name.trim() === ''} />
    </View>
  );
}
