import { cpus, loadavg } from 'node:os';

/**
 * One line saying when and on what a bench ran (UTC time, CPU count and model, the 1-minute load average,
 * Node): a figure is read with it, since a busy machine moves every figure. Shared by every `pnpm bench`.
 *
 * @example
 * console.log(measuredOn()); // 'measured 2026-11-25 17:10 UTC on 2 × Intel Xeon, load 3.1, Node v20.20.2'
 */
export function measuredOn(extra = ''): string {
  const cores = cpus();
  const model = cores[0]?.model.replace(/\s+/g, ' ').trim() ?? 'CPU';
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const load = loadavg()[0]!.toFixed(1);
  return `measured ${when} UTC on ${cores.length} × ${model}, load ${load}, Node ${process.version}${extra}`;
}
