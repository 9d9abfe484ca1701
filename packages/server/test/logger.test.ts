import { describe, expect, it } from 'vitest';
import { jsonLogger } from '../src/observability/logger';
import { createProxy } from '../src/proxy/create-proxy';
import { unreachableServiceConfig } from './helpers';

const live = (headers: Record<string, string> = {}) =>
  new Request('http://proxy.test/api/veriframe/health/live', { headers });

describe('jsonLogger', () => {
  it('writes JSON lines with pino field names, dropping those below its level', () => {
    const lines: string[] = [];
    const logger = jsonLogger({ level: 'warn', write: (l) => void lines.push(l), now: () => 1 });
    logger.info({ a: 1 }, 'quiet');
    logger.warn({ a: 2 }, 'loud');
    expect(lines).toEqual(['{"level":40,"time":1,"a":2,"msg":"loud"}\n']);
  });
});

describe('request ids', () => {
  it('replaces an incoming id that is not short and plain, and a throwing logger changes no answer', async () => {
    const proxy = createProxy({
      config: unreachableServiceConfig(),
      logger: {
        debug: () => {
          throw new Error('broken logger');
        },
        info: () => undefined,
        warn: () => undefined,
        error: () => undefined,
      },
    });
    const planted = await proxy.fetch(live({ 'x-request-id': 'x"}\\n{"level":50' }));
    expect(planted.status).toBe(200);
    expect(planted.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await proxy.fetch(live({ 'x-request-id': 'lb-7f3a9c21' }));
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a9c21');
  });
});
