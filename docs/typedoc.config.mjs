import { apiEntryPoints } from './api-entry-points.mjs';

/** @type {Partial<import('typedoc').TypeDocOptions> & Record<string, unknown>} */
export default {
  tsconfig: './tsconfig.typedoc.json',
  entryPoints: apiEntryPoints().map((entry) => entry.file),
  plugin: ['typedoc-plugin-markdown', 'typedoc-vitepress-theme', './typedoc-module-names.mjs'],
  out: './reference/api',
  docsRoot: '.',
  readme: 'none',
  excludePrivate: true,
  excludeInternal: true,
  skipErrorChecking: true,
  hidePageHeader: true,
  sanitizeComments: true,
  logLevel: 'Warn',
  // One page per symbol, so no page runs to hundreds of screens; each entry point's index lists its functions
  // (components, hooks, factories) first, the error classes last, as a compact table.
  outputFileStrategy: 'members',
  entryFileName: 'index',
  groupOrder: ['Functions', 'Variables', 'Interfaces', 'Type Aliases', 'Classes', '*'],
  indexFormat: 'table',
  parametersFormat: 'table',
  interfacePropertiesFormat: 'table',
  tableColumnSettings: { hideSources: true, hideInherited: true },
  name: 'API reference',
};
