// TypeDoc names each entry point after its folder ("core/src/schemas"); a reader imports it as
// "@veriframe/core/schemas". This plugin renames each module to its import path, so the API pages and their
// sidebar read the way the code does.
import { Converter, ReflectionKind } from 'typedoc';

/** Entry point (as TypeDoc names it) -> import path. */
export const importPaths = {
  'core/src': '@veriframe/core',
  'core/src/schemas': '@veriframe/core/schemas',
  'core/src/browser-api': '@veriframe/core/browser-api',
  'core/src/client': '@veriframe/core/client',
  'core/src/webview': '@veriframe/core/webview',
  'react/src': '@veriframe/react',
  'react/src/style-previewer': '@veriframe/react/style-previewer',
  'react/src/texts/load-kit-texts': '@veriframe/react/texts',
  'server/src': '@veriframe/server',
  'server/src/node': '@veriframe/server/node',
  'server/src/next': '@veriframe/server/next',
  'server/src/redis': '@veriframe/server/redis',
  'server/src/postgres': '@veriframe/server/postgres',
  'sandbox/src': '@veriframe/sandbox',
  'sandbox/src/test-data': '@veriframe/sandbox/test-data',
  'sandbox/src/playwright': '@veriframe/sandbox/playwright',
};

export function load(app) {
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    for (const module of context.project.getReflectionsByKind(ReflectionKind.Module)) {
      const importPath = importPaths[module.name];
      if (!importPath)
        throw new Error(`typedoc-module-names: no import path for the entry point ${module.name}`);
      module.name = importPath;
    }
  });
}
