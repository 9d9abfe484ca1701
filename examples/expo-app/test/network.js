// The app's requests go over the network to the proxy and sandbox test/global-setup.mjs started: Node's fetch
// in place of `expo/fetch`, whose native module Jest has not (test/environment.js kept Node's aside).
Object.defineProperty(globalThis, 'fetch', {
  value: globalThis.__nodeFetch,
  writable: true,
  configurable: true,
});
