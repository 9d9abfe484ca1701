import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/**
 * The demo's Vite configuration. `scripts/start.ts` adds the port and the `/api` proxy at run time; the
 * `@veriframe/development` condition makes workspace packages resolve to their `src`, so no build is needed first.
 */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  resolve: {
    conditions: ['@veriframe/development', ...defaultClientConditions],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // bench.html: the page `pnpm bench` drives (e2e/scripts/bench-open.ts); not linked from the demo.
    rolldownOptions: {
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        bench: fileURLToPath(new URL('./bench.html', import.meta.url)),
        // plain-dom.html: the kit with core alone, no React (e2e/tests/plain-dom.spec.ts).
        'plain-dom': fileURLToPath(new URL('./plain-dom.html', import.meta.url)),
      },
    },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 5173, strictPort: true },
});
