import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toDbDateTime } from '../../server/db/datetime';
import { newId } from '../../server/db/ids';
import { DEMO_PARTNER_IDS } from '../../server/db/seed/demo-data';
import { advanceDemoSettlement } from '../../server/db/seed/settle/demo-settlements';
import { seedDemoWarehouse } from '../../server/db/seed/warehouse/demo-warehouse';
import { columnName } from '../../server/entity/column-name';
import { entityRegistry } from '../../server/entity/entity-registry';
import { SUPPLIER_PATH_PREFIXES } from '../../server/http/supplier-access';
import { generateSettlement } from '../../server/modules/settle/generate-settlement';
import type { EntityDescriptor } from '../../src/domain/entity/define-entity';
import { sheetRows } from './entity-helpers';
import { createTestApp, type TestApp } from './harness';

/**
 * Supplier scope over the whole route table (issue 12 point 7, domain.md 4.3, 4.4): every route the
 * app serves (its OpenAPI document, so a new route cannot escape) is walked as supplier_a. Outside the
 * supplier's area every route refuses it; inside, no answer carries a row of supplier_b (lists, details,
 * exports, prints), and no write with supplier_b's ids changes one of them. It runs on SQLite with the
 * demo data, where both suppliers have documents at every step; the scope is the same Kysely filter on
 * both engines (entity-scope.test.ts checks it on PostgreSQL too).
 */

/**
 * Routes outside the supplier prefixes that a supplier may call, each reviewed (domain.md 4.4 rule 2). A
 * route added to them (`config: { supplier: true }` or a public route) fails the walk until it is here.
 */
const REVIEWED_OPEN: readonly string[] = [
  // Public: logging in, registering, recovering a password (nobody's data).
  '/sys/randomImage/{key}',
  '/sys/login',
  '/sys/sms',
  '/sys/phoneLogin',
  '/thirdLogin/getLoginUser/{token}',
  '/sys/thirdLogin/getLoginUser/{token}/{thirdType}',
  '/cas/client/validateLogin',
  '/sys/cas/client/validateLogin',
  '/sys/getEncryptedString',
  '/sys/fsmShellLogin',
  '/sys/user/register',
  '/sys/user/phoneVerification',
  '/sys/user/passwordChange',
  // The caller's own session and account.
  '/sys/logout',
  '/sys/getUserInfo',
  '/sys/user/getUserInfo',
  '/sys/user/updatePassword',
  '/sys/permission/getUserPermissionByToken',
  '/sys/user/getCurrentUserDeparts',
  '/sys/selectDepart',
  '/sys/tenant/queryList',
  // Lookups and the caller's own notices.
  '/sys/dict/getDictItems/{dictCode}',
  '/sys/dict/queryAllDictItems',
  '/sys/annountCement/listByUser',
  '/sys/annountCement/queryById',
  '/sys/annountCement/show/{id}',
  '/sys/sysAnnouncementSend/editByAnntIdAndUserId',
  // Printing its own documents (the client sends the records), attachments (invoice scans).
  '/sys/printTemplate/choices',
  '/sys/printTemplate/render',
  '/sys/common/upload',
  '/sys/common/static/{*}',
  // Its own figures (a supplier gets the supplier view).
  '/dashboard/analysis',
  '/dashboard/workplace',
  '/dashboard/task',
  '/dashboard/chart',
];

interface Operation {
  method: string;
  path: string;
}

type OpenApiDocument = { paths: Record<string, Record<string, unknown>> };

/**
 * The demo receipts are not received against purchase orders, so the demo has no settlement to walk:
 * each portal supplier gets a posted receipt of one of its released PO items, settled, published,
 * confirmed and invoiced (an application verified by finance), through the demo seed's own steps.
 */
