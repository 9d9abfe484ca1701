import { defaultResultMessages, type ResultMessages } from '@veriframe/core';
import { documentModalEvents, type documentModalOutcomeTypes } from '@veriframe/core/document';
import { resultMessageKeys, resultMessagesServiceReadingSchema } from '@veriframe/core/schemas';
import { z } from 'zod';
import { isRecord } from '../../kernel/http';

// The 4.9 keys and their English defaults are core's (`resultMessageKeys`, `defaultResultMessages`, written
// once for every package), and so is the service's reading of a client's `resultMessages`
// (`resultMessagesServiceReadingSchema`, checked where a body is parsed): the hosted pages show the same
// texts as the kit's components. Here they are only resolved over the defaults of the page's language.

export type ResultMessageKey = keyof ResultMessages;
export type ResolvedResultMessages = ResultMessages;

/** The 4.9 groups (`success`, `failure`, `error`), from core's reading. */
const groups = resultMessagesServiceReadingSchema.keyof().options;
/** A text that replaces a default: blank text keeps the default. */
const overridingText = z.string().regex(/\S/);

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
  if (!isRecord(input)) return resolved;
  for (const source of [input, ...groups.map((g) => input[g])]) {
    if (!isRecord(source)) continue;
    for (const key of resultMessageKeys) {
      const text = overridingText.safeParse(source[key]);
      if (text.success) resolved[key] = text.data;
    }
  }
  return resolved;
}

/** An event that ends the modal with a result screen (core's `documentModalOutcomeTypes`). */
export type DocumentModalOutcomeType = (typeof documentModalOutcomeTypes)[number];

/**
 * The 4.9 title and subtitle keys of an outcome screen, from core's modal event table (`documentModalEvents`),
 * the one table core, React and the hosted pages read.
 *
 * @example
 * outcomeMessages('error-velocity').title; // 'verificationErrorVelocityTitle'
 */
export function outcomeMessages(type: DocumentModalOutcomeType): {
  title: ResultMessageKey;
  subtitle: ResultMessageKey;
} {
  const route = documentModalEvents[type].resultMessage;
  if (!route) throw new Error(`${type}: core's modal event table names no result message`);
  return route;
}
