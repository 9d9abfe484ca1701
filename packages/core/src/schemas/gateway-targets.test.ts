import { describe, expect, it } from 'vitest';
import { ageMatchTargetSchema, dmvTargetSchema, internationalTargetSchema } from './gateway-targets';

// The service-specific targets of 4.1: what each requires, and the few values the spec fixes.

describe('4.1 gateway targets', () => {
  it('AgeMatch5.0 requires the name and address (fn, ln, addr, zip); the rest is optional', () => {
    expect(
      ageMatchTargetSchema.safeParse({ fn: 'A', ln: 'B', addr: '1 Main St', zip: '10001' }).success,
    ).toBe(true);
    const missing = ageMatchTargetSchema.safeParse({ fn: 'A', ln: 'B', zip: '10001' });
    expect(missing.error?.issues.map((i) => i.path.join('.'))).toEqual(['addr']);
    expect(ageMatchTargetSchema.safeParse({ fn: 'A', ln: 'B', addr: 'x', zip: '1', age: '21' }).success).toBe(
      false,
    );
  });

  it('AgeMatch5.0.DMV: document fn, ln, addr, zip and target age required; gender m|f, category 1|2|3', () => {
    const document = { fn: 'DANA', ln: 'DRIVER', addr: '700 HIGHWAY DR', zip: '95814' };
    expect(dmvTargetSchema.safeParse({ age: '21+', document }).success).toBe(true);
    expect(dmvTargetSchema.safeParse({ document }).success).toBe(false);
    for (const bad of [{ gender: 'x' }, { category: '4' }, { dob: '1985-03-05' }]) {
      expect(dmvTargetSchema.safeParse({ age: '21+', document: { ...document, ...bad } }).success).toBe(
        false,
      );
    }
  });

  it('AgeMatch5.0.<Country>: fn, ln, zip and age required, addr1..addr7 optional', () => {
    const target = { fn: 'X', ln: 'Y', zip: 'SW1A 1AA', age: '18+', addr1: '10 Downing St', addr7: 'London' };
    expect(internationalTargetSchema.safeParse(target).success).toBe(true);
    const { age: _age, ...noAge } = target;
    expect(internationalTargetSchema.safeParse(noAge).error?.issues.map((i) => i.path.join('.'))).toEqual([
      'age',
    ]);
  });
});
