import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentSecurityPolicy } from '@veriframe/server/csp';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// The browser calls /api/veriframe on its own origin; Vite forwards it to the proxy (`node server.mjs`,
// default http://127.0.0.1:8787), which holds the credentials. PROXY_TARGET moves it.
const proxy = { '/api/veriframe': process.env.PROXY_TARGET ?? 'http://127.0.0.1:8787' };

// Vite writes this placeholder as the nonce of the built page's tags (`html.cspNonce`).
const NONCE_PLACEHOLDER = 'VERIFRAME_CSP_NONCE';

/**
 * `vite preview` answers the page with a strict CSP and a fresh nonce per response, as your production
 * server should: the policy from `contentSecurityPolicy` (@veriframe/server) for the hosted origin.
 */
function strictCsp(): Plugin {
  return {
    name: 'strict-csp',
    configurePreviewServer(server) {
      const page = join(server.config.root, server.config.build.outDir, 'index.html');
      const hostedOrigin = process.env.VITE_VERIFRAME_FRONTEND_URL ?? 'http://127.0.0.1:4011';
      server.middlewares.use((request, response, next) => {
        if (request.url !== '/' && request.url !== '/index.html') return next();
        const nonce = randomBytes(18).toString('base64');
        const { header } = contentSecurityPolicy({ hostedOrigin, nonce });
        response.setHeader('content-security-policy', header);
        response.setHeader('content-type', 'text/html; charset=utf-8');
        response.end(readFileSync(page, 'utf8').replaceAll(NONCE_PLACEHOLDER, nonce));
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), strictCsp()],
  html: { cspNonce: NONCE_PLACEHOLDER },
  server: { proxy },
  preview: { proxy },
});
