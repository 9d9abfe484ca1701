import { describe, expect, it } from 'vitest';
import { auditErrorSchema, auditRequestSchema, auditResponseSchema, auditTransactionSchema } from './index';

const transaction = {
  id: 'tx-1',
  timestamp: '2025-09-10 12:00:00',
  service: 'AgeMatch5.0',
  reference: 'order-7',
  user: 'acme-api',
  company: 'Acme',
  origin: '203.0.113.5',
  path: '/process/comprehensive/gateway',
  flags: ['test'],
  action: 'PASS',
  detail: 'ALL CHECKS PASSED',
  issues: [],
  inputs: { fn: 'Ann' },
};

describe('audit schemas', () => {
  it('validates the request day as YYYY-MM-DD', () => {
    expect(auditRequestSchema.safeParse({ user: 'u', pass: 'p', day: '2025-09-10' }).success).toBe(true);
    expect(
      auditRequestSchema.safeParse({ user: 'u', pass: 'p', day: '20250910' }).error?.issues[0]?.path,
    ).toEqual(['day']);
  });

  it('parses a response with any flags and inputs format', () => {
    const parsed = auditResponseSchema.parse({
      data: [transaction, { ...transaction, id: 2, flags: 'test,error' }],
    });
    expect(parsed.data).toHaveLength(2);
    expect(parsed.data[1]?.flags).toBe('test,error');
  });

  it('reports wrong types with their index path', () => {
    const result = auditResponseSchema.safeParse({ data: [transaction, { ...transaction, issues: 'none' }] });
    expect(result.error?.issues[0]?.path).toEqual(['data', 1, 'issues']);
    expect(auditTransactionSchema.safeParse({ id: 'x' }).success).toBe(false);
  });

  it('tolerates unknown audit error bodies but types message', () => {
    expect(auditErrorSchema.safeParse({ anything: 1 }).success).toBe(true);
    expect(auditErrorSchema.safeParse({ message: 5 }).success).toBe(false);
  });
});
