// The committed JSON Schemas must be what the zod contract generates today, and only use what the browser
// checker implements.
import { describe, expect, it } from 'vitest';
import { builderContracts, toBuilderJsonSchema } from '../../schemas/builder-json-schemas';
import { assertSupportedSchema, type JsonSchemaNode } from '../check-json-schema';
import { createSessionJsonSchema } from './create-session';
import { linkGenerateJsonSchema } from './link-generate';
import { modalParametersJsonSchema } from './modal-parameters';
import { resultMessagesJsonSchema } from './result-messages';
import { stylesJsonSchema } from './styles';

const committed: Record<keyof typeof builderContracts, unknown> = {
  'create-session': createSessionJsonSchema,
  'link-generate': linkGenerateJsonSchema,
  'modal-parameters': modalParametersJsonSchema,
  styles: stylesJsonSchema,
  'result-messages': resultMessagesJsonSchema,
};

describe('generated JSON Schemas of the builders', () => {
  for (const [file, { schema }] of Object.entries(builderContracts)) {
    it(`generated/${file}.ts is what the zod contract generates`, () => {
      expect(
        committed[file as keyof typeof builderContracts],
        `src/builders/generated/${file}.ts is stale: run pnpm --filter @veriframe/core generate`,
      ).toEqual(toBuilderJsonSchema(schema));
    });

    it(`generated/${file}.ts uses only what the checker implements`, () => {
      expect(() =>
        assertSupportedSchema(committed[file as keyof typeof builderContracts] as JsonSchemaNode),
      ).not.toThrow();
    });
  }
});
