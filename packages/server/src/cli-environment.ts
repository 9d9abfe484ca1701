import { ConfigError, type ConfigIssue } from './config';
import { type LogLevel, logLevels } from './observability/logger';

/** What the `veriframe-proxy` command reads beside `loadConfig`'s variables. */
export interface CliEnvironment {
  /** `VERIFRAME_SHUTDOWN_DELAY_MS`: after SIGTERM, how long requests are still served while readiness is 503. */
  shutdownDelayMs: number;
  /** `VERIFRAME_DRAIN_MS`: how long in-flight requests may take to finish after that. */
  drainMs: number;
  /** `VERIFRAME_LOG_LEVEL`: `debug`, `info` (default), `warn`, `error` or `silent`; JSON lines on stderr. */
  logLevel: LogLevel;
  /** `VERIFRAME_HEALTH_TOKEN`: a readiness probe bearing it learns which store is down and why. */
  healthDetailsToken: string | undefined;
}

/** A whole number of milliseconds from `env[name]`, `fallback` when unset; an issue naming it when not. */
function milliseconds(
  env: Record<string, string | undefined>,
  name: string,
  fallback: number,
  issues: ConfigIssue[],
): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (/^\d+$/.test(raw) && value <= 600_000) return value;
  issues.push({ variable: name, message: 'must be a whole number of milliseconds from 0 to 600000' });
  return fallback;
}

/**
 * Reads the command's own variables; throws `ConfigError` naming each malformed one.
 *
 * @example
 * cliEnvironment({ VERIFRAME_SHUTDOWN_DELAY_MS: '5000' }); // { shutdownDelayMs: 5000, drainMs: 10000, … }
 */
export function cliEnvironment(env: Record<string, string | undefined>): CliEnvironment {
  const issues: ConfigIssue[] = [];
  const result: CliEnvironment = {
    shutdownDelayMs: milliseconds(env, 'VERIFRAME_SHUTDOWN_DELAY_MS', 0, issues),
    drainMs: milliseconds(env, 'VERIFRAME_DRAIN_MS', 10_000, issues),
    logLevel: 'info',
    healthDetailsToken: env.VERIFRAME_HEALTH_TOKEN?.trim() || undefined,
  };
  if (result.healthDetailsToken !== undefined && result.healthDetailsToken.length < 32)
    issues.push({ variable: 'VERIFRAME_HEALTH_TOKEN', message: 'must be at least 32 characters (or unset)' });
  const level = env.VERIFRAME_LOG_LEVEL?.trim();
  if (level && (logLevels as string[]).includes(level)) result.logLevel = level as LogLevel;
  else if (level)
    issues.push({ variable: 'VERIFRAME_LOG_LEVEL', message: `must be one of ${logLevels.join(', ')}` });
  if (issues.length > 0) throw new ConfigError(issues);
  return result;
}
