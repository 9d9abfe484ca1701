import { readFileSync } from 'node:fs';
import { policyRules } from '@veriframe/core/routes';
import { describe, expect, it } from 'vitest';
import { gatewayCases, good, type RouteCase, routeCases, sessionCases } from './bad-bodies';
import { useSandbox } from './helpers';
import { proxyFor } from './proxy-helpers';

// One vocabulary: every `issues[].rule` of a proxy 400 is a rule id the docs document (core's contract
// ids, the proxy's policy ids), never one of zod's codes, whatever the route and the fault.

const { sandbox } = useSandbox();

/** The backticked ids in the first column of the table under `heading` in a docs page. */
function documentedIds(page: string, heading: string): string[] {
  const text = readFileSync(new URL(page, import.meta.url), 'utf8');
  const section = text.slice(text.indexOf(heading));
  const table = section.slice(section.indexOf('\n|')).split('\n\n')[0] ?? '';
  return table
    .split('\n')
    .slice(2) // the header row and its rule
    .flatMap((row) => (row.split('|')[1] ?? '').split('(')[0]?.match(/`[^`]+`/g) ?? [])
    .map((id) => id.slice(1, -1));
}

const contractIds = documentedIds('../../../docs/packages/core-builders.md', '### Rules');
const policyIds = documentedIds('../../../docs/reference/routes.md', '**Policy rule ids.**');
const zodCodes = [
  'invalid_type',
  'invalid_format',
  'custom',
  'too_big',
  'too_small',
  'invalid_value',
  'unrecognized_keys',
  'invalid_union',
  'invalid_key',
  'invalid_element',
  'not_multiple_of',
];

describe('proxy 400 issues: rule ids of the contract or of the policy, never zod codes', () => {
  it('documents every policy rule id of the code, and the contract ids of core', () => {
    expect(policyIds.sort()).toEqual(Object.keys(policyRules).sort());
    expect(contractIds).toEqual(
      expect.arrayContaining(['required', 'unknown-key', 'type:string', 'https-url']),
    );
  });

  it('names only documented rule ids for every bad body of every route', async () => {
    const documented = new Set([...contractIds, ...policyIds]);
    // The development opt-in, so the styles and texts cases meet core's rules (server-chosen is still reached).
    const { call } = proxyFor(sandbox(), { VERIFRAME_GATEWAY_TEST_KEY: '' }, { browserPresentation: true });
    const requests: RouteCase[] = [
      ...sessionCases.map(
        ([what, fields, path]): RouteCase => [what, 'POST', '/vx/sessions', { ...good, ...fields }, path],
      ),
      ...gatewayCases.map(
        ([body, path]): RouteCase => [JSON.stringify(body), 'POST', '/gateway/age', body, path],
      ),
      [
        'gateway test key out of test mode',
        'POST',
        '/gateway/age',
        {
          service: 'AgeMatch5.0.UK',
          target: { fn: 'A', ln: 'B', zip: 'SW1A 1AA', age: '18+', test_key: 'international_pass' },
        },
        'target.test_key',
      ],
      ...routeCases,
    ];
    const seen = new Set<string>();
    for (const [what, method, route, body, path] of requests) {
      const res = await call(method, route, body);
      expect(res.status, what).toBe(400);
      const issues = res.json.issues as { path: string; rule: string; message: string }[];
      expect(issues, what).toContainEqual(
        expect.objectContaining({
          path: expect.stringMatching(new RegExp(`^${path.replace(/[.()[\]]/g, '\\$&')}`)),
        }),
      );
      for (const issue of issues) {
        const detail = `${what}: ${JSON.stringify(issue)}`;
        expect(zodCodes, detail).not.toContain(issue.rule);
        expect(documented.has(issue.rule), detail).toBe(true);
        expect(issue.message, detail).not.toMatch(/^(Invalid|Too|Unrecognized)|fails rule/);
        seen.add(issue.rule);
      }
    }
    // A malformed Idempotency-Key header (its issue's path names the header).
    const badKey = await call('POST', '/document/token', {}, { 'idempotency-key': 'has space' });
    for (const issue of badKey.json.issues as { rule: string }[]) {
      expect(documented.has(issue.rule), JSON.stringify(issue)).toBe(true);
      seen.add(issue.rule);
    }
    // The cases reach every policy rule, so none of them is left untested.
    expect([...seen].filter((rule) => policyIds.includes(rule)).sort()).toEqual(policyIds.sort());
  });
});
