import { describe, expect, it } from 'vitest';
import { sortLiteralUnions, sortTypeLiteralMembers } from './api-report-order.mjs';

const lines = (...all) => all.join('\n');

describe('sortTypeLiteralMembers (api-report-order.mjs)', () => {
  it('writes the two orders one build or the next gives an inferred object type the same way, nested too', () => {
    const oneBuild = lines(
      'export const vxSessionOutput: z.ZodObject<{',
      '    link: z.ZodString;',
      '    meta: z.ZodObject<{',
      '        service: z.ZodString;',
      '        confirmation: z.ZodNumber;',
      '    }>;',
      '    expires_in: z.ZodNumber;',
      '}, z.core.$strip>;',
    );
    const nextBuild = lines(
      'export const vxSessionOutput: z.ZodObject<{',
      '    expires_in: z.ZodNumber;',
      '    meta: z.ZodObject<{',
      '        confirmation: z.ZodNumber;',
      '        service: z.ZodString;',
      '    }>;',
      '    link: z.ZodString;',
      '}, z.core.$strip>;',
    );
    expect(sortTypeLiteralMembers(oneBuild)).toBe(sortTypeLiteralMembers(nextBuild));
    expect(sortTypeLiteralMembers(oneBuild).split('\n')[1]).toBe('    expires_in: z.ZodNumber;');
  });

  it('leaves interfaces, classes and call signatures (whose order counts) as they were', () => {
    const report = lines(
      'export interface ProxyClient {',
      '    post(): void;',
      '    get(): void;',
      '}',
      'export type Overloaded = {',
      '    (a: string): string;',
      '    (a: number): number;',
      '};',
    );
    expect(sortTypeLiteralMembers(report)).toBe(report);
  });

  it('keeps the order of overloads of one method while sorting by name', () => {
    const report = lines('export const x: {', '    b(): void;', '    a(n: 1): 1;', '    a(n: 2): 2;', '};');
    expect(sortTypeLiteralMembers(report)).toBe(
      lines('export const x: {', '    a(n: 1): 1;', '    a(n: 2): 2;', '    b(): void;', '};'),
    );
  });
});

describe('sortLiteralUnions (api-report-order.mjs)', () => {
  it('writes the two orders one build or the next gives a union of string literals the same way', () => {
    const oneBuild = 'action: "PASS" | "FAIL" | "PENDING" | "REVIEW";';
    const nextBuild = 'action: "PASS" | "PENDING" | "FAIL" | "REVIEW";';
    expect(sortLiteralUnions(oneBuild)).toBe(sortLiteralUnions(nextBuild));
    expect(sortLiteralUnions(oneBuild)).toBe('action: "FAIL" | "PASS" | "PENDING" | "REVIEW";');
  });

  it('sorts only the run of literals, leaving the other members where they are', () => {
    expect(sortLiteralUnions('x: Foo | "b" | "a" | undefined;')).toBe('x: Foo | "a" | "b" | undefined;');
  });
});
