import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stableId } from '../../server/db/ids';
import { createCommand } from '../../server/modules/warehouse/commands/create-command';
import type { LedgerContext } from '../../server/modules/warehouse/ledger/ledger-context';
import { replenishQuantity } from '../../server/modules/warehouse/replenish/replenish-quantity';
import { createTestApp, db, engines, type TestApp } from './harness';
import { addFacility, addProduct, receiveStock } from './ledger-fixtures';

const JOB_ID = stableId('quartz_job', 'wms.replenish');

describe('replenish quantity (domain.md 3.4)', () => {
  it('orders up to the maximum in whole multiples only when below the minimum', () => {
    const rule = { minQty: 10, maxQty: 50, reorderMultiple: 12 };
    expect(replenishQuantity(rule, 10)).toBe(0);
    expect(replenishQuantity(rule, 4)).toBe(48);
    expect(replenishQuantity({ ...rule, reorderMultiple: 0 }, 4)).toBe(46);
  });
});

describe.each(engines)('replenish job on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  const place = {} as Record<'central' | 'spare' | 'sub' | 'low' | 'full' | 'inTransfer', string>;

  const tx = <T>(work: (lc: LedgerContext) => Promise<T>) =>
    db(t)
      .transaction()
      .execute((trx) =>
        work({ trx, engine: t.app.ctx.engine, tenantId: 0, username: 'tester', now: Date.now() }),
      );

  const replenishCommands = () =>
    db(t)
      .selectFrom('wmsCommand as c')
      .innerJoin('wmsCommandLine as l', 'l.commandId', 'c.id')
      .select([
        'c.code',
        'c.outFacilityId',
        'c.docStatus',
        'c.sourceSystem',
        'c.createBy',
        'l.productId',
        'l.qty',
      ])
      .where('c.commandType', '=', 'replenish')
      .where('c.inFacilityId', '=', place.sub)
      .orderBy('l.productId')
      .execute();

  async function setting(body: Record<string, unknown>) {
    const res = await t.post('/mdm/productFacility/add', { facilityId: place.sub, ...body }, admin);
    expect(res.json()).toMatchObject({ success: true });
  }

  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.app.ready();
    admin = await t.login('admin');
    await tx(async (lc) => {
      const central = await addFacility(lc, 'RPC');
      const spare = await addFacility(lc, 'RPX');
      const sub = await addFacility(lc, 'RPS');
      await lc.trx
        .updateTable('wmsFacility')
        .set({ parentFacilityId: central.id })
        .where('id', '=', sub.id)
        .execute();
      place.central = central.id;
      place.spare = spare.id;
      place.sub = sub.id;
      place.low = await addProduct(lc, 'RP-LOW');
      place.full = await addProduct(lc, 'RP-FULL');
      place.inTransfer = await addProduct(lc, 'RP-TRANSFER');
      await receiveStock(lc, { productId: place.low, facilityId: sub.id, positionId: sub.storage }, 4_000);
      await receiveStock(lc, { productId: place.full, facilityId: sub.id, positionId: sub.storage }, 20_000);
      // Stock in the defect position is not usable: it must not hold replenishment back.
      await receiveStock(lc, { productId: place.low, facilityId: sub.id, positionId: sub.defect }, 30_000);
      await createCommand(lc, {
        commandType: 'transfer',
        outFacilityId: central.id,
        inFacilityId: sub.id,
        lines: [{ productId: place.inTransfer, qty: 5_000 }],
      });
    });
    await setting({ productId: place.low, minQty: 10, maxQty: 50, reorderMultiple: 12 });
    await setting({ productId: place.full, minQty: 10, maxQty: 50 });
    await setting({
      productId: place.inTransfer,
      minQty: 10,
      maxQty: 30,
      replenishFromFacilityId: place.spare,
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('is a nightly built-in job', async () => {
    const jobs = (await t.get('/sys/quartzJob/list?pageSize=50', admin)).json().result.records as {
      id: string;
      jobClassName: string;
      cronExpression: string;
      status: string;
    }[];
    expect(jobs.find((job) => job.jobClassName === 'wms.replenish')).toMatchObject({
      id: JOB_ID,
      cronExpression: '0 30 1 * * ?',
      status: '0',
    });
  });

  it('creates pending replenish commands from the replenishing facility when run now', async () => {
    const run = await t.get(`/sys/quartzJob/execute?id=${JOB_ID}`, admin);
    expect(run.json()).toMatchObject({ success: true, result: { ok: true } });
    expect(run.json().result.message).toMatch(/^2 replenish commands with 2 lines created/);
    const commands = await replenishCommands();
    const byProduct = Object.fromEntries(commands.map((c) => [c.productId, c]));
    // Usable 4 (the defect stock does not count): up to 50 in multiples of 12 is 48.
    expect(byProduct[place.low]).toMatchObject({
      outFacilityId: place.central,
      docStatus: 'pending',
      sourceSystem: 'job',
      createBy: 'system',
    });
    expect(Number(byProduct[place.low]?.qty)).toBe(48_000);
    // The open transfer brings 5: up to 30 from the facility named in the setting is 25.
    expect(byProduct[place.inTransfer]).toMatchObject({ outFacilityId: place.spare });
    expect(Number(byProduct[place.inTransfer]?.qty)).toBe(25_000);
    expect(byProduct[place.full]).toBeUndefined();
  });

  it('creates nothing more while the commands are open', async () => {
    const before = await replenishCommands();
    const run = await t.get(`/sys/quartzJob/execute?id=${JOB_ID}`, admin);
    expect(run.json().result).toMatchObject({ ok: true, message: 'nothing to replenish' });
    expect(await replenishCommands()).toEqual(before);
  });

  it('orders again once an earlier command is cancelled', async () => {
    const low = (await replenishCommands()).find((c) => c.productId === place.low)!;
    await db(t)
      .updateTable('wmsCommand')
      .set({ docStatus: 'cancelled' })
      .where('code', '=', low.code)
      .execute();
    const run = await t.get(`/sys/quartzJob/execute?id=${JOB_ID}`, admin);
    expect(run.json().result.message).toMatch(/^1 replenish commands with 1 lines created/);
    const open = (await replenishCommands()).filter((c) => c.docStatus === 'pending');
    expect(open.map((c) => c.productId).sort()).toEqual([place.low, place.inTransfer].sort());
  });
});
