import type { CameraPermission } from '@veriframe/core/webview';
// biome-ignore lint/correctness/useReactNativePlatformComponents: react-native exports it on every platform; it is called only when Platform.OS is android, and one file keeps the package free of platform builds
import { PermissionsAndroid, Platform } from 'react-native';

/** The camera as the app holds it before the journey opens (core's `CameraPermission`). */
export type { CameraPermission };

/**
 * Asks for the camera before a hosted journey opens in a WebView. Android: react-native-webview gives a page
 * the camera only when the app holds CAMERA, so it is asked here (`PermissionsAndroid`, no native module of
 * ours). iOS: the WebView asks itself on the page's first capture (the app's `NSCameraUsageDescription` is the
 * text shown): `granted` here, the system decides there.
 *
 * @example
 * if ((await askCameraPermission()) !== 'granted') showCameraRefused();
 */
export async function askCameraPermission(
  rationale?: Parameters<typeof PermissionsAndroid.request>[1],
): Promise<CameraPermission> {
  if (Platform.OS !== 'android') return 'granted';
  const camera = PermissionsAndroid.PERMISSIONS.CAMERA;
  try {
    if (await PermissionsAndroid.check(camera)) return 'granted';
    const answer = await PermissionsAndroid.request(camera, rationale);
    if (answer === PermissionsAndroid.RESULTS.GRANTED) return 'granted';
    return answer === PermissionsAndroid.RESULTS.NEVER_ASK_AGAIN ? 'blocked' : 'denied';
  } catch {
    // No activity to ask from, or the permission is unknown to this system.
    return 'unavailable';
  }
}
