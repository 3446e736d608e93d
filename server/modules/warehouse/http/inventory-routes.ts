import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { Type } from 'typebox';
import { PAGE_SIZE_MAX } from '../../../../src/domain/entity/parse-list-query';
import { spreadsheetRow } from '../../../../src/domain/entity/spreadsheet-cell';
import { type Locale, pickText } from '../../../../src/domain/i18n-text';
import { type InventoryRow, inventoryColumns } from '../../../../src/domain/warehouse/inventory-view';
import { runDocumentAction } from '../../../documents/run-document-action';
import { AppError } from '../../../http/app-error';
import { requirePermission } from '../../../http/require-permission';
import { spreadsheetReply } from '../../../http/response-schema';
import { ok } from '../../../http/result';
import { facilityLimit } from '../../system/permissions/data-rules/facility-limit';
import { type InventoryFilter, type InventoryPage, queryInventory } from '../inventory/inventory-query';
import { openStockCount } from '../stock-count/open-stock-count';
import { builtDocumentReply, inventoryPageReply } from './warehouse-replies';

const ID = Type.String({ pattern: '^[0-9A-Za-z]{1,32}$' });
const inventoryQuery = Type.Object({
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_SIZE_MAX })),
  productId: Type.Optional(ID),
  product: Type.Optional(Type.String({ maxLength: 128 })),
  facilityId: Type.Optional(ID),
  positionId: Type.Optional(ID),
  batchNo: Type.Optional(Type.String({ maxLength: 64 })),
  qualityStatus: Type.Optional(Type.String({ maxLength: 32 })),
  withEmpty: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])),
});
type InventoryQuery = Static<typeof inventoryQuery>;

const checkBody = Type.Object({
  ids: Type.Array(ID, { minItems: 1, maxItems: 5000 }),
  requestId: Type.String({ minLength: 8, maxLength: 64 }),
  blind: Type.Optional(Type.Boolean()),
  freeze: Type.Optional(Type.Boolean()),
});

const EXPORT_MAX = 100_000;
/** The inventory page's permission prefix: its menu carries the data rules of balance rows. */
const INVENTORY_PERMISSION = 'wms:inventory';

export function filterOf(query: InventoryQuery, facilityIds?: readonly string[]): InventoryFilter {
  return {
    ...(query.productId ? { productId: query.productId } : {}),
    ...(query.product ? { product: query.product } : {}),
    ...(facilityIds ? { facilityIds } : query.facilityId ? { facilityIds: [query.facilityId] } : {}),
    ...(query.positionId ? { positionId: query.positionId } : {}),
    ...(query.batchNo ? { batchNo: query.batchNo } : {}),
    ...(query.qualityStatus ? { qualityStatus: query.qualityStatus } : {}),
    withEmpty: query.withEmpty === '1',
  };
}

/**
 * The inventory page (domain.md 3.3, spec 2.3 warehouse › inventory): balance rows with onhand, promise,
 * usable quantity and age, totals for filtered queries, Excel export, and "check inventory" on the
 * selected rows (domain.md 2.9, permission `wms:inventory:check`).
 */
export function registerInventoryRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const read = { preHandler: requirePermission('wms:inventory:check', 'wms:inventory:exportXls') };
  app.get(
    '/wms/inventory/list',
    { ...read, schema: { querystring: inventoryQuery, response: inventoryPageReply } },
    async (request) => {
      const query = request.query as InventoryQuery;
      const pageSize = query.pageSize ?? 10;
      const filter = await scopedFilter(request, query);
      const page = filter
        ? await queryInventory(
            ctx.db,
            request.user.tenantId,
            filter,
            { pageNo: query.pageNo ?? 1, pageSize },
            ctx.clock.now(),
          )
        : emptyPage(query.pageNo ?? 1, pageSize);
      return ok(request.locale, page, { code: 0 });
    },
  );

  app.get(
    '/wms/inventory/exportXls',
    {
      preHandler: requirePermission('wms:inventory:exportXls'),
      schema: { querystring: inventoryQuery, response: spreadsheetReply },
    },
    async (request, reply) => {
      const stream = exportInventory(
        app,
        request,
        await scopedFilter(request, request.query as InventoryQuery),
      );
      const name = request.locale === 'en_US' ? 'Inventory.xlsx' : '库存.xlsx';
      return reply
        .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header(
          'Content-Disposition',
          `attachment; filename="inventory.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`,
        )
        .send(stream);
    },
  );

  app.post(
    '/wms/inventory/check',
    {
      preHandler: requirePermission('wms:inventory:check'),
      schema: { body: checkBody, response: builtDocumentReply },
    },
    async (request) => {
      const body = request.body as Static<typeof checkBody>;
      await requireBalancesInScope(request, body.ids);
      const result = await runDocumentAction(
        ctx.db,
        ctx.engine,
        ctx.clock.now(),
        {
          tenantId: request.user.tenantId,
          username: request.user.username,
          requestId: body.requestId,
          docType: 'check_inventory',
          docId: 'new',
          action: 'checkInventory',
        },
        (lc) =>
          openStockCount(lc, {
            scopeType: 'selected_rows',
            ids: body.ids,
            blind: body.blind ?? false,
            freeze: body.freeze ?? false,
          }),
      );
      return ok(request.locale, result);
    },
  );
}

