import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import { toDbDateTime } from '../db/datetime';
import { CRON_OPTIONS } from './cron';
import { type JobOutcome, jobKinds } from './job-kinds';

/** api-contract 8.5: status 0 runs, -1 is stopped. */
export const JOB_RUNNING = '0';
export const JOB_STOPPED = '-1';

const MESSAGE_MAX = 1000;

export interface JobRunResult extends JobOutcome {
  ms: number;
}

/**
 * Runs `sys_quartz_job` rows by their cron (croner, seconds, GMT+8). Every node schedules every running
 * job, and each firing is claimed in the database first (`last_fire_at` moves forward only once per
 * instant), so with several nodes a firing runs on exactly one of them. Writes through the job routes
 * call `reschedule`; `runNow` is the page's "run once".
 */
export class JobScheduler {
  private readonly crons = new Map<string, Cron>();
  private stopped = false;

  constructor(
    private readonly ctx: AppContext,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    const rows = await this.ctx.db
      .selectFrom('sysQuartzJob')
      .select('id')
      .where('status', '=', JOB_RUNNING)
      .execute();
    for (const row of rows) await this.reschedule(row.id);
  }

  /** Re-reads one job and (re)schedules it when it runs, or drops its timer. */
  async reschedule(id: string): Promise<void> {
    this.crons.get(id)?.stop();
    this.crons.delete(id);
    if (this.stopped) return;
    const job = await this.ctx.db
      .selectFrom('sysQuartzJob')
      .select(['id', 'status', 'cronExpression', 'jobClassName'])
      .where('id', '=', id)
      .executeTakeFirst();
    let next: Date | null = null;
    if (job && job.status === JOB_RUNNING && Object.hasOwn(jobKinds, job.jobClassName)) {
      try {
        const cron: Cron = new Cron(
          job.cronExpression,
          CRON_OPTIONS,
          (): Promise<void> => this.fire(id, cron),
        );
        this.crons.set(id, cron);
        next = cron.nextRun();
      } catch (err) {
        this.log.warn({ err, jobId: id }, 'job not scheduled: bad cron expression');
      }
    }
    if (job) {
      await this.ctx.db
        .updateTable('sysQuartzJob')
        .set({ nextRunTime: next ? toDbDateTime(next.getTime()) : null })
        .where('id', '=', id)
        .execute();
    }
  }

  unschedule(id: string): void {
    this.crons.get(id)?.stop();
    this.crons.delete(id);
  }

  scheduledIds(): string[] {
    return [...this.crons.keys()];
  }

  /** Runs a job now, outside its schedule, and records the result like a scheduled run. */
  async runNow(id: string): Promise<JobRunResult | null> {
    const job = await this.ctx.db
      .selectFrom('sysQuartzJob')
      .select(['id', 'jobClassName', 'parameter'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!job) return null;
    return this.run(job.id, job.jobClassName, job.parameter, null);
  }

  stop(): void {
    this.stopped = true;
    for (const cron of this.crons.values()) cron.stop();
    this.crons.clear();
  }

  private async fire(id: string, cron: Cron): Promise<void> {
    // The instant this firing was scheduled for, to the second: the same on every node.
    const slot = new Date(Math.floor(Date.now() / 1000) * 1000);
    try {
      await this.fireAt(id, slot, cron.nextRun());
    } catch (err) {
      this.log.error({ err, jobId: id }, 'scheduled job failed to start');
    }
  }

  /**
   * Claims the firing of `slot` for this node (`last_fire_at` moves forward once per instant) and runs
   * the job when the claim succeeds; returns whether this node ran it.
   */
  async fireAt(id: string, slot: Date, next: Date | null = null): Promise<boolean> {
    const at = toDbDateTime(slot.getTime());
    const claimed = await this.ctx.db
      .updateTable('sysQuartzJob')
      .set({ lastFireAt: at })
      .where('id', '=', id)
      .where('status', '=', JOB_RUNNING)
      .where((eb) => eb.or([eb('lastFireAt', 'is', null), eb('lastFireAt', '<', at)]))
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return false;
    const job = await this.ctx.db
      .selectFrom('sysQuartzJob')
      .select(['jobClassName', 'parameter'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!job) return false;
    await this.run(id, job.jobClassName, job.parameter, next);
    return true;
  }

  private async run(
    id: string,
    kind: string,
    parameter: string | null,
    next: Date | null,
  ): Promise<JobRunResult> {
    const started = Date.now();
    const handler = jobKinds[kind];
    let outcome: JobOutcome;
    if (!handler) {
      outcome = { ok: false, message: `unknown job kind ${kind}` };
    } else {
      try {
        outcome = await handler.run(this.ctx, parameter);
      } catch (err) {
        this.log.error({ err, jobId: id, kind }, 'job failed');
        outcome = { ok: false, message: err instanceof Error ? err.message : String(err) };
      }
    }
    const ms = Date.now() - started;
    await this.ctx.db
      .updateTable('sysQuartzJob')
      .set({
        lastRunTime: toDbDateTime(this.ctx.clock.now()),
        lastRunStatus: outcome.ok ? 'ok' : 'failed',
        lastRunMessage: outcome.message.slice(0, MESSAGE_MAX),
        lastRunMs: ms,
        ...(next ? { nextRunTime: toDbDateTime(next.getTime()) } : {}),
      })
      .where('id', '=', id)
      .execute();
    return { ...outcome, ms };
  }
}
