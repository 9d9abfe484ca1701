/** The seven exact strings a hosted page posts to its parent (spec 6.3). */
const KNOWN = ['PASS', 'FAIL', 'ALREADY VERIFIED', 'LINK EXPIRED', 'BOT DETECTED', 'ERROR', 'CLOSE'] as const;

/** The outcomes that end a hosted verification: each is delivered once per frame session. */
const TERMINAL: readonly HostedMessageType[] = [
  'PASS',
  'FAIL',
  'ALREADY VERIFIED',
  'LINK EXPIRED',
  'BOT DETECTED',
];

/** The seven exact strings a hosted page posts to its parent (spec 6.3). */
export type HostedMessageType = (typeof KNOWN)[number];
/** One of the seven strings; `terminal` is true for PASS, FAIL, ALREADY VERIFIED, LINK EXPIRED, BOT DETECTED. */
export type KnownHostedMessage = { type: HostedMessageType; terminal: boolean };
/** Anything else the frame posted, kept as is for logging. */
export type UnknownHostedMessage = { type: 'unknown'; data: unknown };
export type HostedMessage = KnownHostedMessage | UnknownHostedMessage;

const isKnown = (data: unknown): data is HostedMessageType =>
  typeof data === 'string' && (KNOWN as readonly string[]).includes(data);

/**
 * Turns the `data` of a hosted page's message into a typed value. Only the seven exact strings are known:
 * case or whitespace variants, objects, numbers and null are `unknown`. Never throws.
 *
 * @example
 * parseHostedMessage('PASS');   // { type: 'PASS', terminal: true }
 * parseHostedMessage('pass ');  // { type: 'unknown', data: 'pass ' }
 */
export const parseHostedMessage = (data: unknown): HostedMessage => {
  if (!isKnown(data)) return { type: 'unknown', data };
  return { type: data, terminal: TERMINAL.includes(data) };
};
