// The app's requests go over the network to the proxy and sandbox test/global-setup.mjs started: Node's fetch
// in place of `expo/fetch`, whose native module Jest has not (test/environment.js kept Node's aside).
Object.defineProperty(globalThis, 'fetch', {
  value: globalThis.__nodeFetch,
  writable: true,
  configurable: true,
});

// Every wait in these tests is for an answer over the network, on a machine that may be busy: `findBy*` and
// `waitFor` give it 20 s (Testing Library's default, 1 s, ran out under load), far above the usual 0.1 to 2 s.
require('@testing-library/react-native').configure({ asyncUtilTimeout: 20_000 });
