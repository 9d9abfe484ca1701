import type { VeriframeConfig } from '../config';
import type { SharedTokenStore } from '../stores/token-store';
import type { RetryPolicy, Transport } from './http';

/** What every area client shares: configuration, transport and the clock used for token lifetimes. */
export interface ClientContext {
  config: VeriframeConfig;
  transport: Transport;
  /** Epoch ms; tests pass the sandbox's virtual clock. */
  now: () => number;
  /** Retries of idempotent reads (session result, user status). */
  readRetry: RetryPolicy;
  /** Shares service tokens (and their refresh) across instances; per instance when absent. */
  tokenStore?: SharedTokenStore | undefined;
}

/** Per-call options every client method accepts. */
export interface CallOptions {
  /** Aborts the call; the client's own timeout applies as well. */
  signal?: AbortSignal;
}
