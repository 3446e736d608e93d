import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPostgres, type MigrationDb, tablesOfThisSchema } from '../../server/db/column-types';
import { createTestApp, db, engines, type TestApp } from './harness';

describe.each(engines)('the tables of this schema on %s', (engine) => {
  let t: TestApp;
  let database: MigrationDb;
  const other = `isps_other_${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    t = await createTestApp(engine);
    database = db(t) as unknown as MigrationDb;
    if (isPostgres(database)) {
      // Another ISPS database on the same server: a table of the same name with other columns, and one
      // this schema does not have.
      await sql`create schema ${sql.id(other)}`.execute(database);
      await sql`create table ${sql.id(other, 'mdm_product')} (id varchar(32))`.execute(database);
      await sql`create table ${sql.id(other, 'only_elsewhere')} (id varchar(32))`.execute(database);
    }
  });

  afterAll(async () => {
    if (isPostgres(database)) await sql`drop schema ${sql.id(other)} cascade`.execute(database);
    await t?.close();
  });

  it('lists each table of the working schema once, with its own columns, and nothing of another schema', async () => {
    const tables = await tablesOfThisSchema(database);
    const products = tables.filter((table) => table.name === 'mdm_product');
    expect(products).toHaveLength(1);
    expect(products[0]?.columns.map((column) => column.name)).toEqual(
      expect.arrayContaining(['id', 'tenant_id', 'code', 'name']),
    );
    expect(tables.map((table) => table.name)).not.toContain('only_elsewhere');
  });
});
