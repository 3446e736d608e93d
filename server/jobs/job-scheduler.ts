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
 * The instant a firing belongs to: the cron's latest instant at or before `firedAt`. Every node
 * computes the same one however late its timer woke (a loaded node may wake a second or more late).
 */
export function firingSlot(cron: Cron, firedAt: Date): Date {
  return cron.previousRuns(1, new Date(firedAt.getTime() + 1))[0] ?? firedAt;
}

/**
 * Runs `sys_quartz_job` rows by their cron (croner, seconds, GMT+8). Every node schedules every running
 * job, and each firing is claimed in the database first (`last_fire_at` moves forward only once per
 * cron instant, and only while the row still has the cron the timer was made from), so with several
 * nodes a firing runs on exactly one of them. A write through the job routes makes every node follow
 * the table (`followTable`, told to the others through the hub); `runNow` is the page's "run once".
 */
export class JobScheduler {
  private readonly crons = new Map<string, Cron>();
  private stopped = false;

  constructor(
    private readonly ctx: AppContext,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    this.ctx.hub.onNodeEvent((event) => {
      if (event.kind === 'jobsChanged')
        this.sync().catch((err: unknown) => this.log.error({ err }, 'jobs not rescheduled'));
    });
    const rows = await this.ctx.db
      .selectFrom('sysQuartzJob')
      .select('id')
      .where('status', '=', JOB_RUNNING)
      .execute();
    for (const row of rows) await this.reschedule(row.id);
  }

  /** After a write to the job table: this node's timers follow it, then the other nodes' do. */
  async followTable(): Promise<void> {
    await this.sync();
    await this.ctx.hub.tellNodes({ kind: 'jobsChanged' });
  }

  /** Drops the timers of deleted jobs and (re)schedules every job from its row. */
  async sync(): Promise<void> {
    if (this.stopped) return;
    const rows = await this.ctx.db.selectFrom('sysQuartzJob').select('id').execute();
    const live = new Set(rows.map((row) => row.id));
    for (const id of this.scheduledIds()) if (!live.has(id)) this.unschedule(id);
    for (const row of rows) await this.reschedule(row.id);
  }

  /** Re-reads one job and (re)schedules it when it runs, or drops its timer. */
  private async reschedule(id: string): Promise<void> {
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
        const expression = job.cronExpression;
        const cron: Cron = new Cron(
          expression,
          CRON_OPTIONS,
          (): Promise<void> => this.fire(id, cron, expression),
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

  private async fire(id: string, cron: Cron, cronExpression: string): Promise<void> {
    try {
      await this.fireAt(id, firingSlot(cron, new Date()), { next: cron.nextRun(), cronExpression });
    } catch (err) {
      this.log.error({ err, jobId: id }, 'scheduled job failed to start');
    }
  }

  /**
   * Claims the firing of `slot` for this node (`last_fire_at` moves forward once per instant; with
   * `cronExpression`, only while the row still has that cron, so a timer another node has not yet
   * replaced cannot fire an edited job) and runs the job when the claim succeeds; returns whether
   * this node ran it.
   */
  async fireAt(
    id: string,
    slot: Date,
    timer: { next?: Date | null; cronExpression?: string } = {},
  ): Promise<boolean> {
    const at = toDbDateTime(slot.getTime());
    let claim = this.ctx.db
      .updateTable('sysQuartzJob')
      .set({ lastFireAt: at })
      .where('id', '=', id)
      .where('status', '=', JOB_RUNNING)
      .where((eb) => eb.or([eb('lastFireAt', 'is', null), eb('lastFireAt', '<', at)]));
    if (timer.cronExpression !== undefined) claim = claim.where('cronExpression', '=', timer.cronExpression);
    const claimed = await claim.executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) {
      this.log.debug({ jobId: id, slot: slot.toISOString() }, 'scheduled job not claimed');
      return false;
    }
    const job = await this.ctx.db
      .selectFrom('sysQuartzJob')
      .select(['jobClassName', 'parameter'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!job) return false;
    const result = await this.run(id, job.jobClassName, job.parameter, timer.next ?? null);
    // A job that did its work every minute is no news on the console (its runs are kept in the job's
    // log); one that failed is.
    const logged = {
      jobId: id,
      kind: job.jobClassName,
      slot: slot.toISOString(),
      ok: result.ok,
      ms: result.ms,
    };
    if (result.ok) this.log.debug(logged, 'scheduled job ran');
    else this.log.warn(logged, 'scheduled job failed');
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
