import type { ProxyEvent } from '../proxy/proxy-types';

/**
 * The logger the proxy writes to: pino's shape (`logger.info(obj, msg)`), so a pino or pino-compatible logger
 * (or a child of one) can be passed as it is.
 */
export interface ProxyLogger {
  debug(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

const rank: Record<LogLevel, number> = { debug: 20, info: 30, warn: 40, error: 50, silent: Infinity };

export const logLevels = Object.keys(rank) as LogLevel[];

export interface JsonLoggerOptions {
  /** Lines below it are dropped. Default `info`. */
  level?: LogLevel;
  /** Where each line goes. Default: standard error. */
  write?: (line: string) => void;
  now?: () => number;
}

/**
 * A small JSON-lines logger with pino's field names (`level` as a number, `time`, `msg`): the default of the
 * `veriframe-proxy` command, on standard error.
 *
 * @example
 * createProxy({ logger: jsonLogger({ level: 'debug' }) });
 * // {"level":30,"time":1767225600000,"msg":"request","request_id":"…","http.request.method":"POST",…}
 */
export function jsonLogger(options: JsonLoggerOptions = {}): ProxyLogger {
  const threshold = rank[options.level ?? 'info'];
  const write = options.write ?? ((line: string) => void process.stderr.write(line));
  const now = options.now ?? Date.now;
  const at =
    (level: Exclude<LogLevel, 'silent'>) =>
    (obj: object, msg?: string): void => {
      if (rank[level] < threshold) return;
      write(`${JSON.stringify({ level: rank[level], time: now(), ...obj, ...(msg ? { msg } : {}) })}\n`);
    };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

/**
 * The one line a request or a webhook delivery gets. Built field by field from the event (an allowlist): no
 * body, payload, header value, query string or service text ever reaches it, so personal data and credentials
 * cannot, whatever the request carried. Names follow OpenTelemetry's semantic conventions.
 */
export function logLine(event: ProxyEvent): {
  level: Exclude<LogLevel, 'silent'>;
  fields: Record<string, unknown>;
  msg: string;
} {
  const requestId = event.requestId !== undefined ? { request_id: event.requestId } : {};
  if (event.type === 'request') {
    const health = event.route.endsWith('/health/live') || event.route.endsWith('/health/ready');
    return {
      level: health && event.status < 500 ? 'debug' : event.status >= 500 ? 'error' : 'info',
      msg: 'request',
      fields: {
        ...requestId,
        'http.request.method': event.method,
        'http.route': event.route,
        'url.path': event.path,
        'http.response.status_code': event.status,
        duration_ms: Math.round(event.durationMs * 10) / 10,
        ...(event.code ? { 'error.type': event.code } : {}),
      },
    };
  }
  const level =
    event.outcome === 'failed'
      ? 'error'
      : event.outcome === 'rejected' || event.outcome === 'replayed'
        ? 'warn'
        : 'info';
  return {
    level,
    msg: 'webhook',
    fields: {
      ...requestId,
      'webhook.source': event.source,
      'webhook.event_id': event.eventId,
      'webhook.event_type': event.eventType,
      'webhook.outcome': event.outcome,
      'http.response.status_code': event.status,
      ...(event.code ? { 'error.type': event.code } : {}),
    },
  };
}

/** Writes `event`'s line; a logger that throws never changes an answer. */
export function logEvent(logger: ProxyLogger, event: ProxyEvent): void {
  const { level, fields, msg } = logLine(event);
  try {
    logger[level](fields, msg);
  } catch {
    // An observer must never change an answer.
  }
}
