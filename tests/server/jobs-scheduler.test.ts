import { Cron } from 'croner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRON_OPTIONS, cronProblem, nextFiring } from '../../server/jobs/cron';
import { firingSlot, JobScheduler } from '../../server/jobs/job-scheduler';
import { jobScheduler } from '../../server/modules/system/jobs/quartz-routes';
import { createTestApp, db, engines, type TestApp } from './harness';

describe('Quartz-style cron', () => {
  it('takes six fields with seconds, `?`, Quartz weekdays and an optional year, in GMT+8', () => {
    expect(cronProblem('0 30 2 * * ?')).toBeNull();
    expect(cronProblem('0 0 12 ? * MON-FRI')).toBeNull();
    expect(cronProblem('0 0 12 * * ? 2099')).toBeNull();
    expect(cronProblem('* * * *')).not.toBeNull();
    expect(cronProblem('rm -rf /')).not.toBeNull();
    // 02:30 in GMT+8 is 18:30 UTC the day before.
    expect(nextFiring('0 30 2 * * ?', new Date('2024-05-12T00:00:00Z'))?.toISOString()).toBe(
      '2024-05-12T18:30:00.000Z',
    );
    // Quartz numbers weekdays from Sunday = 1: 2 is Monday.
    expect(nextFiring('0 0 9 ? * 2', new Date('2024-05-12T00:00:00Z'))?.toISOString()).toBe(
      '2024-05-13T01:00:00.000Z',
    );
  });

  it('gives a firing the same slot on every node, however late a node woke for it', () => {
    const everyMinute = new Cron('0 * * * * ?', { ...CRON_OPTIONS, paused: true });
    const onTime = firingSlot(everyMinute, new Date('2024-05-12T10:00:00.004Z'));
    const late = firingSlot(everyMinute, new Date('2024-05-12T10:00:01.700Z'));
    expect(onTime.toISOString()).toBe('2024-05-12T10:00:00.000Z');
    expect(late).toEqual(onTime);
    everyMinute.stop();
  });
});

