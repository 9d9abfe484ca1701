// TypeDoc names each entry point after its folder ("core/src/schemas"); a reader imports it as
// "@veriframe/core/schemas". This plugin renames each module to its import path, so the API pages and their
// sidebar read the way the code does. It also drops the members a type inherits from a dependency (a
// button's props extend React's ~300 HTML attributes): those are React's to document, not ours.
import { Converter, ReflectionKind } from 'typedoc';
import { apiEntryPoints } from './api-entry-points.mjs';

/** Entry point (as TypeDoc names it) -> import path. */
export const importPaths = Object.fromEntries(
  apiEntryPoints().map((entry) => [entry.moduleName, entry.importPath]),
);

/** Whether every source of a reflection is in node_modules (so it is a dependency's, inherited). */
const fromDependency = (reflection) =>
  reflection.inheritedFrom !== undefined &&
  reflection.sources?.length > 0 &&
  reflection.sources.every((source) => source.fileName.includes('node_modules/'));

export function load(app) {
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    for (const module of context.project.getReflectionsByKind(ReflectionKind.Module)) {
      const importPath = importPaths[module.name];
      if (!importPath)
        throw new Error(`typedoc-module-names: no import path for the entry point ${module.name}`);
      module.name = importPath;
    }
    const members = ReflectionKind.Property | ReflectionKind.Method | ReflectionKind.Accessor;
    for (const member of context.project.getReflectionsByKind(members))
      if (fromDependency(member)) context.project.removeReflection(member);
  });
}
