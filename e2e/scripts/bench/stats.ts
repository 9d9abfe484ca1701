import { measuredOn as machine } from '../../../packages/sandbox/bench/machine';

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

/** When and on what the run was measured (the shared line of every `pnpm bench`), with Chromium's version. */
export const measuredOn = (browserVersion: string): string => machine(`, Chromium ${browserVersion}`);
