import { defineConfig } from 'tsdown';

export default defineConfig({
  entry: {
    cli: 'src/cli.ts',
    init: 'src/init/bin.ts',
    index: 'src/index.ts',
    next: 'src/next.ts',
    node: 'src/node.ts',
    redis: 'src/redis.ts',
    postgres: 'src/postgres.ts',
    clients: 'src/clients.ts',
    webhooks: 'src/webhooks.ts',
    stores: 'src/stores.ts',
    middleware: 'src/middleware.ts',
    csp: 'src/csp.ts',
  },
  format: 'esm',
  platform: 'node',
  target: 'es2022',
  dts: true,
  sourcemap: true,
  clean: true,
  fixedExtension: false,
});
