import { toScaled } from '../../../src/domain/entity/scaled-number';
import { errorMessage } from '../../../src/domain/errors';
import { priceSalesLines } from '../../../src/domain/oms/sales-money';
import { SALES_SOURCES, type SalesSource } from '../../../src/domain/oms/sales-order';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { toDbDateTime } from '../../db/datetime';
import { newId } from '../../db/ids';
import { isUniqueViolation } from '../../entity/entity-write';
import { AppError } from '../../http/app-error';
import { newDocumentHeader } from '../../modules/warehouse/commands/new-document-header';
import type { LedgerContext } from '../../modules/warehouse/ledger/ledger-context';
import { fileSapPoSource } from '../sap/file-boundary';
import '../../modules/oms/sales-tables';

/** One order as the BOS, CRM or e-shop sends it (docs/integrations.md "Sales orders"). */
export interface SalesOrderMessage {
  sourceSystem: SalesSource;
  orderNo: string;
  customerCode: string;
  storeCode: string;
  salesUserCode: string | null;
  orderDate: string;
  requestedDate: string | null;
  currency: string;
  shipType: string | null;
  contact: string | null;
  tel: string | null;
  address: string | null;
  regionCode: string | null;
  eshopOrderNo: string | null;
  lines: {
    productCode: string;
    qty: number;
    unitPrice: number;
    taxRate: number;
    requestedDate: string | null;
  }[];
}

/** What an import did with each order it was given. */
export interface SalesImportOutcome {
  created: number;
  updated: number;
  refused: { orderNo: string; message: string }[];
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function invalid(detail: string): never {
  throw new AppError('salesOrder.importInvalid', { detail: detail.slice(0, 300) });
}

const text = (value: unknown, name: string, max: number, required = false): string | null => {
  if (value === undefined || value === null || value === '') {
    if (required) invalid(`${name} is required`);
    return null;
  }
  if (typeof value !== 'string' && typeof value !== 'number') invalid(`${name} must be a text`);
  const result = String(value).trim();
  if (result.length > max) invalid(`${name} is longer than ${max}`);
  return result;
};

const date = (value: unknown, name: string, required = false): string | null => {
  const result = text(value, name, 10, required);
  if (result !== null && !DATE.test(result)) invalid(`${name} must be a date YYYY-MM-DD`);
  return result;
};

const decimal = (value: unknown, name: string, kind: 'qty' | 'price' | 'pct'): number => {
  if (typeof value !== 'number' && typeof value !== 'string') invalid(`${name} must be a decimal`);
  const scaled = toScaled(value, kind);
  if (scaled === undefined || scaled < 0)
    invalid(`${name} must be a non-negative decimal, got ${String(value)}`);
  return scaled;
};

/** One order of a message, checked field by field (the refusal names the field). */
export function parseSalesOrder(raw: unknown, defaultSource?: SalesSource): SalesOrderMessage {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) invalid('an order must be an object');
  const order = raw as Record<string, unknown>;
  const source = (text(order.sourceSystem, 'sourceSystem', 8) ??
    defaultSource ??
    invalid('sourceSystem is required')) as SalesSource;
  if (!SALES_SOURCES.includes(source)) invalid(`sourceSystem must be one of ${SALES_SOURCES.join(', ')}`);
  if (!Array.isArray(order.lines) || order.lines.length === 0)
    invalid('lines: at least one line is required');
  if (order.lines.length > 500) invalid('lines: at most 500 lines');
  return {
    sourceSystem: source,
    orderNo: text(order.orderNo, 'orderNo', 64, true)!,
    customerCode: text(order.customerCode, 'customerCode', 64, true)!,
    storeCode: text(order.storeCode, 'storeCode', 64, true)!,
    salesUserCode: text(order.salesUserCode, 'salesUserCode', 64),
    orderDate: date(order.orderDate, 'orderDate', true)!,
    requestedDate: date(order.requestedDate, 'requestedDate'),
    currency: text(order.currency, 'currency', 8) ?? 'CNY',
    shipType: text(order.shipType, 'shipType', 32),
    contact: text(order.contact, 'contact', 64),
    tel: text(order.tel, 'tel', 32),
    address: text(order.address, 'address', 256),
    regionCode: text(order.regionCode, 'regionCode', 12),
    eshopOrderNo: text(order.eshopOrderNo, 'eshopOrderNo', 32),
    lines: order.lines.map((value: unknown, index) => {
      if (typeof value !== 'object' || value === null) invalid(`line ${index + 1} must be an object`);
      const line = value as Record<string, unknown>;
      const at = `line ${index + 1}`;
      const qty = decimal(line.qty, `${at} qty`, 'qty');
      if (qty === 0) invalid(`${at} qty must be greater than 0`);
      return {
        productCode: text(line.productCode, `${at} productCode`, 64, true)!,
        qty,
        unitPrice: decimal(line.unitPrice, `${at} unitPrice`, 'price'),
        taxRate:
          line.taxRate === undefined || line.taxRate === null
            ? 1300
            : decimal(line.taxRate, `${at} taxRate`, 'pct'),
        requestedDate: date(line.requestedDate, `${at} requestedDate`),
      };
    }),
  };
}

