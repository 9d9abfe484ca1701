/**
 * The callback prop for an event or message: `error-already-verified` → `onErrorAlreadyVerified`,
 * `LINK EXPIRED` → `onLinkExpired`. One rule instead of two lookup tables keeps the bundle small.
 */
export const callbackName = (type: string): `on${string}` =>
  `on${type.toLowerCase().replace(/(?:^|[- ])(\w)/g, (_, letter: string) => letter.toUpperCase())}`;
