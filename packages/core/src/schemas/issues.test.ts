import { describe, expect, it } from 'vitest';
import { modalParameters } from '../../test/fixtures';
import { linkGenerateRequestSchema, modalParametersSchemaWith } from './document';
import { parseRequestBody, validationIssuesOf } from './issues';
import { vxStylesSchema } from './presentation';
import { createSessionRequestSchema } from './vx';

const now = () => new Date('2026-01-15T12:00:00Z');
const issuesOf = (result: ReturnType<typeof parseRequestBody>) =>
  result.ok ? [] : result.error.issues.map(({ path, rule }) => `${path} ${rule}`);

describe('zod issues in the builders words', () => {
  it('names required fields, wrong types (null is not absent) and each unknown key', () => {
    const input = { email: null, settings: { block: 'yes', testMode: true, other: 1 } };
    expect(issuesOf(parseRequestBody(createSessionRequestSchema, input)).sort()).toEqual(
      [
        'age required',
        'email type:string',
        'settings.block type:boolean',
        'settings.testMode unknown-key',
        'settings.other unknown-key',
      ].sort(),
    );
  });

  it('reports the rule ids of the contract with full paths and what each rule wants', () => {
    const parsed = parseRequestBody(vxStylesSchema, {
      colors: { brand: ['#fff', 'blue'] },
      primaryColor: 'brnd',
      logo_url: 'javascript:alert(1)',
    });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error.issues).toEqual(
      expect.arrayContaining([
        { path: 'colors.brand[1]', rule: 'hex-color', message: expect.stringMatching(/#rgb or #rrggbb/) },
        { path: 'colors.brand', rule: 'palette-length', message: expect.stringMatching(/ten/) },
        { path: 'primaryColor', rule: 'palette-ref', message: expect.stringMatching(/built-in color/) },
        { path: 'logo_url', rule: 'https-url', message: expect.stringMatching(/https:\/\//) },
      ]),
    );
    expect(parsed.error.issues).toHaveLength(4);
  });

  it('uses the clock given to the schema for the date rule, and the cross-field rule of 4.8', () => {
    const schema = modalParametersSchemaWith({ now });
    const base = modalParameters; // valid, dob 19900101
    expect(issuesOf(parseRequestBody(schema, { ...base, dob: '20260115' }))).toEqual([]);
    expect(issuesOf(parseRequestBody(schema, { ...base, dob: '20260116', email_fallback: false }))).toEqual([
      'dob date',
      'email_fallback requires',
    ]);
  });

  it('refuses a __proto__ map key by name (zod records would drop it silently), in JSON text too', () => {
    const additionalData = JSON.parse('{"__proto__": "x", "plan": "gold"}');
    const body = { email: 'a@b.co', age: '21+', additionalData };
    expect(issuesOf(parseRequestBody(createSessionRequestSchema, body))).toEqual([
      'additionalData.__proto__ reserved-key',
    ]);
    const link = { options: { send_email: false }, token: 't', additionalData: '{"__proto__":"x"}' };
    expect(issuesOf(parseRequestBody(linkGenerateRequestSchema, link))).toEqual([
      'additionalData.__proto__ reserved-key',
    ]);
  });

  it('normalizes what it accepts, as the builders do', () => {
    const parsed = parseRequestBody(createSessionRequestSchema, {
      email: 'a@b.co',
      age: '21+',
      language: 'EN',
      styles: { components: { button: { color: '#ABC' } } },
    });
    expect(parsed).toEqual({
      ok: true,
      value: {
        email: 'a@b.co',
        age: '21+',
        language: 'en',
        styles: { components: { button: { color: '#aabbcc' } } },
      },
    });
  });

  it('maps a ZodError given directly; a missing input is of the wrong type, not required', () => {
    const result = vxStylesSchema.safeParse(undefined);
    expect(result.success).toBe(false);
    if (!result.success)
      expect(validationIssuesOf(result.error, undefined)).toMatchObject([{ path: '', rule: 'type:object' }]);
  });
});