/** The orders of one message: one order, `[order, ...]` or `{ orders: [...] }`. */
export function ordersOf(body: unknown): unknown[] {
  if (Array.isArray(body)) return body;
  if (typeof body === 'object' && body !== null && Array.isArray((body as { orders?: unknown }).orders)) {
    return (body as { orders: unknown[] }).orders;
  }
  return [body];
}

/** The id of a live master row of the tenant by code, or the refusal naming what was not found. */
async function idOf(
  lc: LedgerContext,
  table: 'mdmBusinessPartner' | 'mdmProductStore' | 'mdmProduct' | 'mdmSalesUser',
  code: string,
  what: string,
  orderNo: string,
): Promise<string> {
  const row = await lc.trx
    .selectFrom(table as 'mdmProduct')
    .select('id')
    .where('tenantId', '=', lc.tenantId)
    .where('code', '=', code)
    .where('delFlag', '=', 0)
    .executeTakeFirst();
  if (!row) throw new AppError('salesOrder.unknownReference', { sourceOrderNo: orderNo, what, value: code });
  return row.id;
}

/**
 * Stores one order in the caller's transaction, unique by (tenant, source system, order number): a new
 * order is created pending; a re-sent order still pending is updated (header and lines replaced); one that
 * is approved, finished or cancelled is refused (docs/decisions.md). Lines are priced per line.
 */
export async function storeSalesOrder(
  lc: LedgerContext,
  order: SalesOrderMessage,
): Promise<'created' | 'updated'> {
  const customerId = await idOf(lc, 'mdmBusinessPartner', order.customerCode, 'customer', order.orderNo);
  const productStoreId = await idOf(lc, 'mdmProductStore', order.storeCode, 'store', order.orderNo);
  const salesUserId = order.salesUserCode
    ? await idOf(lc, 'mdmSalesUser', order.salesUserCode, 'sales user', order.orderNo)
    : null;
  const productIds: string[] = [];
  for (const line of order.lines)
    productIds.push(await idOf(lc, 'mdmProduct', line.productCode, 'product', order.orderNo));
  const priced = priceSalesLines(order.lines);
  const at = toDbDateTime(lc.now);
  const values = {
    customerId,
    productStoreId,
    salesUserId,
    orderDate: order.orderDate,
    requestedDate: order.requestedDate,
    currency: order.currency,
    totalAmount: priced.totalAmount,
    taxAmount: priced.taxAmount,
    shipType: order.shipType,
    contact: order.contact,
    tel: order.tel,
    address: order.address,
    regionCode: order.regionCode,
    eshopSaleOrderId: order.eshopOrderNo,
  };
  const existing = await lc.trx
    .selectFrom('omsSalesOrder')
    .select(['id', 'docStatus', 'version'])
    .where('tenantId', '=', lc.tenantId)
    .where('sourceSystem', '=', order.sourceSystem)
    .where('sourceOrderNo', '=', order.orderNo)
    .executeTakeFirst();
  let id: string;
  if (existing) {
    if (existing.docStatus !== 'pending') {
      throw new AppError('salesOrder.alreadyApproved', {
        sourceSystem: order.sourceSystem.toUpperCase(),
        sourceOrderNo: order.orderNo,
      });
    }
    id = existing.id;
    const changed = await lc.trx
      .updateTable('omsSalesOrder')
      .set({ ...values, version: Number(existing.version) + 1, updateBy: lc.username, updateTime: at })
      .where('id', '=', id)
      .where('version', '=', existing.version)
      .where('docStatus', '=', 'pending')
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) throw new AppError('doc.stateChanged');
    await lc.trx
      .deleteFrom('omsSalesOrderLine')
      .where('tenantId', '=', lc.tenantId)
      .where('salesOrderId', '=', id)
      .execute();
  } else {
    const header = await newDocumentHeader(lc, 'SO');
    id = header.id;
    await lc.trx
      .insertInto('omsSalesOrder')
      .values({
        ...header,
        ...values,
        sourceSystem: order.sourceSystem,
        sourceOrderNo: order.orderNo,
        sapStatus: null,
      })
      .execute();
  }
  await lc.trx
    .insertInto('omsSalesOrderLine')
    .values(
      order.lines.map((line, index) => ({
        id: newId(),
        tenantId: lc.tenantId,
        salesOrderId: id,
        lineNo: index + 1,
        productId: productIds[index]!,
        qty: line.qty,
        unitPrice: line.unitPrice,
        taxRate: line.taxRate,
        amount: priced.lines[index]!.amount,
        taxAmount: priced.lines[index]!.taxAmount,
        requestedDate: line.requestedDate,
        deliveredQty: 0,
        billedQty: 0,
        createBy: lc.username,
        createTime: at,
      })),
    )
    .execute();
  return existing ? 'updated' : 'created';
}

