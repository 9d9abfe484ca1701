// Pre-bundled before the first story runs: a dependency Vite only discovers mid-run makes it re-optimize
// and reload, which fails every story of that run on a fresh machine (empty Vite cache, as in CI).
export const prebundledDependencies = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
];