/**
 * The page's filter within the facilities the caller's data rules allow (domain.md 4.4: warehouse pages
 * filter facility_id by #{sys_user_facilities}); null when nothing can match.
 */
async function scopedFilter(request: FastifyRequest, query: InventoryQuery): Promise<InventoryFilter | null> {
  const allowed = await facilityLimit(request.server.ctx, INVENTORY_PERMISSION, request.user, request.log);
  if (allowed === null) return filterOf(query);
  const facilityIds = query.facilityId ? allowed.filter((id) => id === query.facilityId) : allowed;
  return facilityIds.length === 0 ? null : filterOf(query, facilityIds);
}

function emptyPage(current: number, size: number): InventoryPage {
  return { records: [], total: 0, totalCapped: false, size, current, pages: 0, totals: null };
}

/** A count of balance rows outside the allowed facilities is refused as if the rows did not exist. */
async function requireBalancesInScope(request: FastifyRequest, ids: readonly string[]): Promise<void> {
  const ctx = request.server.ctx;
  const allowed = await facilityLimit(ctx, INVENTORY_PERMISSION, request.user, request.log);
  if (allowed === null) return;
  const rows = await ctx.db
    .selectFrom('wmsInventoryBalance')
    .select('facilityId')
    .where('tenantId', '=', request.user.tenantId)
    .where('id', 'in', ids)
    .execute();
  if (rows.some((row) => !allowed.includes(row.facilityId))) throw new AppError('doc.notFound');
}

/**
 * The matching rows as a workbook: title, header with the spec's labels, the rows (up to 100 000); no
 * rows for a null filter (outside every facility the caller may see).
 */
export function exportInventory(
  app: FastifyInstance,
  request: FastifyRequest,
  filter: InventoryFilter | null,
) {
  const out = new PassThrough();
  const locale: Locale = request.locale;
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet(locale === 'en_US' ? 'Inventory' : '库存');
  const write = async () => {
    sheet.addRow([locale === 'en_US' ? 'Inventory' : '库存查询']).commit();
    const header = sheet.addRow(inventoryColumns.map((column) => pickText(column.label, locale)));
    header.font = { bold: true };
    header.commit();
    // Dictionary columns in the reader's language, as the page shows them.
    const texts = new Map<string, Map<string, string>>();
    for (const column of inventoryColumns) {
      if (!column.dict) continue;
      const options = (await app.ctx.dictionaries.options(column.dict, locale)) ?? [];
      texts.set(column.key, new Map(options.map((option) => [option.value, option.text])));
    }
    const cell = (column: (typeof inventoryColumns)[number], row: InventoryRow) => {
      const value = column.value(row);
      return texts.get(column.key)?.get(String(value)) ?? value;
    };
    const pageSize = 1000;
    for (let pageNo = 1; filter && (pageNo - 1) * pageSize < EXPORT_MAX; pageNo++) {
      const page = await queryInventory(
        app.ctx.db,
        request.user.tenantId,
        filter,
        { pageNo, pageSize },
        app.ctx.clock.now(),
      );
      for (const row of page.records)
        sheet.addRow(spreadsheetRow(inventoryColumns.map((column) => cell(column, row)))).commit();
      if (page.records.length < pageSize) break;
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
