import {
  createClients,
  isVeriframeApiError,
  loadConfig,
  type SessionResult,
  serviceEmailOf,
  type VeriframeClients,
} from '@veriframe/server';
import { getSession } from './session';

// Created on first use, not at import: `next build` has no VERIFRAME_* variable.
let clients: VeriframeClients | undefined;

/**
 * The service's final word on a verification, read on the server from its request_id (a PASS in the browser
 * is only a hint): the result once the session is complete and it is the signed-in person's own (its email is
 * the one the proxy gave the service for them), else null: not finished, nobody signed in, unknown, or someone
 * else's.
 */
export async function finalResult(requestId: string): Promise<SessionResult | null> {
  const { user } = await getSession();
  if (!user) return null;
  clients ??= createClients(loadConfig());
  const read = await clients.vx.getResult(requestId).catch((error: unknown) => {
    if (isVeriframeApiError(error, 'not_found')) return null; // an id the service never issued
    throw error;
  });
  if (read?.state !== 'complete') return null;
  return read.result.email === serviceEmailOf({ id: user.id }) ? read.result : null;
}
