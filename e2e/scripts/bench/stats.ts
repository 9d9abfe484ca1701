/** The median of `values` (the mean of the middle two for an even count). */
export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export const ms = (value: number): string => `${value.toFixed(1)} ms`;

/** `  label  figure  (goal …: met|missed)`, so every goal is read beside its figure. */
export const line = (label: string, figure: string, goal?: { text: string; met: boolean }): string =>
  `  ${label.padEnd(52)}${figure.padStart(10)}${goal ? `   goal ${goal.text}: ${goal.met ? 'met' : 'MISSED'}` : ''}`;

/** What the run was measured on: the date, Node, the CPU and how busy it was, so a figure can be judged. */
export async function measuredOn(browserVersion: string): Promise<string> {
  const os = await import('node:os');
  const cpus = os.cpus();
  const load = os.loadavg()[0]!.toFixed(1);
  return `measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}, load ${load}, Node ${process.version}, Chromium ${browserVersion}`;
}
