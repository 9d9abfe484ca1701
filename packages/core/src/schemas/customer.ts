import { z } from 'zod';
import type { RuleContext } from '../contract/rules';
import { resultMessagesSchema } from './presentation';
import { mapOf, withRule } from './rule-schema';
import { nameAddressFields } from './shared';

/**
 * The customer fields the three request bodies share (create_session 4.4, link/generate 4.7, modal 4.8), all
 * optional, in the order of the spec tables (issues come in this order). A body spreads them into its
 * `z.strictObject` and names a key again to refine it in place (`fn: nonBlank` makes `fn` required).
 * `context` is the clock of the `date` rule.
 */
export const customerFields = (context: RuleContext) => ({
  ...nameAddressFields,
  phone: withRule(z.string(), 'phone').optional(),
  dob: withRule(z.string(), 'date', context).optional(),
  email: withRule(z.string(), 'email').optional(),
  reference: z.string().optional(),
  additionalData: mapOf(z.string()).optional(),
  language: withRule(z.string(), 'language').optional(),
  resultMessages: resultMessagesSchema.optional(),
});

/** A required text that must not be blank. */
export const nonBlank = withRule(z.string(), 'non-blank');
