import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

/**
 * With BENCH_CPU_PROFILE=<file>, starts a CPU profile (100 µs samples) of what a bench times; the
 * function it answers stops it and writes the profile (for DevTools or a script). Without the variable
 * both do nothing.
 */
export async function startCpuProfile(): Promise<() => Promise<void>> {
  const file = process.env.BENCH_CPU_PROFILE;
  if (!file) return async () => {};
  const profiler = new Session();
  profiler.connect();
  await profiler.post('Profiler.enable');
  await profiler.post('Profiler.setSamplingInterval', { interval: 100 });
  await profiler.post('Profiler.start');
  return async () => {
    const { profile } = await profiler.post('Profiler.stop');
    writeFileSync(file, JSON.stringify(profile));
    profiler.disconnect();
  };
}
