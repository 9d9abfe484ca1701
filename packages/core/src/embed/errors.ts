// Fields are `declare`d and set in the constructor body: same runtime shape, fewer bytes in the embed path.

/**
 * A configuration value of the embed path broke a rule. `field` names the option (for example
 * `allowedOrigins[1]` or `sdk.constructorPath`) and `rule` says what it must be.
 *
 * @example
 * try { createMessageGate({ allowedOrigins: ['nope'], getSource, onMessage }); }
 * catch (e) { if (e instanceof EmbedConfigError) console.log(e.field, e.rule); }
 */
export class EmbedConfigError extends Error {
  declare readonly field: string;
  declare readonly rule: string;
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
  declare readonly reason: ScriptLoadReason;
  declare readonly url: string;
  constructor(reason: ScriptLoadReason, url: string, message = `${reason} loading ${url}`) {
    super(message);
    this.name = 'ScriptLoadError';
    this.reason = reason;
    this.url = url;
  }
}

/** Throws an {@link EmbedConfigError}; an expression so validation stays one line. */
export const fail = (field: string, rule: string): never => {
  throw new EmbedConfigError(field, rule);
};

/** Parses an http(s) URL (relative to `base` if given) or throws naming `field`. */
export const httpUrl = (value: unknown, field: string, base?: string): URL => {
  let u: URL | undefined;
  try {
    if (typeof value === 'string' && value) u = new URL(value, base);
  } catch {}
  return /^https?:$/.test(u?.protocol as string) ? u! : fail(field, 'must be an http(s) URL');
};
