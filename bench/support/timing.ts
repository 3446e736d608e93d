import { loadavg } from 'node:os';

/** The p-th percentile (nearest rank) of timing samples. */
export function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Milliseconds one run takes, by the monotonic clock. */
export async function elapsed(run: () => Promise<unknown> | unknown): Promise<number> {
  const started = process.hrtime.bigint();
  await run();
  return Number(process.hrtime.bigint() - started) / 1e6;
}

/** The machine's load average (1, 5, 15 minutes), printed beside every figure. */
export function loadAverage(): string {
  return loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
}
