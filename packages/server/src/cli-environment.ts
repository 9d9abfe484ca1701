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
  /** `VERIFRAME_WEBHOOK_BODY_TIMEOUT_MS`: how long a webhook's body may take once its headers passed (5000). */
  webhookBodyTimeoutMs: number;
  /** `VERIFRAME_HEADERS_TIMEOUT_MS`: how long a client may take to send its headers (10000, at most the next). */
  headersTimeoutMs: number;
  /** `VERIFRAME_REQUEST_TIMEOUT_MS`: how long a client may take to send a whole request (30000). */
  requestTimeoutMs: number;
  /** `VERIFRAME_HEALTH_TOKEN`: a readiness probe bearing it learns which store is down and why. */
  healthDetailsToken: string | undefined;
}

/** A whole number of milliseconds from `env[name]`, `fallback` when unset; an issue naming it when not. */
function milliseconds(
  env: Record<string, string | undefined>,
  name: string,
  fallback: number,
  issues: ConfigIssue[],
  min = 0,
): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (/^\d+$/.test(raw) && value >= min && value <= 600_000) return value;
  issues.push({ variable: name, message: `must be a whole number of milliseconds from ${min} to 600000` });
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
    // A deadline of 0 would be none: a client trickling bytes could hold a connection for ever.
    webhookBodyTimeoutMs: milliseconds(env, 'VERIFRAME_WEBHOOK_BODY_TIMEOUT_MS', 5_000, issues, 1),
    requestTimeoutMs: milliseconds(env, 'VERIFRAME_REQUEST_TIMEOUT_MS', 30_000, issues, 1),
    headersTimeoutMs: 0,
    healthDetailsToken: env.VERIFRAME_HEALTH_TOKEN?.trim() || undefined,
  };
  const headersFallback = Math.min(10_000, result.requestTimeoutMs);
  result.headersTimeoutMs = milliseconds(env, 'VERIFRAME_HEADERS_TIMEOUT_MS', headersFallback, issues, 1);
  if (result.headersTimeoutMs > result.requestTimeoutMs) {
    const message = 'must be at most VERIFRAME_REQUEST_TIMEOUT_MS';
    issues.push({ variable: 'VERIFRAME_HEADERS_TIMEOUT_MS', message });
  }
  if (result.healthDetailsToken !== undefined && result.healthDetailsToken.length < 32)
    issues.push({ variable: 'VERIFRAME_HEALTH_TOKEN', message: 'must be at least 32 characters (or unset)' });
  const level = env.VERIFRAME_LOG_LEVEL?.trim();
  if (level && (logLevels as string[]).includes(level)) result.logLevel = level as LogLevel;
  else if (level)
    issues.push({ variable: 'VERIFRAME_LOG_LEVEL', message: `must be one of ${logLevels.join(', ')}` });
  if (issues.length > 0) throw new ConfigError(issues);
  return result;
}
