import { loadConfig, serviceEmailOf } from '@veriframe/server';
import {
  createClients,
  isVeriframeApiError,
  NotOwnedError,
  type SessionResult,
  type VeriframeClients,
} from '@veriframe/server/clients';
import { ownership } from './ownership';
import { currentUser } from './session';

// Created on first use, not at import: `next build` has no VERIFRAME_* variable.
let clients: VeriframeClients | undefined;

/**
 * The service's final word on a verification, read on the server from its request_id (a PASS in the browser
 * is only a hint): the result once the session is complete and it is the signed-in person's own, else null:
 * not finished, nobody signed in, unknown, or someone else's. Ownership is checked first (the proxy recorded
 * who created the session), so the service is never asked about another person's id.
 */
export async function finalResult(requestId: string): Promise<SessionResult | null> {
  const user = await currentUser();
  if (!user) return null;
  try {
    await ownership.check('vx-session', requestId, { id: user.id });
  } catch (error) {
    if (error instanceof NotOwnedError) return null; // another person's id, or one nobody was given
    throw error;
  }
  clients ??= createClients(loadConfig());
  const read = await clients.vx.getResult(requestId).catch((error: unknown) => {
    if (isVeriframeApiError(error, 'not_found')) return null;
    throw error;
  });
  if (read?.state !== 'complete') return null;
  // Also the service's own word on whose it is: the email the proxy gave it for this person.
  return read.result.email === serviceEmailOf({ id: user.id }) ? read.result : null;
}
