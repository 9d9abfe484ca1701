import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The browser calls /api/veriframe on its own origin; Vite forwards it to the proxy (`node server.mjs`,
// default http://127.0.0.1:8787), which holds the credentials. PROXY_TARGET moves it.
const proxy = { '/api/veriframe': process.env.PROXY_TARGET ?? 'http://127.0.0.1:8787' };

export default defineConfig({
  plugins: [react()],
  server: { proxy },
  preview: { proxy },
});
