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
  outputFileStrategy: 'modules',
  entryFileName: 'index',
  name: 'API reference',
};
