/**
 * `npm start` tells one line per phase (building the client, migrating, seeding, ready) with its
 * duration; the phases' details go to the log file or, with --verbose, to the console (issue 16).
 */
export type StartupPhase = <T>(label: string, work: () => Promise<T>) => Promise<T>;

/**
 * Runs each phase and writes `[isps] <label> … <seconds> s`, the label as it starts and the time when
 * it ends; a failed phase says so. With `detailed`, the phase's own output comes between the two, so
 * the label gets a line of its own.
 */
export function startupPhases(
  write: (text: string) => void,
  detailed: boolean,
  now: () => number = Date.now,
): StartupPhase {
  return async (label, work) => {
    write(detailed ? `[isps] ${label} …\n` : `[isps] ${label} … `);
    const started = now();
    try {
      const result = await work();
      write(`${detailed ? `[isps] ${label}: ` : ''}${seconds(now() - started)}\n`);
      return result;
    } catch (err) {
      write(`${detailed ? `[isps] ${label}: ` : ''}failed after ${seconds(now() - started)}\n`);
      throw err;
    }
  };
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

/** The default outside `npm start` (tests, tools): no report, just the work. */
export const silentPhase: StartupPhase = (_label, work) => work();
