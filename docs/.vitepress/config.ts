import { existsSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitepress';

// TypeDoc writes the API pages and their sidebar before each build (docs/typedoc.json); `pnpm run docs` and
// `pnpm docs:build` run it first, so the list is there whenever the site is served.
const apiSidebarFile = new URL('../reference/api/typedoc-sidebar.json', import.meta.url);
const apiSidebar = existsSync(apiSidebarFile) ? JSON.parse(readFileSync(apiSidebarFile, 'utf8')) : [];

const guide = [
  { text: 'Getting started', link: '/guide/getting-started' },
  { text: 'Next.js in three files', link: '/guide/nextjs-short' },
  { text: 'Next.js: every file', link: '/guide/nextjs' },
  { text: 'Vite (React SPA)', link: '/guide/vite' },
  { text: 'React Native', link: '/guide/react-native' },
  { text: 'Testing with the sandbox', link: '/guide/testing' },
  { text: 'Designing themes', link: '/guide/themes' },
  { text: 'The demo, screen by screen', link: '/guide/screens' },
  { text: 'Devtools: why nothing happened', link: '/guide/devtools' },
  { text: 'Going to production', link: '/guide/production' },
  { text: 'The security model', link: '/guide/security' },
];

const packages = [
  {
    text: '@veriframe/core',
    items: [
      { text: 'Embed path', link: '/packages/core' },
      { text: 'Flows', link: '/packages/core-flows' },
      { text: 'Builders', link: '/packages/core-builders' },
    ],
  },
  {
    text: '@veriframe/react',
    items: [
      { text: 'Provider, texts, accessibility', link: '/packages/react' },
      { text: 'Flows', link: '/packages/react-flows' },
    ],
  },
  {
    text: '@veriframe/server',
    items: [
      { text: 'Setup', link: '/packages/server' },
      { text: 'Using the proxy', link: '/packages/server-proxy' },
      { text: 'Webhooks', link: '/packages/server-webhooks' },
    ],
  },
  {
    text: '@veriframe/sandbox',
    items: [
      { text: 'Start and admin API', link: '/packages/sandbox' },
      { text: 'What each area emulates', link: '/packages/sandbox-areas' },
    ],
  },
];

const reference = [
  { text: 'Glossary', link: '/reference/glossary' },
  { text: 'Routes', link: '/reference/routes' },
  { text: 'Errors', link: '/reference/errors' },
  { text: 'The contract and schemas', link: '/reference/contract' },
  { text: 'Where the spec lives', link: '/reference/spec-map' },
  { text: "The spec's sections", link: '/reference/spec-sections' },
  { text: 'Size', link: '/reference/size' },
  { text: 'Benchmarks', link: '/reference/benchmarks' },
  { text: 'Working on the repository', link: '/reference/repository' },
  { text: 'How long the test command takes', link: '/reference/test-command' },
  { text: 'Tested versions', link: '/reference/tested-versions' },
];

export default defineConfig({
  title: 'Veriframe',
  description: 'Embed an identity, age and document verification service in a React app, safely.',
  cleanUrls: true,
  // Pieces included into pages (<!--@include: -->), not pages of their own.
  srcExclude: ['parts/**'],
  // A dead internal link fails the build. The only exceptions are the guides other branches write (the
  // Next.js and React Native guides): once they are in docs/guide/, this list is empty.
  themeConfig: {
    nav: [
      { text: 'Guide', link: '/guide/getting-started' },
      { text: 'Next.js', link: '/guide/nextjs-short' },
      { text: 'Packages', link: '/packages/core' },
      { text: 'Reference', link: '/reference/routes' },
      { text: 'API', link: '/reference/api/' },
    ],
    sidebar: {
      '/guide/': [{ text: 'Guide', items: guide }],
      '/packages/': packages,
      '/reference/': [
        { text: 'Reference', items: reference },
        { text: 'API (from TSDoc)', collapsed: true, items: apiSidebar },
      ],
    },
    search: { provider: 'local' },
    outline: [2, 3],
  },
});
