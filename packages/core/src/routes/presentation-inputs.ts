import { z } from 'zod';
import { resultMessageKeys, resultMessagesSchema } from '../schemas/index';
import { capped } from './input-fields';
import { policyCheck } from './policy-rules';

// What the service shows and sends (styles, result texts, `send_email`) is the app's choice (server's
// `./presentation`); these are the input pieces for the development opt-in that lets a browser send them.

/**
 * A field the app chooses server-side (what the service shows and sends), which the browser may send
 * only when the proxy's development opt-in `browserPresentation` is on; otherwise any value is refused as
 * `server-chosen`. Typed as the field either way, so the opt-in's callers (the demo, the style previewer) type.
 *
 * @example
 * styles: browserOnlyIf(browserPresentation, session.styles),
 */
export function browserOnlyIf<T extends z.ZodOptional>(allowed: boolean, field: T): T {
  if (allowed) return field;
  return z
    .unknown()
    .check(policyCheck('server-chosen', () => false))
    .optional() as unknown as T;
}

// The 4.9 texts by core's keys, flat as core's builders send them (and the spec's samples); the prose's
// groups `success`, `failure`, `error` are accepted too and flattened, so either form reaches the service.
const messageTexts = Object.fromEntries(
  resultMessageKeys.map((key) => [key, capped(resultMessagesSchema.shape[key].unwrap(), 500).optional()]),
);
const messageGroup = z.strictObject(messageTexts).optional();

/**
 * `resultMessages` (spec 4.9) as a browser may send it: core's keys flat, or grouped under `success`,
 * `failure`, `error` (flattened here), each text capped at 500 characters.
 *
 * @example
 * resultMessages.parse({ success: { verificationSuccessTitle: 'Done' } }); // { verificationSuccessTitle: 'Done' }
 */
export const resultMessages = z
  .strictObject({ ...messageTexts, success: messageGroup, failure: messageGroup, error: messageGroup })
  .transform(({ success, failure, error, ...flat }) => ({ ...success, ...failure, ...error, ...flat }))
  .optional();
