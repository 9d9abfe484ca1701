import type { VeriframeConfig } from '../config';
import type { SharedTokenStore } from '../stores/token-store';
import { createAuditClient } from './audit';
import type { ClientContext } from './context';
import { createDocumentsClient } from './documents';
import { createGatewayClient } from './gateway';
import type { FetchLike, RetryPolicy } from './http';
import { createVpinClient } from './vpin';
import { createVxClient } from './vx';

export interface CreateClientsOptions {
  /**
   * Defaults to the global fetch. On Node, `createNodeHttpFetch()` of `@veriframe/server/node` is faster;
   * tests wrap the real fetch to count or observe requests.
   */
  fetch?: FetchLike;
  /** Clock for token lifetimes (epoch ms); tests pass the sandbox's virtual clock. */
  now?: () => number;
  /** Defaults to `config.proxy.timeoutMs`. */
  timeoutMs?: number;
  /** Retries of idempotent reads; default 2 retries from 100 ms. */
  readRetry?: RetryPolicy;
  /** Waits between retries. */
  sleep?: (ms: number) => Promise<void>;
  /**
   * Shares the VX and link-generation tokens across instances, so they request one token between them
   * (`RedisTokenStore` of `@veriframe/server/redis`). Per instance when absent.
   */
  tokenStore?: SharedTokenStore;
}

/**
 * Typed clients for every endpoint of the five areas, sharing one configuration and token caches.
 *
 * @example
 * const clients = createClients(loadConfig(process.env));
 * const result = await clients.gateway.ageMatch({ fn, ln, addr, zip, age: '21+' });
 */
export function createClients(config: VeriframeConfig, options: CreateClientsOptions = {}) {
  const ctx: ClientContext = {
    config,
    transport: {
      fetch: options.fetch ?? ((url, init) => fetch(url, init)),
      timeoutMs: options.timeoutMs ?? config.proxy.timeoutMs,
      ...(options.sleep ? { sleep: options.sleep } : {}),
    },
    now: options.now ?? Date.now,
    readRetry: options.readRetry ?? { retries: 2, baseDelayMs: 100 },
    tokenStore: options.tokenStore,
  };
  return {
    gateway: createGatewayClient(ctx),
    vx: createVxClient(ctx),
    documents: createDocumentsClient(ctx),
    audit: createAuditClient(ctx),
    vpin: createVpinClient(ctx),
  };
}

export type VeriframeClients = ReturnType<typeof createClients>;
