// TypeDoc names each entry point after its folder ("core/src/schemas"); a reader imports it as
// "@veriframe/core/schemas". This plugin renames each module to its import path, so the API pages and their
// sidebar read the way the code does.
import { Converter, ReflectionKind } from 'typedoc';
import { apiEntryPoints } from './api-entry-points.mjs';

/** Entry point (as TypeDoc names it) -> import path. */
export const importPaths = Object.fromEntries(
  apiEntryPoints().map((entry) => [entry.moduleName, entry.importPath]),
);

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
