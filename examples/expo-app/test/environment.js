// React Native's Jest environment, keeping Node's own fetch aside: jest-expo installs `expo/fetch` as the global
// fetch, whose native side Jest does not have, and the app's requests must reach the real proxy (see
// test/network.js, which puts Node's fetch back).
// React Native 0.85 (Expo SDK 56) moved its Jest preset out of react-native into @react-native/jest-preset;
// SDK 55's React Native 0.83 still ships it (scripts/pins/expo-sdk.mjs tests both).
const ReactNativeEnvironment = (() => {
  try {
    return require('@react-native/jest-preset/jest/react-native-env.js');
  } catch {
    // biome-ignore lint/suspicious/noReactNativeDeepImports: Jest's environment, not app code; 0.83 has no other path
    return require('react-native/jest/react-native-env.js');
  }
})();

module.exports = class ExampleEnvironment extends ReactNativeEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.defineProperty(this.global, '__nodeFetch', { value: globalThis.fetch });
  }
};