describe.each(engines)('scheduled jobs on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.app.ready();
    admin = await t.login('admin');
  });
  afterAll(async () => {
    await t.close();
  });

  it('schedules the built-in jobs at start and shows their next run', async () => {
    const scheduler = jobScheduler(t.app.ctx)!;
    const jobs = (await t.get('/sys/quartzJob/list?pageSize=50', admin)).json().result.records as {
      id: string;
      jobClassName: string;
      nextRunTime: string | null;
      status_dictText: string;
    }[];
    expect(jobs.map((j) => j.jobClassName).sort()).toEqual(
      [
        'mes.sapProductionImport',
        'oms.sapLogPurge',
        'oms.sapOutbox',
        'oms.salesOrderImport',
        'oms.supplierSettle',
        'srm.sapPoImport',
        'sys.logRetention',
        'sys.messageSender',
        'sys.sessionSweep',
        'wms.replenish',
        'wms.stockAgeSnapshot',
        'wms.verifyInventory',
      ].sort(),
    );
    expect(scheduler.scheduledIds().sort()).toEqual(jobs.map((j) => j.id).sort());
    expect(jobs.every((j) => j.nextRunTime !== null && j.status_dictText === '正常')).toBe(true);
    const kinds = (await t.get('/sys/quartzJob/kinds', admin))
      .json()
      .result.map((k: { value: string }) => k.value);
    expect(kinds).toContain('wms.verifyInventory');
  });

  it('refuses a job that names an unregistered kind or a bad cron', async () => {
    const klass = await t.post(
      '/sys/quartzJob/add',
      { jobClassName: 'org.jeecg.modules.quartz.job.SampleJob', cronExpression: '0 * * * * ?' },
      admin,
    );
    expect(klass.json()).toMatchObject({
      success: false,
      message: '未注册的任务类型：org.jeecg.modules.quartz.job.SampleJob',
    });
    const cron = await t.post(
      '/sys/quartzJob/add',
      { jobClassName: 'sys.sessionSweep', cronExpression: 'every minute' },
      admin,
    );
    expect(cron.json().success).toBe(false);
    expect(cron.json().message).toContain('Cron表达式不正确');
  });

  it('adds, pauses, resumes and runs a job once, recording the last run and its result', async () => {
    const added = await t.post(
      '/sys/quartzJob/add',
      {
        jobClassName: 'sys.logRetention',
        cronExpression: '0 0 4 * * ?',
        parameter: '30',
        description: 'keep 30 days',
      },
      admin,
    );
    expect(added.json().success).toBe(true);
    const id = added.json().result.id as string;
    const scheduler = jobScheduler(t.app.ctx)!;
    expect(scheduler.scheduledIds()).toContain(id);
    // An old log row goes, a fresh one stays.
    const old = new Date(t.clock.now() - 40 * 86_400_000).toISOString();
    await db(t)
      .insertInto('sysLog')
      .values({ id: 'oldlog1', tenantId: 0, logType: 2, logContent: 'old', createTime: old } as never)
      .execute();
    expect((await t.get(`/sys/quartzJob/pause?id=${id}`, admin)).json().message).toBe('暂停定时任务成功');
    expect(scheduler.scheduledIds()).not.toContain(id);
    expect((await t.get(`/sys/quartzJob/queryById?id=${id}`, admin)).json().result.status).toBe('-1');
    expect((await t.get(`/sys/quartzJob/resume?id=${id}`, admin)).json().message).toBe('恢复定时任务成功');
    expect(scheduler.scheduledIds()).toContain(id);
    const run = await t.get(`/sys/quartzJob/execute?id=${id}`, admin);
    expect(run.json()).toMatchObject({ success: true, message: '执行成功!' });
    const job = (await t.get(`/sys/quartzJob/queryById?id=${id}`, admin)).json().result;
    expect(job).toMatchObject({ lastRunStatus: 'ok' });
    expect(job.lastRunMessage).toMatch(/^1 log rows older than 30 days removed/);
    expect(job.lastRunTime).not.toBeNull();
    expect(
      await db(t).selectFrom('sysLog').select('id').where('id', '=', 'oldlog1').executeTakeFirst(),
    ).toBeUndefined();
    await t.inject({
      method: 'DELETE',
      url: `${t.config.apiPrefix}/sys/quartzJob/delete?id=${id}`,
      headers: { 'x-access-token': admin },
    });
    expect(scheduler.scheduledIds()).not.toContain(id);
  });

  it('runs the ledger re-check and the stock-age snapshot kinds', async () => {
    const ids = await db(t)
      .selectFrom('sysQuartzJob')
      .select(['id', 'jobClassName'])
      .where('jobClassName', 'like', 'wms.%')
      .execute();
    for (const job of ids) {
      const run = (await t.get(`/sys/quartzJob/execute?id=${job.id}`, admin)).json();
      expect(run.success, `${job.jobClassName}: ${run.message}`).toBe(true);
    }
  });

  it('lets only one of two nodes run a firing (the claim on last_fire_at)', async () => {
    const job = await db(t)
      .selectFrom('sysQuartzJob')
      .select('id')
      .where('jobClassName', '=', 'sys.sessionSweep')
      .executeTakeFirstOrThrow();
    const before = (
      await db(t)
        .selectFrom('sysQuartzJob')
        .select('lastRunTime')
        .where('id', '=', job.id)
        .executeTakeFirstOrThrow()
    ).lastRunTime;
    const first = new JobScheduler(t.app.ctx, t.app.log);
    const second = new JobScheduler(t.app.ctx, t.app.log);
    const slot = new Date('2030-01-01T00:00:00Z');
    const results = await Promise.all([first.fireAt(job.id, slot), second.fireAt(job.id, slot)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const after = (
      await db(t)
        .selectFrom('sysQuartzJob')
        .select('lastRunTime')
        .where('id', '=', job.id)
        .executeTakeFirstOrThrow()
    ).lastRunTime;
    expect(after).not.toEqual(before);
    first.stop();
    second.stop();
  });
});