async function settlementsOfBothSuppliers(t: TestApp): Promise<void> {
  const { db, engine } = t.app.ctx;
  const now = Date.UTC(2026, 0, 15);
  await db.transaction().execute(async (trx) => {
    const lc = { trx, engine, tenantId: 0, username: 'buyer', now };
    for (const [index, partnerId] of [DEMO_PARTNER_IDS.supplierA, DEMO_PARTNER_IDS.supplierB].entries()) {
      const item = await trx
        .selectFrom('srmPurchaseOrderItem as i')
        .innerJoin('srmPurchaseOrder as o', 'o.id', 'i.purchaseOrderId')
        .innerJoin('wmsFacility as f', 'f.tenantId', 'o.tenantId')
        .select(['i.id', 'i.productId', 'f.id as facilityId'])
        .where('o.partnerId', '=', partnerId)
        .where('o.docStatus', '=', 'approved')
        .orderBy('i.id')
        .limit(1)
        .executeTakeFirstOrThrow();
      const receiptId = newId();
      await trx
        .insertInto('wmsReceipt')
        .values({
          id: receiptId,
          tenantId: 0,
          code: `RC-WALK-${index}`,
          docStatus: 'approved',
          fulfilStatus: 'completed',
          version: 1,
          partnerId,
          facilityId: item.facilityId,
          receivedAt: toDbDateTime(now - 86_400_000),
          qcRequired: 0,
        })
        .execute();
      await trx
        .insertInto('wmsReceiptLine')
        .values({
          id: newId(),
          tenantId: 0,
          receiptId,
          lineNo: 1,
          poItemId: item.id,
          productId: item.productId,
          receivedQty: 5000,
          overQty: 0,
          acceptedQty: 5000,
          rejectedQty: 0,
          returnedQty: 0,
          settledQty: 0,
        })
        .execute();
      const built = await generateSettlement(lc, {
        partnerId,
        periodFrom: '2026-01-01',
        periodTo: '2026-01-31',
      });
      await advanceDemoSettlement(lc, { id: built.id, partnerId, at: now }, 6, 900 + index);
    }
  });
}

const concrete = (path: string) => path.replace(/\{[^}]+\}/g, 'x1').replace(/\*$/, 'none.png');

