import type { ReactNode } from 'react';
import { Pressable, StyleSheet, Text, useColorScheme, View } from 'react-native';
import type { CameraPermission } from './camera-permission';
import type { VerificationWebViewTexts } from './texts';

/** What a custom camera-refused screen (`renderCameraRefused`) is given. */
export interface CameraRefusedScreen {
  /** `denied` (asking again may work), `blocked` (only the settings help), `unavailable`. */
  reason: Exclude<CameraPermission, 'granted'>;
  /** Opens this app's page of the system settings. */
  openSettings(): void;
  /** Opens the session's link in the system browser; the outcome still comes through the proxy. */
  openInBrowser(): void;
  /** Asks for the camera again (Android), or loads the page again (its camera request was refused). */
  retry(): void;
  texts: VerificationWebViewTexts;
}

const styles = StyleSheet.create({
  screen: { flex: 1, justifyContent: 'center', padding: 24, gap: 12 },
  title: { fontSize: 20, fontWeight: '600' },
  body: { fontSize: 16 },
  button: { paddingVertical: 12, paddingHorizontal: 16, borderRadius: 8, borderWidth: 1 },
  buttonText: { fontSize: 16, textAlign: 'center' },
});

/** Text readable on the system's light and dark backgrounds (the app's own screens set their own). */
const useInk = () => {
  const dark = useColorScheme() === 'dark';
  return { color: dark ? '#f2f2f2' : '#111111', borderColor: dark ? '#f2f2f2' : '#111111' };
};

const Action = ({ label, onPress }: { label: string; onPress: () => void }) => {
  const ink = useInk();
  return (
    <Pressable
      accessibilityRole="button"
      onPress={onPress}
      style={[styles.button, { borderColor: ink.borderColor }]}
    >
      <Text style={[styles.buttonText, { color: ink.color }]}>{label}</Text>
    </Pressable>
  );
};

/** A screen of one short text and, when something can be done, its button. */
export function MessageScreen({
  testID,
  text,
  action,
}: {
  testID: string;
  text: string;
  action?: { label: string; onPress: () => void };
}): ReactNode {
  const ink = useInk();
  return (
    <View style={styles.screen} testID={testID}>
      <Text accessibilityRole="alert" style={[styles.body, { color: ink.color }]}>
        {text}
      </Text>
      {action && <Action label={action.label} onPress={action.onPress} />}
    </View>
  );
}

/** The default camera-refused screen: what happened, the settings, the browser, and asking again. */
export function CameraRefused({
  reason,
  openSettings,
  openInBrowser,
  retry,
  texts,
}: CameraRefusedScreen): ReactNode {
  const ink = useInk();
  return (
    <View style={styles.screen} testID="veriframe-camera-refused">
      <Text accessibilityRole="header" style={[styles.title, { color: ink.color }]}>
        {texts.title}
      </Text>
      <Text style={[styles.body, { color: ink.color }]}>{texts.body}</Text>
      <Action label={texts.openSettings} onPress={openSettings} />
      <Action label={texts.openInBrowser} onPress={openInBrowser} />
      {reason !== 'blocked' && <Action label={texts.retry} onPress={retry} />}
    </View>
  );
}