/**
 * Imports the orders of one message (file or push), each in its own transaction: a refused order is
 * reported with its localised reason and does not stop the others. Two nodes storing the same new order
 * at once meet the unique key: the loser retries as an update.
 */
export async function importSalesOrders(
  ctx: Pick<AppContext, 'db' | 'engine' | 'clock'>,
  tenantId: number,
  body: unknown,
  options: { username: string; defaultSource?: SalesSource },
): Promise<SalesImportOutcome> {
  const outcome: SalesImportOutcome = { created: 0, updated: 0, refused: [] };
  for (const raw of ordersOf(body)) {
    const orderNo =
      typeof (raw as { orderNo?: unknown })?.orderNo === 'string'
        ? (raw as { orderNo: string }).orderNo
        : '?';
    try {
      const order = parseSalesOrder(raw, options.defaultSource);
      const store = (db: Db) =>
        db
          .transaction()
          .execute((trx) =>
            storeSalesOrder(
              { trx, engine: ctx.engine, tenantId, username: options.username, now: ctx.clock.now() },
              order,
            ),
          );
      const result = await store(ctx.db).catch((error: unknown) => {
        if (isUniqueViolation(error)) return store(ctx.db);
        throw error;
      });
      outcome[result] += 1;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      outcome.refused.push({ orderNo, message: errorMessage(error.code, 'en_US', error.params) });
    }
  }
  return outcome;
}

export function describeSalesImport(outcome: SalesImportOutcome): string {
  const refused = outcome.refused.slice(0, 3).map((r) => `${r.orderNo}: ${r.message}`);
  return (
    `${outcome.created} created, ${outcome.updated} updated, ${outcome.refused.length} refused` +
    (refused.length ? ` (${refused.join('; ')})` : '')
  );
}

/**
 * The file drop (docs/integrations.md): every `*.json` in the inbox is claimed like the SAP IDoc inbox
 * (file-boundary.ts), imported, and moved to `processed/` (all orders stored) or `error/` beside the
 * reasons. A file that is not JSON is refused whole.
 */
export async function runSalesFileImport(
  ctx: Pick<AppContext, 'db' | 'engine' | 'clock' | 'config'>,
  tenantId: number,
): Promise<SalesImportOutcome & { files: number }> {
  const inbox = fileSapPoSource(ctx.config.sales.inboxDir, '.json');
  const total: SalesImportOutcome & { files: number } = { files: 0, created: 0, updated: 0, refused: [] };
  for (const document of await inbox.pull()) {
    total.files += 1;
    let body: unknown;
    try {
      body = JSON.parse(document.content);
    } catch (error) {
      const message = `not JSON: ${error instanceof Error ? error.message : String(error)}`;
      total.refused.push({ orderNo: document.id, message });
      await inbox.settle(document, { ok: false, message });
      continue;
    }
    const outcome = await importSalesOrders(ctx, tenantId, body, { username: 'sales_import' });
    total.created += outcome.created;
    total.updated += outcome.updated;
    total.refused.push(...outcome.refused);
    await inbox.settle(
      document,
      outcome.refused.length === 0
        ? { ok: true, orders: outcome.created + outcome.updated }
        : { ok: false, message: outcome.refused.map((r) => `${r.orderNo}: ${r.message}`).join('\n') },
    );
  }
  return total;
}
