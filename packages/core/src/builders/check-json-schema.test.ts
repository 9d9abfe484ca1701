import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toBuilderJsonSchema } from '../schemas/builder-json-schemas';
import { withRule } from '../schemas/rule-schema';
import {
  assertSupportedSchema,
  checkJsonSchema,
  type JsonSchemaNode,
  UnsupportedSchemaError,
} from './check-json-schema';
import { stylesJsonSchema } from './generated/styles';

const issuesOf = (schema: JsonSchemaNode, input: unknown) => {
  const result = checkJsonSchema(schema, input);
  return result.ok ? [] : result.error.issues.map(({ path, rule }) => `${path} ${rule}`);
};

describe('the checker refuses what it does not implement', () => {
  it('throws on a keyword it does not know, on the node it visits, instead of ignoring it', () => {
    const withPattern = {
      ...stylesJsonSchema,
      properties: { ...stylesJsonSchema.properties, primaryColor: { type: 'string', pattern: '^[a-z]+$' } },
    } as JsonSchemaNode;
    expect(() => checkJsonSchema(withPattern, { primaryColor: 'BLUE' })).toThrow(UnsupportedSchemaError);
    expect(() => checkJsonSchema(withPattern, { primaryColor: 'BLUE' })).toThrow(
      'keyword "pattern" at primaryColor',
    );
  });

  it('finds such a keyword anywhere in a schema, even under a field the input leaves out', () => {
    const deep = {
      type: 'object',
      properties: { a: { type: 'array', items: { type: 'string', minLength: 1 } } },
    };
    expect(() => assertSupportedSchema(deep as JsonSchemaNode)).toThrow('keyword "minLength" at a.<items>');
    expect(() => assertSupportedSchema(stylesJsonSchema)).not.toThrow();
  });

  it('throws on a rule or decoding it does not have', () => {
    expect(() => checkJsonSchema({ type: 'string', 'x-rule': 'zip-code' }, '10001')).toThrow(
      'rule "zip-code"',
    );
    expect(() => checkJsonSchema({ 'x-decode': 'yaml' }, 'a: b')).toThrow('decoding "yaml"');
  });

  it('a zod check without a rule (here .regex) generates a keyword the checker refuses', () => {
    const contract = z.strictObject({
      zip: z.string().regex(/^\d{5}$/),
      email: withRule(z.string(), 'email'),
    });
    const generated = toBuilderJsonSchema(contract) as JsonSchemaNode;
    expect(() => assertSupportedSchema(generated)).toThrow(UnsupportedSchemaError);
  });
});

describe('the checker', () => {
  it('reports unknown keys first, then fields in order, then the whole-value rule, with full paths', () => {
    expect(
      issuesOf(stylesJsonSchema, {
        primaryColor: 'brnd',
        colors: { brand: ['#fff', 3] },
        colour: 'x',
        primaryShade: 2.5,
      }),
    ).toEqual([
      'colour unknown-key',
      'colors.brand[1] type:string',
      'colors.brand palette-length',
      'primaryShade range',
      'primaryColor palette-ref',
    ]);
  });

  it('refuses a __proto__ key in a map by name, rather than letting it vanish', () => {
    const colors = JSON.parse('{"__proto__": ["#fff"]}');
    expect(issuesOf(stylesJsonSchema, { colors })).toEqual(['colors.__proto__ reserved-key']);
  });

  it('treats NaN and Infinity as no number, as JSON and zod do', () => {
    const icon = (width: number) => ({ assets: { icons: { handoff: { header: { main: { width } } } } } });
    expect(issuesOf(stylesJsonSchema, icon(Number.NaN))).toEqual([
      'assets.icons.handoff.header.main.width type:number',
    ]);
    expect(issuesOf(stylesJsonSchema, icon(Number.POSITIVE_INFINITY))).toEqual([
      'assets.icons.handoff.header.main.width type:number',
    ]);
  });

  it('keeps no state between calls: the clock of one call is not the clock of the next', () => {
    const node: JsonSchemaNode = { type: 'string', 'x-rule': 'date' };
    expect(checkJsonSchema(node, '20260116', { now: () => new Date('2026-01-15T00:00:00Z') }).ok).toBe(false);
    expect(checkJsonSchema(node, '20260116', { now: () => new Date('2026-01-17T00:00:00Z') }).ok).toBe(true);
  });
});
