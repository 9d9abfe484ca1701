// Writes src/builders/generated/*.ts from the zod contract (run: pnpm --filter @veriframe/core generate).
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  builderContracts,
  renderGeneratedModule,
  toBuilderJsonSchema,
} from '../src/schemas/builder-json-schemas';

const written = Object.entries(builderContracts).map(([file, { name, schema }]) => {
  const path = fileURLToPath(new URL(`../src/builders/generated/${file}.ts`, import.meta.url));
  writeFileSync(path, renderGeneratedModule(name, toBuilderJsonSchema(schema)));
  return path;
});
// The repository's formatter, so the files pass `pnpm lint` as written.
execFileSync('pnpm', ['exec', 'biome', 'format', '--write', ...written], { stdio: 'inherit' });
console.log(`wrote ${written.length} JSON Schemas`);
