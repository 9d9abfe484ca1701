// TypeDoc names each entry point after its folder ("core/src/schemas"); a reader imports it as
// "@veriframe/core/schemas". This plugin renames each module to its import path, so the API pages and their
// sidebar read the way the code does. It also drops the members a type inherits from a dependency (a
// button's props extend React's ~300 HTML attributes): those are React's to document, not ours. And it
// escapes a bare `<word>` in the summaries of the index tables (`AgeMatch5.0.<country>`), which VitePress
// would otherwise read as an HTML tag that never closes, and cuts those summaries to their first sentence.
import { Converter, ReflectionKind } from 'typedoc';
import { MarkdownPageEvent } from 'typedoc-plugin-markdown';
import { apiEntryPoints } from './api-entry-points.mjs';

/** Entry point (as TypeDoc names it) -> import path. */
export const importPaths = Object.fromEntries(
  apiEntryPoints().map((entry) => [entry.moduleName, entry.importPath]),
);

/** A table row with each `<` outside code spans escaped, but for the anchors (`<a id>`) the theme writes. */
export function escapeTags(line) {
  if (!line.startsWith('|')) return line;
  return line
    .split(/(`[^`]*`)/)
    .map((part, i) => (i % 2 ? part : part.replace(/<(?!\/?a[\s>])/g, '&lt;')))
    .join('');
}

/**
 * An index row with its summary cut to the first sentence, so an entry point's index is a list to scan:
 * `| [name](link) | First sentence. |` (the symbol's own page has the rest).
 */
export function firstSentence(line) {
  const row = /^(\| \[[^\]]+\]\([^)]+\) \| )(.*)( \|)$/.exec(line);
  if (!row) return line;
  const end = row[2].search(/[.:;](?= [A-Z(`])/);
  return end === -1 ? line : `${row[1]}${row[2].slice(0, end + 1)}${row[3]}`;
}

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
  app.renderer.on(MarkdownPageEvent.END, (page) => {
    if (!page.contents) return;
    const index = page.url.endsWith('index.md');
    page.contents = page.contents
      .split('\n')
      .map((line) => escapeTags(index ? firstSentence(line) : line))
      .join('\n');
  });
}
