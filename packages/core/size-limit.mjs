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

export default [
  {
    // Exactly what an embedder calls. Test helpers (resetLoaderCache, modalTransitions, nextModalState,
    // normalizeOrigins) are not imported; the parts of them the modal and the gate use are counted anyway.
    name: 'core: embed path (gate + loader + modal lifecycle)',
    path: index,
    import:
      '{ parseHostedMessage, createMessageGate, loadScript, loadStylesheet, preloadModalSdk, loadModalSdk, createDocumentModal }',
    limit: '1.5 kB',
    gzip: true,
    modifyEsbuildConfig: forbidZod,
  },
  {
    name: 'core: builders',
    path: index,
    import:
      '{ buildResultMessages, buildStyles, generatePalette, buildModalParameters, buildCreateSessionBody, buildLinkGenerateBody }',
    limit: '2 kB',
    gzip: true,
    modifyEsbuildConfig: forbidZod,
  },
];
