// Size checks of the packages, all in this one file (`pnpm size` runs scripts/size-report.mjs, which runs
// size-limit on it and prints the feature table). Every check is what an app pays: named imports from the
// built entry (so tree-shaking applies), minified and gzipped, with react and react-dom external (the app has
// them already).
//
// Two kinds of entry:
// - a budgeted feature, paired with the smallest peer package doing the same job, measured the
//   same way in the same run; `goal` is the ratio the feature should stay under (a goal missed by a clear
//   design is a finding, not a reason to golf);
// - a regression guard only (no peer).
//
// LIMITS: the one place where the limits live. Each is the measured figure plus a small headroom, so growth
// fails the check; they are guards, not goals (the goals are the ratios below). Re-tune
// here when a deliberate change moves a figure, and say why beside it.
import { fileURLToPath } from 'node:url';

export const limits = {
  // The inspector hook (#41: the gate tells an attached devtools panel each decision; one check when none is)
  // added 0.15 kB to the gate, 0.13-0.29 kB to the features below.
  hostedGate: '0.9 kB', // measured 0.84 kB
  // The modal with parameters built and checked on the server: loader, machine with the token's lifecycle, the
  // <dialog>, the event table, https-only files with integrity, the Trusted Types policy, IdempotentAction.
  // buildModalParameters (the JSON-Schema checker) is the builders' guard below: a browser pays it only when it
  // builds the parameters itself.
  coreDocumentModal: '4.6 kB', // measured 4.52 kB
  // Final outcomes, the poll policy, the exact-origin gate, intent preload, one Idempotency-Key per creation.
  // Resuming a person's own session after a reload (`resume`, the RESUME transition, `resumed`) added 0.18 kB.
  coreHostedObserver: '3.65 kB', // measured 3.57 kB (resume 0.18 kB, the inspector hook 0.07 kB)
  // React: each component brings its own English texts, so no bundle carries another component's texts.
  // The hook and the frame: intent preload (pointer, focus, touch), prerender, the hydration-safe link check; the
  // default look is the stylesheet (reactStyles).
  // The `resume` option's lookup on mount, with core's `resume`, brought it from 5.96 kB.
  reactHosted: '6.55 kB', // measured 6.44 kB (resume 0.28 kB, the inspector hook 0.2 kB)
  // The hook and button on core's modal: failed and sign-in notices, hand-off state, kit texts; the failure read
  // by its status (FAIL or PENDING under review) added 0.16 kB.
  reactDocumentModal: '8.35 kB', // measured 8.25 kB
  // The JSON Schemas generated from the zod contract are plain data, about 0.8 kB: the price of one contract.
  coreBuilders: '4.8 kB', // measured 4661 B
  reactAll: '13.8 kB', // measured 13.62 kB: the hosted, document-modal and quiz parts above together
  // @veriframe/react/styles.css, minified as an app's build does (esbuild), then gzipped: the default look of the
  // frame's screens, the hosted dialog and the document button with its notices, one file the browser caches.
  reactStyles: '1.0 kB', // measured 0.92 kB
  // Core's KnowledgeQuizFlow (machine, countdown, typed problems, about 1.1 kB), the default look (about 2 kB) and
  // the time left with Submit stuck to the bottom of the screen. Its 170-line component split into named parts
  // (issue #43: no function over 80 lines) cost 0.12 kB.
  reactKnowledgeQuiz: '6.3 kB', // measured 6.21 kB
  // Frames scaled to fit, a container-query layout with the way to the preview stuck to the top on a phone, the
  // builders' JSON Schema checks, core's modal event table. Five long components split into named parts (issue
  // #43) cost 0.19 kB.
  reactStylePreviewer: '18.45 kB', // measured 18.39 kB
};

const local = (path) => fileURLToPath(new URL(path, import.meta.url));
// Each check imports from the entries an app imports from (core's and React's flows have their own).
const core = (entry) => local(`./packages/core/dist/${entry}.js`);
const react = (entry = 'index') => local(`./packages/react/dist/${entry}.js`);
const appPeers = ['react', 'react-dom', 'react/jsx-runtime'];

const zod = { what: 'zod', pattern: /(^|[\\/])zod[\\/]/ };
/** The devtools panel (#41): no bundle of the kit carries any of it; only an app that imports it does. */
const devtoolsPanel = {
  what: 'the devtools panel',
  pattern: /(^|[\\/])(packages[\\/]devtools|@veriframe[\\/]devtools)[\\/]/,
};
/** The hosted dialog's modules: an app that uses only the frame must not carry them. */
const hostedDialog = {
  what: 'the hosted dialog',
  pattern: /(hosted-verification-dialog|dialog-machine)\.js$/,
};

/**
 * Fails the check when a module matching one of `forbidden` ends up in the bundle; `ignore` is never used to
 * hide it.
 */
const forbidModules = (forbidden) => (config) => ({
  ...config,
  plugins: [
    ...(config.plugins ?? []),
    {
      name: 'veriframe-forbid-modules',
      setup(build) {
        build.onEnd((result) => {
          const inputs = Object.values(result.metafile?.outputs ?? {}).flatMap((output) =>
            Object.entries(output.inputs)
              .filter(([, input]) => input.bytesInOutput > 0)
              .map(([path]) => path),
          );
          for (const { what, pattern } of forbidden) {
            const found = inputs.filter((path) => pattern.test(path));
            if (found.length > 0) {
              throw new Error(
                `${what} must not be in this bundle; it has ${found.length} of its modules, e.g. ${found[0]}`,
              );
            }
          }
        });
      },
    },
  ],
});

/**
 * A check of our own code: react external, zod and the devtools panel (and whatever `forbid` adds) forbidden.
 * `imports`: the names imported from each built entry, `{ [path]: names }`, as an app's import statements would.
 */
