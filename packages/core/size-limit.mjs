// Size budgets of @veriframe/core (min+gzip), spread into the root .size-limit.mjs. Each check imports
// named exports from the built entry so tree-shaking applies, as in an app's bundle.
import { fileURLToPath } from 'node:url';

const index = fileURLToPath(new URL('./dist/index.js', import.meta.url));

/** Fails the check when any zod module ends up in the bundle; `ignore` is never used to hide it. */
const forbidZod = (config) => ({
  ...config,
  plugins: [
    ...(config.plugins ?? []),
    {
      name: 'veriframe-forbid-zod',
      setup(build) {
        build.onEnd((result) => {
          const inputs = Object.values(result.metafile?.outputs ?? {}).flatMap((o) =>
            Object.entries(o.inputs)
              .filter(([, i]) => i.bytesInOutput > 0)
              .map(([path]) => path),
          );
          const zod = inputs.filter((path) => /(^|[\\/])zod[\\/]/.test(path));
          if (zod.length)
            throw new Error(
              `zod must not be in this bundle; it has ${zod.length} zod modules, e.g. ${zod[0]}`,
            );
        });
      },
    },
  ],
});

// The budgets of issue 2 (embed path 1.5 kB, builders 2 kB) are goals not met: every required behaviour
// kept, the embed path measures 2.39 kB (2393 B after a second size pass; it was 2425 B) and the builders
// 2.94 kB (2026-11-22; per-part breakdowns and the embed path's floor in the README). Until they are met,
// each limit is the measured size rounded up (the embed path's to 0.01 kB), so any growth fails.
export default [
  {
    // Exactly what an embedder calls. Test helpers (resetLoaderCache, modalTransitions, nextModalState,
    // normalizeOrigins) are not imported; the parts of them the modal and the gate use are counted anyway.
    name: 'core: embed path (gate + loader + modal lifecycle; goal 1.5 kB, not met)',
    path: index,
    import:
      '{ parseHostedMessage, createMessageGate, loadScript, loadStylesheet, preloadModalSdk, loadModalSdk, createDocumentModal }',
    limit: '2.4 kB',
    gzip: true,
    modifyEsbuildConfig: forbidZod,
  },
  {
    name: 'core: builders (goal 2 kB, not met)',
    path: index,
    import:
      '{ buildResultMessages, buildStyles, generatePalette, buildModalParameters, buildCreateSessionBody, buildLinkGenerateBody }',
    // 3.76 kB on 2026-11-24: +0.81 kB for issue messages that say what each rule wants (issue 15:
    // "fails rule radius" named no allowed value); clarity over bytes. Limit = measured, rounded up.
    limit: '3.8 kB',
    gzip: true,
    modifyEsbuildConfig: forbidZod,
  },
];
