#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { cliEnvironment } from './cli-environment';
import { cliIdentify } from './cli-identify';
import { cliStores } from './cli-stores';
import { ConfigError, loadConfig } from './config';
import { createNodeHttpFetch, serveNode } from './node';
import { jsonLogger } from './observability/logger';
import { createProxy } from './proxy/create-proxy';

/** `veriframe-proxy`: configuration from the environment, one JSON ready line, clean shutdown on signals. */
async function main(): Promise<void> {
  let flags: { migrate?: boolean; identify?: string };
  try {
    flags = parseArgs({
      options: { migrate: { type: 'boolean' }, identify: { type: 'string' } },
      allowPositionals: false,
    }).values;
  } catch (e) {
    process.stderr.write(`veriframe-proxy: ${(e as Error).message} (flags: --identify <who>, --migrate)\n`);
    process.exit(2);
  }
  let config: ReturnType<typeof loadConfig>;
  let cli: ReturnType<typeof cliEnvironment>;
  let identify: ReturnType<typeof cliIdentify>;
  try {
    config = loadConfig(process.env);
    cli = cliEnvironment(process.env);
    // Outside development, who is asking is said at start (or the command stops), never guessed per request.
    identify = cliIdentify(flags.identify, process.env, config);
  } catch (e) {
    if (e instanceof ConfigError) {
      process.stderr.write(`${e.message}\n`);
      process.exit(1);
    }
    throw e;
  }
  // Node's own HTTP client with keep-alive: a fraction of the global fetch's CPU per upstream call.
  const upstream = createNodeHttpFetch();
  // Shared stores when VERIFRAME_REDIS_URL / VERIFRAME_DATABASE_URL are set: instances behind one balancer agree.
  const stores = await cliStores(process.env, { migrate: flags.migrate === true });
  const proxy = createProxy({
    config,
    ...(identify ? { identify } : {}),
    ...stores.options,
    clientOptions: { fetch: upstream, ...(stores.tokenStore ? { tokenStore: stores.tokenStore } : {}) },
    logger: jsonLogger({ level: cli.logLevel }),
    webhooks: { ...stores.options.webhooks, bodyTimeoutMs: cli.webhookBodyTimeoutMs },
    health: { detailsToken: cli.healthDetailsToken },
  });
  const server = await serveNode(proxy, {
    port: config.proxy.port,
    hostname: config.proxy.hostname,
    headersTimeoutMs: cli.headersTimeoutMs,
    requestTimeoutMs: cli.requestTimeoutMs,
  });
  // Handlers before the ready line: a signal sent as soon as it is read must not meet the default action.
  // SIGTERM (an orchestrator): readiness goes down first, then in-flight requests finish. SIGINT: at once.
  const exit = () => {
    upstream.close();
    void stores.close().then(() => process.exit(0));
  };
  process.once('SIGTERM', () => {
    void server.shutdown({ notReadyForMs: cli.shutdownDelayMs, drainMs: cli.drainMs }).then(exit);
  });
  process.once('SIGINT', () => void server.close().then(exit));
  process.stdout.write(
    `${JSON.stringify({
      ready: true,
      url: server.url,
      base_path: proxy.basePath,
      sandbox_defaults: config.sandboxDefaults,
      shared_stores: stores.shared,
    })}\n`,
  );
}

main().catch((e: unknown) => {
  process.stderr.write(`veriframe-proxy: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
});
