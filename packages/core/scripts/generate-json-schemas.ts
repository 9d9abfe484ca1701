// Writes src/builders/generated/*.ts from the zod contract (run: pnpm --filter @veriframe/core generate).
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  builderContracts,
  renderGeneratedModule,
  toBuilderJsonSchema,
} from '../src/schemas/builder-json-schemas';

const modules = Object.entries(builderContracts).map(([file, { name, schema }]) => ({
  file,
  name,
  jsonSchema: toBuilderJsonSchema(schema),
}));
const written = modules.map(({ file, name, jsonSchema }) => {
  const path = fileURLToPath(new URL(`../src/builders/generated/${file}.ts`, import.meta.url));
  const others = modules.filter((other) => other.file !== file);
  writeFileSync(path, renderGeneratedModule(name, jsonSchema, others));
  return path;
});
// The repository's formatter, so the files pass `pnpm lint` as written.
execFileSync('pnpm', ['exec', 'biome', 'format', '--write', ...written], { stdio: 'inherit' });
console.log(`wrote ${written.length} JSON Schemas`);
