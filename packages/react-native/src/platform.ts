import type { WebViewJourneyPlatform } from '@veriframe/core/webview';
import { AppState, Linking } from 'react-native';
import { askCameraPermission } from './camera-permission';

/**
 * React Native's side of core's `WebViewJourney`: the camera asked for with `PermissionsAndroid` (and its
 * rationale), the browser and the settings through `Linking`, the person's return through `AppState`.
 */
export const reactNativePlatform = (
  rationale: Parameters<typeof askCameraPermission>[0],
): WebViewJourneyPlatform => ({
  askCamera: () => askCameraPermission(rationale),
  openUrl: (url) => void Linking.openURL(url),
  openSettings: () => void Linking.openSettings(),
  onActive: (listener) => {
    const subscription = AppState.addEventListener('change', (state) => {
      if (state === 'active') listener();
    });
    return () => subscription.remove();
  },
});
