// The `strict-mode` Jest project: Testing Library's `render` and `renderHook` wrap what they render in
// React.StrictMode (around any wrapper the test gives), so every test also runs with StrictMode's second
// setup/cleanup/setup of each effect and its double render.
const React = require('react');

jest.mock('@testing-library/react-native', () => {
  const actual = jest.requireActual('@testing-library/react-native');
  const strict = (Wrapper) => (props) =>
    React.createElement(
      React.StrictMode,
      null,
      Wrapper ? React.createElement(Wrapper, props) : props.children,
    );
  const render = (ui, options = {}) => actual.render(ui, { ...options, wrapper: strict(options.wrapper) });
  const renderHook = (callback, options = {}) =>
    actual.renderHook(callback, { ...options, wrapper: strict(options.wrapper) });
  globalThis.__veriframeStrictMode = true;
  return new Proxy(actual, {
    get: (target, key) => (key === 'render' ? render : key === 'renderHook' ? renderHook : target[key]),
  });
});
