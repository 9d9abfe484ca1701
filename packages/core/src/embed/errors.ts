/**
 * A configuration value of the embed path broke a rule. `field` names the option (for example
 * `allowedOrigins[1]` or `sdk.constructorPath`) and `rule` says what it must be.
 *
 * @example
 * try { createMessageGate({ allowedOrigins: ['nope'], getSource, onMessage }); }
 * catch (e) { if (e instanceof EmbedConfigError) console.log(e.field, e.rule); }
 */
export class EmbedConfigError extends Error {
  readonly field: string;
  readonly rule: string;

  constructor(field: string, rule: string) {
    super(`${field} ${rule}`);
    this.name = 'EmbedConfigError';
    this.field = field;
    this.rule = rule;
  }
}

/** Why a vendor file failed: no answer in time, a load error, or the script ran but the constructor is missing. */
export type ScriptLoadReason = 'timeout' | 'network' | 'constructor';

/**
 * The vendor's script or stylesheet could not be used. The cache entry is already cleared, so
 * calling the loader again retries.
 *
 * @example
 * loadScript(url).catch((e) => { if (e instanceof ScriptLoadError && e.reason === 'timeout') retryLater(); });
 */
export class ScriptLoadError extends Error {
  readonly reason: ScriptLoadReason;
  readonly url: string;

  constructor(reason: ScriptLoadReason, url: string, message = `${reason} loading ${url}`) {
    super(message);
    this.name = 'ScriptLoadError';
    this.reason = reason;
    this.url = url;
  }
}

/** Throws an {@link EmbedConfigError}; typed `never` so it can end an expression. */
export const fail = (field: string, rule: string): never => {
  throw new EmbedConfigError(field, rule);
};

/**
 * Parses `value` (relative to `base` if given) as a URL: undefined for anything but a non-empty string, or a
 * string the URL parser rejects. The one parse behind {@link httpUrl} and `secureUrl`, which add their rules.
 *
 * @example
 * parseUrl('/modal.js', 'https://app.example.com/')?.href; // 'https://app.example.com/modal.js'
 * parseUrl(''); // undefined
 */
export const parseUrl = (value: unknown, base?: string): URL | undefined => {
  if (typeof value !== 'string' || value === '') return undefined;
  try {
    return new URL(value, base);
  } catch {
    return undefined;
  }
};

/** Parses `value` as an http(s) URL (relative to `base` if given), or throws an error naming `field`. */
export const httpUrl = (value: unknown, field: string, base?: string): URL => {
  const url = parseUrl(value, base);
  if (url === undefined || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    return fail(field, 'must be an http(s) URL');
  }
  return url;
};
