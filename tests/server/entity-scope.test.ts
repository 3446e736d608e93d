import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MigrationDb } from '../../server/db/column-types';
import { DEMO_PARTNER_IDS } from '../../server/db/seed/demo-data';
import { createEntityTables } from '../../server/entity/entity-ddl';
import { registerEntity } from '../../server/entity/register-entity';
import { createAuthenticate } from '../../server/http/authenticate';
import { serialiseAsIs } from '../../server/http/response-schema';
import { dailyPeriod } from '../../server/modules/rules/fill-rule-generators';
import { defineEntity } from '../../src/domain/entity/define-entity';
import { field } from '../../src/domain/entity/field';
import { del, sheetRows } from './entity-helpers';
import { createTestApp, db, engines, type TestApp } from './harness';

/** A supplier-visible document as the srm area will declare them: rows carry the partner. */
const label = { zh: '测试', en: 'Test' };
const scopedNote = defineEntity({
  name: 'scopedNoteTest',
  table: 'srm_scoped_note_test',
  permission: 'srm:deliveryNote',
  basePath: '/srm/scopedNoteTest',
  label,
  fields: {
    code: field.code({ label, required: true, rule: 'DN' }),
    partnerId: field.str(32, { label: { zh: '供应商', en: 'Supplier' }, required: true, query: 'eq' }),
    remark: field.str(100, { label }),
  },
  partnerField: 'partnerId',
});

describe.each(engines)('supplier scoping of generic routes on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let supplier: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(engine);
    await createEntityTables(db(t) as unknown as MigrationDb, scopedNote);
    await t.app.register(
      async (scope) => {
        scope.addHook('onRequest', createAuthenticate(t.app.ctx));
        scope.setSerializerCompiler(serialiseAsIs);
        registerEntity(scope, scopedNote);
      },
      { prefix: t.config.apiPrefix },
    );
    admin = await t.login('admin');
    supplier = await t.login('supplier_a');
    for (const [code, partnerId] of [
      ['A1', DEMO_PARTNER_IDS.supplierA],
      ['A2', DEMO_PARTNER_IDS.supplierA],
      ['B1', DEMO_PARTNER_IDS.supplierB],
    ] as const) {
      const answer = (await t.post('/srm/scopedNoteTest/add', { code, partnerId }, admin)).json();
      if (!answer.success) throw new Error(answer.message);
      ids[code] = answer.result.id;
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('shows staff every row and a supplier user only the rows of its own partner', async () => {
    const all = (await t.get('/srm/scopedNoteTest/list?column=code&order=asc', admin)).json();
    expect(all.result.records.map((r: { code: string }) => r.code)).toEqual(['A1', 'A2', 'B1']);
    const own = (await t.get('/srm/scopedNoteTest/list?column=code&order=asc', supplier)).json();
    expect(own.result.records.map((r: { code: string }) => r.code)).toEqual(['A1', 'A2']);
    expect(own.result.total).toBe(2);
    // A filter on the partner cannot widen the scope.
    const other = (
      await t.get(`/srm/scopedNoteTest/list?partnerId=${DEMO_PARTNER_IDS.supplierB}`, supplier)
    ).json();
    expect(other.result.records).toEqual([]);
  });

  it('answers rows of another partner as not found, for reads and writes alike', async () => {
    expect((await t.get(`/srm/scopedNoteTest/queryById?id=${ids.B1}`, supplier)).json().message).toBe(
      '未找到对应实体',
    );
    const edit = (
      await t.put('/srm/scopedNoteTest/edit', { id: ids.B1, version: 0, remark: 'x' }, supplier)
    ).json();
    expect(edit.message).toBe('未找到对应实体');
    expect((await del(t, `/srm/scopedNoteTest/delete?id=${ids.B1}`, supplier)).json().message).toBe(
      '未找到对应实体',
    );
    const batch = (await del(t, `/srm/scopedNoteTest/deleteBatch?ids=${ids.B1},`, supplier)).json();
    expect(batch.result.count).toBe(0);
    const still = (await t.get(`/srm/scopedNoteTest/queryById?id=${ids.B1}`, admin)).json();
    expect(still.result).toMatchObject({ code: 'B1', remark: null });
  });

  it('stores what a supplier user adds under its own partner, whatever the body says', async () => {
    const added = (
      await t.post('/srm/scopedNoteTest/add', { code: 'X1', partnerId: DEMO_PARTNER_IDS.supplierB }, supplier)
    ).json();
    expect(added.success).toBe(true);
    expect(added.result.partnerId).toBe(DEMO_PARTNER_IDS.supplierA);
  });

  it('numbers a record saved without a code from its fill rule, in the insert transaction', async () => {
    const day = dailyPeriod(t.clock.now());
    const first = (
      await t.post('/srm/scopedNoteTest/add', { partnerId: DEMO_PARTNER_IDS.supplierA }, admin)
    ).json();
    const second = (
      await t.post('/srm/scopedNoteTest/add', { partnerId: DEMO_PARTNER_IDS.supplierA }, admin)
    ).json();
    expect([first.result.code, second.result.code]).toEqual([`DN${day}0001`, `DN${day}0002`]);
  });

  it('exports only the rows in scope', async () => {
    const res = await t.get('/srm/scopedNoteTest/exportXls?column=code&order=asc', supplier);
    const rows = await sheetRows(res.rawPayload);
    expect(rows.slice(3).map((r) => r[0])).toEqual([
      'A1',
      'A2',
      expect.stringMatching(/^DN\d{10}$/),
      expect.stringMatching(/^DN\d{10}$/),
      'X1',
    ]);
  });
});
