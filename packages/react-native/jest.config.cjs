// React Native Testing Library under React Native's Jest preset: react-native's Flow sources need its Babel
// preset, which Vitest does not run. Workspace packages resolve to their sources (the development condition).
// Every test runs as written and with each render inside React.StrictMode (its effects run setup,
// cleanup and setup again, as in a development build of an app that uses StrictMode). The tests that read URLs
// run a third time with React Native's own URL in place of Node's (test/react-native-url.cjs).
const project = {
  preset: '@react-native/jest-preset',
  testEnvironmentOptions: { customExportConditions: ['@veriframe/development', 'require', 'react-native'] },
  // pnpm's store (node_modules/.pnpm/<name>@<version>/node_modules/<name>): React Native and the WebView ship
  // untranspiled sources, everything else is used as published.
  transformIgnorePatterns: [
    'node_modules/(?!(\\.pnpm/(react-native|@react-native|react-native-webview|@testing-library\\+react-native)[^/]*/node_modules/)|(react-native|@react-native|react-native-webview|@testing-library)/)',
  ],
  // One React for the app and for the kit's base hook (`@veriframe/react/base`, read from its sources, would
  // otherwise find the web package's own React), as an app's single install has.
  moduleNameMapper: {
    '^react$': '<rootDir>/node_modules/react',
    '^react/(.*)$': '<rootDir>/node_modules/react/$1',
  },
  setupFiles: ['<rootDir>/test/native-webview-module.cjs'],
  setupFilesAfterEnv: ['<rootDir>/test/testing-library.cjs'],
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
};

module.exports = {
  projects: [
    { ...project, displayName: 'plain' },
    {
      ...project,
      displayName: 'strict-mode',
      setupFilesAfterEnv: [...project.setupFilesAfterEnv, '<rootDir>/test/strict-mode.cjs'],
    },
    {
      ...project,
      displayName: 'react-native-url',
      setupFiles: [...project.setupFiles, '<rootDir>/test/react-native-url.cjs'],
      // The tests of origins, navigations and bridge messages (the rest do not read URLs).
      testMatch: ['origin-checks.test.ts', 'navigation.test.ts', 'verification-webview.test.tsx'].map(
        (file) => `<rootDir>/src/${file}`,
      ),
    },
  ],
  globalSetup: '<rootDir>/test/global-setup.cjs',
  globalTeardown: '<rootDir>/test/global-teardown.cjs',
  // The tests wait for the real proxy and sandbox: 5 s is tight on a loaded 2-core machine.
  testTimeout: 30_000,
};