describe('supplier scope over every route (SQLite, demo data)', () => {
  let t: TestApp;
  let operations: Operation[];
  let supplier: string;
  /** Every row of supplier_b in a partner-scoped table and its lines: table -> ids. */
  const others = new Map<string, string[]>();
  /** The document numbers of those rows: exports and prints show codes, not ids. */
  const otherCodes: string[] = [];
  const scoped: EntityDescriptor[] = [];

  const snapshot = async () => {
    const rows: Record<string, unknown[]> = {};
    for (const [table, ids] of others) {
      rows[table] = (
        await sql`select * from ${sql.table(table)} where id in (${sql.join(ids)}) order by id`.execute(
          t.app.ctx.db,
        )
      ).rows;
    }
    return rows;
  };

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    await seedDemoWarehouse(t.app.ctx.db, t.app.ctx.engine, Date.UTC(2026, 0, 15), t.app.log);
    await settlementsOfBothSuppliers(t);
    await t.app.ready();
    const prefix = t.config.apiPrefix;
    const document = t.app.swagger() as unknown as OpenApiDocument;
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({
        method: method.toUpperCase(),
        path: path.startsWith(prefix) ? path.slice(prefix.length) : path,
      })),
    );
    supplier = await t.login('supplier_a');
    for (const entity of entityRegistry(t.app.ctx).values()) {
      if (!entity.partnerField) continue;
      scoped.push(entity);
      const headers = (
        await sql<{ id: string }>`select id from ${sql.table(entity.table)} where ${sql.ref(
          columnName(entity.partnerField),
        )} = ${DEMO_PARTNER_IDS.supplierB}`.execute(t.app.ctx.db)
      ).rows.map((row) => row.id);
      others.set(entity.table, headers);
      if (entity.fields.code && headers.length > 0) {
        const codes = await sql<{
          code: string | null;
        }>`select code from ${sql.table(entity.table)} where id in (${sql.join(headers)})`.execute(
          t.app.ctx.db,
        );
        otherCodes.push(...codes.rows.flatMap((row) => (row.code ? [row.code] : [])));
      }
      for (const lines of Object.values(entity.lines)) {
        if (headers.length === 0) continue;
        const lineIds = (
          await sql<{ id: string }>`select id from ${sql.table(lines.entity.table)} where ${sql.ref(
            columnName(lines.foreignKey),
          )} in (${sql.join(headers)})`.execute(t.app.ctx.db)
        ).rows.map((row) => row.id);
        others.set(lines.entity.table, [...(others.get(lines.entity.table) ?? []), ...lineIds]);
      }
    }
  }, 300_000);
  afterAll(async () => t.close());

  const inSupplierArea = (path: string) =>
    SUPPLIER_PATH_PREFIXES.some((prefix) => path.startsWith(prefix)) || REVIEWED_OPEN.includes(path);

  const call = async (operation: Operation, query: string, body: Record<string, unknown>) => {
    const withBody = operation.method !== 'GET' && operation.method !== 'DELETE';
    const res = await t.inject({
      method: operation.method as 'GET',
      url: `${t.config.apiPrefix}${concrete(operation.path)}${query}`,
      headers: { 'x-access-token': supplier, ...(withBody ? { 'content-type': 'application/json' } : {}) },
      ...(withBody ? { payload: JSON.stringify(body) } : {}),
    });
    // The walk calls logout too: the next route gets a new session.
    if (operation.path === '/sys/logout') supplier = await t.login('supplier_a');
    return res;
  };

  it('refuses the supplier every route outside its area', async () => {
    const outside = operations.filter((operation) => !inSupplierArea(operation.path));
    expect(outside.length).toBeGreaterThan(400);
    const answered: string[] = [];
    for (const operation of outside) {
      const res = await call(operation, '', {});
      if (res.statusCode !== 403) answered.push(`${operation.method} ${operation.path} ${res.statusCode}`);
    }
    expect(answered).toEqual([]);
  });

  it('has rows of the other supplier in every partner-scoped table to walk against', () => {
    expect(scoped.map((entity) => entity.name)).toEqual(
      expect.arrayContaining(['purchaseOrder', 'deliveryNote', 'receipt', 'inspection', 'supplierReturn']),
    );
    const empty = scoped.filter((entity) => (others.get(entity.table) ?? []).length === 0);
    expect(empty.map((entity) => entity.name)).toEqual([]);
  });

  it('never answers a row of the other supplier, whatever its ids asked, and never changes one', async () => {
    const before = await snapshot();
    const byDocument = scoped
      .flatMap((entity) => {
        const first = others.get(entity.table)?.[0];
        return first ? [`${entity.name}Id=${first}`] : [];
      })
      .join('&');
    const otherIds = [...others.values()].flat();
    const leaks: string[] = [];
    // The supplier's area, and the reads of the reviewed routes (its notices and figures among them).
    const inside = operations.filter(
      (operation) =>
        (SUPPLIER_PATH_PREFIXES.some((prefix) => operation.path.startsWith(prefix)) &&
          !operation.path.endsWith('/importExcel')) ||
        (operation.method === 'GET' &&
          REVIEWED_OPEN.includes(operation.path) &&
          operation.path !== '/sys/logout'),
    );
    for (const operation of inside) {
      const entity = scoped.find((e) => operation.path.startsWith(`${e.basePath}/`));
      const ids = entity ? (others.get(entity.table) ?? []) : otherIds.slice(0, 1);
      for (const id of ids.slice(0, 3)) {
        // Besides its own id, each call names the other supplier's documents the way routes take them.
        const query = `?id=${id}&ids=${id}&${byDocument}`;
        const res = await call(operation, query, {
          ...Object.fromEntries(new URLSearchParams(byDocument)),
          id,
          ids: id,
          version: 0,
          requestId: randomUUID(),
        });
        const type = String(res.headers['content-type'] ?? '');
        const text = type.includes('spreadsheet')
          ? JSON.stringify(await sheetRows(res.rawPayload))
          : type.includes('json') || type.includes('text')
            ? res.body
            : '';
        const leaked = [...otherIds, ...otherCodes].filter((other) => text.includes(other));
        if (leaked.length > 0) leaks.push(`${operation.method} ${operation.path}: ${leaked.length} rows`);
      }
    }
    expect(inside.length).toBeGreaterThan(100);
    expect(leaks).toEqual([]);
    expect(await snapshot()).toEqual(before);
    // The walk ran in a live session of supplier_a, which sees its own orders.
    const own = await call({ method: 'GET', path: '/srm/purchaseOrder/list' }, '', {});
    expect(own.json().result.total).toBeGreaterThan(0);
  });
});
