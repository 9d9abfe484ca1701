/** One problem with one variable. */
export interface ConfigIssue {
  variable: string;
  message: string;
}

/**
 * Thrown by `loadConfig`: lists every missing or malformed variable, by name.
 *
 * @example
 * try { loadConfig(process.env) } catch (e) { if (e instanceof ConfigError) console.error(e.message) }
 */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(readonly issues: ConfigIssue[]) {
    super(
      `Invalid Veriframe configuration:\n${issues.map((i) => `- ${i.variable}: ${i.message}`).join('\n')}`,
    );
  }
}
