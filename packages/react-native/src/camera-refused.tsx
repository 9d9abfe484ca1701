import type { ReactNode } from 'react';
import { Pressable, StyleSheet, Text, View } from 'react-native';
import type { CameraPermission } from './camera-permission';

/** The words of the component's own screens: camera refused, waiting for the browser, page left. */
export interface VerificationWebViewTexts {
  title: string;
  body: string;
  openSettings: string;
  openInBrowser: string;
  retry: string;
  /** Shown while the journey continues in the system browser. */
  waitingInBrowser: string;
  /** Shown when the WebView was taken to another site and closed. */
  pageLeft: string;
  /** The button that opens the journey again after that. */
  reopen: string;
}

export const defaultVerificationWebViewTexts: VerificationWebViewTexts = {
  title: 'The camera is off for this app',
  body: 'The verification photographs your ID document and your face. Allow the camera in the settings, or continue in your browser.',
  openSettings: 'Open settings',
  openInBrowser: 'Continue in the browser',
  retry: 'Try again',
  waitingInBrowser:
    'Finish the verification in your browser, then come back: the result appears here once the service confirms it.',
  pageLeft: 'The verification page was taken to another site, so it was closed.',
  reopen: 'Open the verification again',
};

/** What a custom camera-refused screen (`renderCameraRefused`) is given. */
export interface CameraRefusedScreen {
  /** `denied` (asking again may work), `blocked` (only the settings help), `unavailable`. */
  reason: Exclude<CameraPermission, 'granted'>;
  /** Opens this app's page of the system settings. */
  openSettings(): void;
  /** Opens the session's link in the system browser; the outcome still comes through the proxy. */
  openInBrowser(): void;
  /** Asks for the camera again (back from the settings). */
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

const Action = ({ label, onPress }: { label: string; onPress: () => void }) => (
  <Pressable accessibilityRole="button" onPress={onPress} style={styles.button}>
    <Text style={styles.buttonText}>{label}</Text>
  </Pressable>
);

/** The default camera-refused screen: what happened, the settings, the browser, and asking again. */
export function CameraRefused({
  reason,
  openSettings,
  openInBrowser,
  retry,
  texts,
}: CameraRefusedScreen): ReactNode {
  return (
    <View style={styles.screen} testID="veriframe-camera-refused">
      <Text accessibilityRole="header" style={styles.title}>
        {texts.title}
      </Text>
      <Text style={styles.body}>{texts.body}</Text>
      <Action label={texts.openSettings} onPress={openSettings} />
      <Action label={texts.openInBrowser} onPress={openInBrowser} />
      {reason !== 'blocked' && <Action label={texts.retry} onPress={retry} />}
    </View>
  );
}

/** Shown while the journey runs in the system browser and the proxy has not confirmed an outcome yet. */
export function WaitingInBrowser({ texts }: { texts: VerificationWebViewTexts }): ReactNode {
  return (
    <View style={styles.screen} testID="veriframe-waiting-in-browser">
      <Text style={styles.body}>{texts.waitingInBrowser}</Text>
    </View>
  );
}

/** Shown after the WebView was taken away from the hosted origins (it is unmounted: fail closed). */
export function PageLeft({
  texts,
  reopen,
}: {
  texts: VerificationWebViewTexts;
  reopen: () => void;
}): ReactNode {
  return (
    <View style={styles.screen} testID="veriframe-page-left">
      <Text style={styles.body}>{texts.pageLeft}</Text>
      <Action label={texts.reopen} onPress={reopen} />
    </View>
  );
}
