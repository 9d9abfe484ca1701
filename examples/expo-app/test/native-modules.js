// Jest runs no native binary: react-native-webview's native module (its TurboModule) is absent, so its JS
// component could not even load. This stands in for that module only; the WebView component itself is the real one.
jest.mock('react-native-webview/lib/NativeRNCWebViewModule', () => ({
  __esModule: true,
  default: {
    isFileUploadSupported: async () => false,
    shouldStartLoadWithLockIdentifier: () => {},
  },
}));
