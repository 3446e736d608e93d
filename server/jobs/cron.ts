import { Cron, type CronOptions } from 'croner';

/**
 * Quartz-style cron (api-contract 8.5): six fields with seconds, an optional seventh for the year,
 * `?` and Quartz weekday numbers (1 = Sunday), evaluated in GMT+8, the contract's time zone.
 */
export const CRON_OPTIONS: CronOptions = {
  mode: '6-or-7-parts',
  alternativeWeekdays: true,
  timezone: 'Asia/Shanghai',
  protect: true,
};

/** null when the expression is valid, else why not. */
export function cronProblem(expression: string): string | null {
  try {
    const probe = new Cron(expression, { ...CRON_OPTIONS, paused: true });
    const next = probe.nextRun();
    probe.stop();
    return next ? null : 'it never fires';
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** The next firing after `from`, or null. */
export function nextFiring(expression: string, from: Date): Date | null {
  try {
    const probe = new Cron(expression, { ...CRON_OPTIONS, paused: true });
    const next = probe.nextRun(from);
    probe.stop();
    return next;
  } catch {
    return null;
  }
}
