#!/usr/bin/env node
import { cliUsage, parseCliArgs } from './cli-options';
import { isLoopbackHost, startSandbox } from './start';

const parsed = parseCliArgs(process.argv.slice(2), process.env);
if (!parsed.ok) {
  console.error(`${parsed.message}\n\n${cliUsage}`);
  process.exit(2);
}
if (parsed.help) {
  console.log(cliUsage);
  process.exit(0);
}

const sandbox = await startSandbox(parsed.options).catch((e: unknown) => {
  console.error(`sandbox failed to start: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});

if (!isLoopbackHost(parsed.options.host ?? '127.0.0.1')) {
  // Said on every start, before the ready line, so it lands in whatever log keeps the command's output.
  console.error(
    `veriframe-sandbox: WARNING: listening on ${parsed.options.host} (--unsafe-open-to-network): the admin API ` +
      `(outbox with bearer links, settings PATCH, the clock) answers anyone who can reach ${parsed.options.host}`,
  );
}

// Handlers before the ready line: a signal sent as soon as it is read must not meet the default action.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void sandbox.close().then(() => process.exit(0));
  });
}

// One JSON line that tools wait for (a contract: keep it first and keep its keys).
console.log(JSON.stringify({ ready: true, ...sandbox.urls, admin_url: sandbox.adminUrl }));
