import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trigramIndexes } from '../../server/entity/entity-ddl';
import { sapLog } from '../../src/domain/oms/sap-log';
import { productionOrder } from '../../src/domain/production/production-order';
import { deliveryNote } from '../../src/domain/srm/delivery-note';
import { label } from '../../src/domain/srm/label';
import { purchaseOrder } from '../../src/domain/srm/purchase-order';
import { createTestApp, db, engines, type TestApp } from './harness';

/**
 * Migration 0140 (docs/performance.md "PostgreSQL text search"): on PostgreSQL the `like` query fields
 * of every descriptor with `trigramSearch` have a GIN trigram index and a prefix B-tree over
 * `lower(column)`, and the entity engine's `lower(column) like lower(pattern)` filter is served by them;
 * SQLite keeps its indexes as they were.
 */
describe.each(engines)('trigram search indexes on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const flagged = [productionOrder, sapLog, label, purchaseOrder, deliveryNote];

  it('names one index per like query field of each flagged descriptor', () => {
    expect(trigramIndexes(productionOrder).map((index) => index.column)).toContain('code');
    expect(trigramIndexes(sapLog).map((index) => [index.column, index.kind])).toEqual([
      ['biz_doc_code', 'trigram'],
      ['biz_doc_code', 'prefix'],
    ]);
    expect(trigramIndexes(label).map((index) => index.column)).toContain('label_no');
    for (const entity of flagged) expect(entity.trigramSearch).toBe(true);
  });

  it('creates them on PostgreSQL only, and the list filter uses them', async () => {
    const names = flagged.flatMap((entity) => trigramIndexes(entity).map((index) => index.name));
    if (engine === 'sqlite') {
      const { rows } = await sql<{ name: string }>`select name from sqlite_master where type = 'index'
        and name like '%trgm%'`.execute(db(t));
      expect(rows).toEqual([]);
      return;
    }
    const { rows } = await sql<{ indexname: string; indexdef: string }>`select indexname, indexdef
      from pg_indexes where schemaname = current_schema()
        and (indexname like '%trgm_idx' or indexname like '%prefix_idx')`.execute(db(t));
    expect(rows.map((row) => row.indexname).sort()).toEqual([...names].sort());
    for (const row of rows)
      expect(row.indexdef).toMatch(
        row.indexname.endsWith('trgm_idx') ? /USING gin \(lower.*gin_trgm_ops/ : /lower.*text_pattern_ops/,
      );
    // 20 000 SAP log rows and the engine's filter as it sends it (entity-filters.ts): a document number
    // searched by its middle is a trigram index scan, not a read of the table.
    await sql`insert into oms_sap_log (id, tenant_id, version, create_by, create_time, interface_code,
        direction, biz_doc_type, biz_doc_id, biz_doc_code, request_payload, response_payload, sync_status,
        retry_count, duration_ms)
      select 'T' || lpad(i::text, 18, '0'), 0, 1, 'test', now(), 'goods_movement', 'outbound', 'receipt',
        i::text, 'RC' || lpad(i::text, 8, '0'), '{}'::json, '{}'::json, 'success', 0, 1
      from generate_series(1, 20000) as g(i)`.execute(db(t));
    await sql`analyze oms_sap_log`.execute(db(t));
    const plan = async (pattern: string) =>
      (
        await sql<{ 'QUERY PLAN': string }>`explain select id from oms_sap_log
          where tenant_id = ${0} and lower(biz_doc_code) like lower(${pattern}) escape '\\'`.execute(db(t))
      ).rows
        .map((row) => row['QUERY PLAN'])
        .join('\n');
    expect(await plan('%12345%')).toContain('oms_sap_log_biz_doc_code_trgm_idx');
    // A prefix shared by every row (`RC…`) is a B-tree range.
    expect(await plan('RC0001234%')).toContain('oms_sap_log_biz_doc_code_prefix_idx');
  });
});
