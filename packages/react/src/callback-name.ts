/**
 * The callback prop for a hosted-page message (6.3): `LINK EXPIRED` → `onLinkExpired`. The document modal's
 * events have their table in core (`documentModalEvents`).
 */
export const callbackName = (type: string): `on${string}` =>
  `on${type.toLowerCase().replace(/(?:^|[- ])(\w)/g, (_, letter: string) => letter.toUpperCase())}`;
