// Jest runs no native binary: react-native-webview's native module (its TurboModule) is absent, so its JS
// component could not even load. This stands in for that module only; the WebView component itself is the real one.
jest.mock('react-native-webview/lib/NativeRNCWebViewModule', () => ({
  __esModule: true,
  default: {
    isFileUploadSupported: async () => false,
    shouldStartLoadWithLockIdentifier: () => {},
  },
}));

// react-native-safe-area-context's own Jest mock (its native view measures nothing under Jest): zero insets.
jest.mock(
  'react-native-safe-area-context',
  () => require('react-native-safe-area-context/jest/mock').default,
);
