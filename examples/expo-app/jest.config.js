// jest-expo's preset (React Native's test environment), plus one server for every test: the example's
// server.mjs with the packed sandbox behind it, started once (test/global-setup.mjs).
const { transformIgnorePatterns } = require('jest-expo/jest-preset');

module.exports = {
  preset: 'jest-expo',
  // @veriframe/* ship ES modules: Babel turns them into what Jest runs, like the React Native packages.
  transformIgnorePatterns: transformIgnorePatterns.map((pattern) =>
    pattern.startsWith('/node_modules/(?!(') ? pattern.replace('(?!(', '(?!(@veriframe|') : pattern,
  ),
  testEnvironment: './test/environment.js',
  setupFiles: ['./test/native-modules.js'],
  setupFilesAfterEnv: ['./test/network.js'],
  globalSetup: './test/global-setup.mjs',
  globalTeardown: './test/global-teardown.mjs',
  testTimeout: 60_000,
};
