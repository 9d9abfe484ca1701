import { defaultResultMessages, type ResultMessages } from '@veriframe/core';

// The 4.9 keys and their English defaults are core's (`defaultResultMessages`, written once for every package):
// the hosted pages show the same texts as the kit's components. How the sandbox reads a client's
// `resultMessages` (tolerant: blank or non-string values fall back to the default) stays its own.

export type ResultMessageKey = keyof ResultMessages;
export type ResolvedResultMessages = ResultMessages;

const resultMessageKeys = Object.keys(defaultResultMessages) as ResultMessageKey[];
const groups = ['success', 'failure', 'error'] as const;

/**
 * Resolves a client's `resultMessages` (grouped as in 4.9, `{ success: {...}, failure: {...}, error: {...} }`;
 * flat keys are tolerated too) over the defaults of the page's language. Empty strings and non-strings fall
 * back to the default.
 */
export function resolveResultMessages(
  input: unknown,
  defaults: ResolvedResultMessages = defaultResultMessages,
): ResolvedResultMessages {
  const resolved: ResolvedResultMessages = { ...defaults };
  if (typeof input !== 'object' || input === null) return resolved;
  const sources = [input, ...groups.map((g) => (input as Record<string, unknown>)[g])];
  for (const source of sources) {
    if (typeof source !== 'object' || source === null) continue;
    for (const key of resultMessageKeys) {
      const value = (source as Record<string, unknown>)[key];
      if (typeof value === 'string' && value.trim() !== '') resolved[key] = value;
    }
  }
  return resolved;
}

/** Checks a `resultMessages` value: an object whose known keys, when present, are strings (empty allowed). */
export function resultMessagesIssue(input: unknown, field = 'resultMessages'): string | null {
  if (input === undefined || input === null) return null;
  if (typeof input !== 'object' || Array.isArray(input)) return `${field}: must be an object`;
  const record = input as Record<string, unknown>;
  for (const group of groups) {
    const g = record[group];
    if (g === undefined) continue;
    if (typeof g !== 'object' || g === null || Array.isArray(g))
      return `${field}.${group}: must be an object`;
    for (const [key, value] of Object.entries(g)) {
      if ((resultMessageKeys as string[]).includes(key) && typeof value !== 'string') {
        return `${field}.${group}.${key}: must be a string`;
      }
    }
  }
  return null;
}
