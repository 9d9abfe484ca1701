// Who the admin API answers (its host names and the page origins besides its own), kept apart from the guard
// (admin-guard.ts) so the context can hold it without an import cycle.

/** Who may use the admin API besides the sandbox itself (`startSandbox({ admin })`). */
export interface AdminAccessOptions {
  /**
   * Host names (without port) the admin API also answers to, beside `127.0.0.1`, `localhost` and `[::1]`: a
   * LAN address or a container name when the sandbox listens there (`--host` is added for you).
   */
  hosts?: readonly string[];
  /** Exact origins of pages allowed to call the admin API from a browser (`http://localhost:5173`). */
  origins?: readonly string[];
}

/** The loopback names the admin API always answers to. */
export const loopbackNames = ['127.0.0.1', 'localhost', '[::1]'];
const wildcardHosts = new Set(['0.0.0.0', '::', '[::]']);
/** A host name as a `Host` header spells it: IPv6 in brackets, lower case. */
export function hostName(host: string): string {
  const bare = host.trim().toLowerCase();
  return bare.includes(':') && !bare.startsWith('[') ? `[${bare}]` : bare;
}

/** The names the admin API answers to, for a sandbox listening on `listenHost` (wildcards add nothing). */
export function adminHostNames(listenHost: string | undefined, extra: readonly string[] = []): string[] {
  const configured = listenHost && !wildcardHosts.has(listenHost) ? [hostName(listenHost)] : [];
  return [...new Set([...loopbackNames, ...configured, ...extra.map(hostName)])];
}
