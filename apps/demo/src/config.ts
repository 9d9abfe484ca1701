/**
 * Where the demo's services are. The browser only knows public addresses: the proxy under `/api` (same origin,
 * forwarded by Vite) and the sandbox's hosted pages. Credentials stay in the proxy.
 */
export const sandboxFrontendUrl = (
  (import.meta.env.VITE_SANDBOX_FRONTEND_URL as string | undefined) || 'http://127.0.0.1:4011'
).replace(/\/+$/, '');

export const proxyBasePath = '/api/veriframe';

export const sandboxFrontendOrigin = new URL(sandboxFrontendUrl).origin;
