import { describe, expect, it } from 'vitest';
import { buildCreateSessionBody } from '../builders/create-session';
import { buildStyles } from '../builders/styles';
import { describeRule, rules } from './rules';

describe('issue messages say what the rule wants', () => {
  it('lists the allowed radius tokens for a bad radius (not just "fails rule radius")', () => {
    const result = buildStyles({ defaultRadius: 'huge' });
    expect(result.ok).toBe(false);
    const issue = result.ok ? undefined : result.error.issues[0];
    expect(issue).toMatchObject({ path: 'defaultRadius', rule: 'radius' });
    expect(issue?.message).toMatch(/xs, sm, md, lg, xl/);
    expect(issue?.message).toMatch(/8px/);
  });

  it('tells the shade range from the icon size range by the path', () => {
    expect(describeRule('range', 'primaryShade')).toBe('must be a whole number from 0 to 9');
    expect(describeRule('range', 'assets.icons.handoff.header.main.width')).toMatch(/at most 100/);
  });

  it('has a message for every rule id a leaf rule reports, never the bare fallback', () => {
    const ids = Object.values(rules).map((rule) => rule.id);
    for (const id of [
      ...ids,
      'required',
      'unknown-key',
      'palette-length',
      'palette-ref',
      'json',
      'requires',
    ]) {
      expect(describeRule(id, 'x'), id).not.toMatch(/^fails rule/);
    }
  });

  it('names the field and what it wants in the error message of a create_session body', () => {
    const result = buildCreateSessionBody({ email: 'a@b.co', age: '21', language: 'english' });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.message).toMatch(/age: must be an age as <number>\+/);
    expect(!result.ok && result.error.message).toMatch(/language: must be an ISO 639-1 code/);
  });
});
