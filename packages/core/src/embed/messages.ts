/**
 * The seven exact strings a hosted page posts to its parent (spec 6.3). The first five are the outcomes
 * that end a hosted verification: each is delivered once per frame session.
 */
const KNOWN = ['PASS', 'FAIL', 'ALREADY VERIFIED', 'LINK EXPIRED', 'BOT DETECTED', 'ERROR', 'CLOSE'] as const;

/** The seven exact strings a hosted page posts to its parent (spec 6.3). */
export type HostedMessageType = (typeof KNOWN)[number];
/** One of the seven strings; `terminal` is true for PASS, FAIL, ALREADY VERIFIED, LINK EXPIRED, BOT DETECTED. */
export type KnownHostedMessage = { type: HostedMessageType; terminal: boolean };
/** Anything else the frame posted, kept as is for logging. */
export type UnknownHostedMessage = { type: 'unknown'; data: unknown };
export type HostedMessage = KnownHostedMessage | UnknownHostedMessage;

/**
 * Turns the `data` of a hosted page's message into a typed value. Only the seven exact strings are known:
 * case or whitespace variants, objects, numbers and null are `unknown`. Never throws.
 *
 * @example
 * parseHostedMessage('PASS');   // { type: 'PASS', terminal: true }
 * parseHostedMessage('pass ');  // { type: 'unknown', data: 'pass ' }
 */
export const parseHostedMessage = (data: unknown): HostedMessage => {
  // `indexOf` compares with `===`: no coercion, so only the exact strings match.
  const i = (KNOWN as readonly unknown[]).indexOf(data);
  return i < 0 ? { type: 'unknown', data } : { type: data as HostedMessageType, terminal: i < 5 };
};
