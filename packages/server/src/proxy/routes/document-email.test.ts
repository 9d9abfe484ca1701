import { describe, expect, it } from 'vitest';
import { serviceEmailOf } from '../identity/identity';
import { documentEmails } from './document-email';

describe('documentEmails', () => {
  const emails = documentEmails({ vx: { clientSecret: 'a-secret-of-this-deployment' } });

  it('is stable per identity, keyed by the secret, and never the real or the unkeyed address', () => {
    const ada = {
      id: 'ada',
      email: 'ada@example.com',
      emailVerified: true as const,
      reference: 'customer-ada',
    };
    expect(emails.of(ada)).toBe(emails.of({ ...ada }));
    expect(emails.of(ada)).toMatch(/^[0-9a-f]{40}@users\.veriframe\.invalid$/);
    expect(emails.of(ada)).not.toBe(serviceEmailOf(ada));
    expect(emails.of(ada)).not.toBe(serviceEmailOf({ id: 'ada' }));
    expect(emails.of({ id: 'grace' })).not.toBe(emails.of({ id: 'ada' }));
    const otherSecret = documentEmails({ vx: { clientSecret: 'another-secret' } });
    expect(otherSecret.of(ada)).not.toBe(emails.of(ada));
  });

  it('keeps worked-out addresses apart per id and reference, and past its bound still answers the same', () => {
    const first = emails.of({ id: 'lin', reference: 'order-1' });
    const second = emails.of({ id: 'lin', reference: 'order-2' });
    expect(second).not.toBe(first);
    expect(emails.issued(first, 'order-1')).toBe(true);
    expect(emails.issued(second, 'order-2')).toBe(true);
    // An id and reference that would join to the same text stay two people.
    expect(emails.of({ id: 'a', reference: 'bc' })).not.toBe(emails.of({ id: 'ab', reference: 'c' }));
    for (let i = 0; i < 1_500; i++) emails.of({ id: `person-${i}` }); // more than the addresses it keeps
    const fresh = documentEmails({ vx: { clientSecret: 'a-secret-of-this-deployment' } });
    expect(emails.of({ id: 'lin', reference: 'order-1' })).toBe(
      fresh.of({ id: 'lin', reference: 'order-1' }),
    );
    expect(emails.of({ id: 'person-0' })).toBe(fresh.of({ id: 'person-0' }));
  });

  it('accepts only the pair it issued: the address with its own reference', () => {
    const email = emails.of({ id: 'ada', reference: 'customer-ada' });
    expect(emails.issued(email, 'customer-ada')).toBe(true);
    expect(emails.issued(email.toUpperCase(), 'customer-ada')).toBe(true); // the service may change the case
    expect(emails.issued(email, 'customer-grace')).toBe(false);
    expect(emails.issued(email, undefined)).toBe(false);
    const none = emails.of({ id: 'anon' });
    expect(emails.issued(none, '')).toBe(true);
    expect(emails.issued(none, null)).toBe(true); // a reference the service echoes as null: none
    expect(emails.issued(none, 'customer-ada')).toBe(false);
    for (const other of ['ada@example.com', serviceEmailOf({ id: 'ada' }), `${email}.evil`, '', 42, null])
      expect(emails.issued(other, 'customer-ada')).toBe(false);
    // Another deployment's addresses are not this one's.
    const foreign = documentEmails({ vx: { clientSecret: 'another-secret' } });
    expect(emails.issued(foreign.of({ id: 'ada', reference: 'customer-ada' }), 'customer-ada')).toBe(false);
  });
});
