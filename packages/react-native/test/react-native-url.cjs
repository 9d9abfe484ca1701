// The `react-native-url` Jest project: the global URL and URLSearchParams are React Native's own
// (Libraries/Blob/URL.js), as a bare React Native app has them (Expo installs a WHATWG URL instead). That URL is a
// regex polyfill: its `origin` keeps `:443`, the host's case and any user info, and its constructor never throws.
const { URL, URLSearchParams } = jest.requireActual('react-native/Libraries/Blob/URL');

Object.assign(globalThis, { URL, URLSearchParams });
globalThis.__veriframeReactNativeUrl = true;
