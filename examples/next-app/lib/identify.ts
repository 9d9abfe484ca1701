import type { IdentifyFunction } from '@veriframe/server';
import { currentUser } from './session';

/**
 * Who is asking the proxy: the signed-in person whose session is live (lib/session.ts), or nobody (the proxy
 * answers 401 `unauthenticated`). Each person reaches only their own sessions and document status; the
 * email the service sees is derived from this id, never chosen by the browser. Given to the route handlers
 * and to `assertProxyConfig` at startup.
 */
export const identify: IdentifyFunction = async () => {
  const user = await currentUser();
  return user ? { id: user.id } : null;
};
