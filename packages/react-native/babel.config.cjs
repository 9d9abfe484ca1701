// Jest only: React Native's own preset (Flow in react-native's sources, TypeScript and JSX in ours). Core's
// TypeScript sources use `declare` fields, which the preset's Flow pass refuses: TypeScript is stripped first.
const typescript = require.resolve('@babel/plugin-transform-typescript', {
  paths: [require.resolve('@react-native/babel-preset')],
});

module.exports = {
  presets: ['module:@react-native/babel-preset'],
  overrides: [
    { test: /\.ts$/, plugins: [[typescript, { allowDeclareFields: true, isTSX: false }]] },
    { test: /\.tsx$/, plugins: [[typescript, { allowDeclareFields: true, isTSX: true }]] },
  ],
};
