/** The outcomes that end a hosted verification (spec 6.3): each is delivered once per frame session. */
const TERMINAL = ['PASS', 'FAIL', 'ALREADY VERIFIED', 'LINK EXPIRED', 'BOT DETECTED'] as const;
/** The non-terminal strings: a system error and the user dismissing the experience. */
const OTHER = ['ERROR', 'CLOSE'] as const;

/** The seven exact strings a hosted page posts to its parent (spec 6.3). */
export type HostedMessageType = (typeof TERMINAL)[number] | (typeof OTHER)[number];
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
export function parseHostedMessage(data: unknown): HostedMessage {
  const terminal = (TERMINAL as readonly unknown[]).includes(data);
  return terminal || (OTHER as readonly unknown[]).includes(data)
    ? { type: data as HostedMessageType, terminal }
    : { type: 'unknown', data };
}