const ours = (name, imports, limit, forbid = []) => ({
  name,
  path: Object.keys(imports),
  import: Object.fromEntries(
    Object.entries(imports).map(([path, names]) => [path, `{ ${names.join(', ')} }`]),
  ),
  ignore: appPeers,
  gzip: true,
  limit,
  modifyEsbuildConfig: forbidModules([zod, devtoolsPanel, ...forbid]),
});

/** A peer package measured the same way (no limit: it is the yardstick). */
const peer = (name, path, imports) => ({
  name,
  path,
  import: `{ ${imports.join(', ')} }`,
  ignore: appPeers,
  gzip: true,
});

const veriffInContext = peer(
  'peer: @veriff/incontext-sdk (createVeriffFrame, MESSAGES)',
  local('./node_modules/@veriff/incontext-sdk/dist/index.esm.js'),
  ['createVeriffFrame', 'MESSAGES'],
);
// Only a loader (the Link UI comes from Plaid's CDN at run time): printed beside the React features, no goal.
const reactPlaidLink = peer(
  'peer: react-plaid-link (usePlaidLink, PlaidLink)',
  local('./node_modules/react-plaid-link/dist/index.esm.js'),
  ['usePlaidLink', 'PlaidLink'],
);

// Parts: the share of a feature that is core's own, measured alone (no goal, a guard each), printed beside the
// feature so a figure can be read as "core's part + the adapter" and stays comparable while other parts move.

/**
 * The document modal as a browser pays for it when its parameters come built and checked from the server
 * (`buildModalParameters` there): the embed path alone. Also core's part of the React modal.
 */
const documentModal = ours(
  'core: document modal (parameters from the server)',
  { [core('document')]: ['preloadModalSdk', 'loadModalSdk', 'createDocumentModal'] },
  limits.coreDocumentModal,
);

/** What React hosted takes from core: final outcomes, polling policy, the exact-origin gate. */
const hostedObserver = ours(
  'core: HostedVerificationObserver (with the gate)',
  { [core('hosted')]: ['HostedVerificationObserver'], [core('embed')]: ['createMessageGate'] },
  limits.coreHostedObserver,
);

/**
 * The budgeted features, each with its peer and goal (feature size / peer size). Read by
 * scripts/size-report.mjs to print the table.
 */
export const features = [
  {
    check: ours(
      'core: hosted gate',
      { [core('embed')]: ['createMessageGate', 'parseHostedMessage'] },
      limits.hostedGate,
    ),
    peer: veriffInContext,
    goal: 0.25,
  },
  {
    check: documentModal,
    peer: veriffInContext,
    goal: 1.0,
  },
  {
    check: ours(
      'react: hosted (with @veriframe/core)',
      { [react()]: ['useHostedVerification', 'HostedVerificationFrame'] },
      limits.reactHosted,
      // The dialog is its own modules (and core's dialog machine): the frame's bundle never carries them.
      [hostedDialog],
    ),
    // The in-context SDK creates the journey's iframe and reads its messages, as this feature does.
    peer: veriffInContext,
    goal: 1.0,
    also: reactPlaidLink,
    part: hostedObserver,
  },
  {
    check: ours(
      'react: document modal (with @veriframe/core)',
      { [react('document')]: ['useDocumentModal', 'DocumentModalButton'], [react()]: ['VeriframeProvider'] },
      limits.reactDocumentModal,
    ),
    peer: veriffInContext,
    goal: 1.2,
    also: reactPlaidLink,
    part: documentModal,
  },
];

/**
 * Stylesheets an app imports, measured as its build ships them: minified (esbuild, as Vite does), then gzipped.
 * Not JavaScript, so size-limit does not bundle them; scripts/size-report.mjs measures them and fails the run
 * over the limit.
 */
export const stylesheets = [
  {
    name: 'react: styles.css (the default look)',
    path: local('./packages/react/dist/styles.css'),
    limit: limits.reactStyles,
  },
];

/** Regression guards without a peer. */
const guards = [
  ours(
    'core: builders',
    {
      [core('index')]: ['buildResultMessages'],
      [core('theme')]: ['buildStyles', 'generatePalette'],
      [core('document')]: ['buildModalParameters', 'buildLinkGenerateBody'],
      [core('hosted')]: ['buildCreateSessionBody'],
    },
    limits.coreBuilders,
  ),
  ours(
    'react: hosted and document modal together (with @veriframe/core)',
    {
      [react()]: [
        'VeriframeProvider',
        'useHostedVerification',
        'HostedVerificationFrame',
        'HostedVerificationDialog',
      ],
      [react('document')]: ['useDocumentModal', 'DocumentModalButton'],
    },
    limits.reactAll,
  ),
  ours('react: KnowledgeQuiz', { [react('age-check')]: ['KnowledgeQuiz'] }, limits.reactKnowledgeQuiz),
  // Its own entry point, so the modal and frame bundles never carry the previewer.
  ours(
    'react: style previewer (@veriframe/react/style-previewer)',
    { [react('style-previewer')]: ['StylePreviewer'] },
    limits.reactStylePreviewer,
  ),
];

const peers = [
  ...new Set(features.flatMap((feature) => [feature.peer, ...(feature.also ? [feature.also] : [])])),
];

const parts = [...new Set(features.flatMap((feature) => (feature.part ? [feature.part] : [])))];

/** Every check of our own code (not the peers), for `pnpm size --explain all`. */
export const ownChecks = [...new Set([...features.map((feature) => feature.check), ...parts, ...guards])];

export default [...new Set([...features.map((feature) => feature.check), ...parts, ...peers, ...guards])];
