// react-native-webview's native module (`RNCWebViewModule`) has no JavaScript implementation: the one stand-in
// of these tests, registered where React Native's Jest setup keeps the native modules. It records what the
// library tells the native side: `shouldStartLoadWithLockIdentifier(shouldStart, lockIdentifier)` after each
// onShouldStartLoadWithRequest decision.
const { NativeModules } = require('react-native');

NativeModules.RNCWebViewModule = {
  isFileUploadSupported: jest.fn(async () => false),
  shouldStartLoadWithLockIdentifier: jest.fn(),
};
