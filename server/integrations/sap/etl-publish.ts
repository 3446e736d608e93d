import type { NotifyDef } from '../../../src/domain/document/define-document';
import {
  type ErrorCode,
  errorCatalogue,
  formatMessage,
  type MessageParams,
} from '../../../src/domain/errors';
import { lineAmount, taxOf } from '../../../src/domain/money';
import { headerConfirmStatus } from '../../../src/domain/srm/po-item-answers';
import { purchaseOrder } from '../../../src/domain/srm/purchase-order';
import { toDbDateTime } from '../../db/datetime';
import { newId } from '../../db/ids';
import { insertRows } from '../../db/insert-rows';
import { storeDocumentNotice } from '../../documents/document-notices';
import { refreshFulfilment } from '../../modules/srm/delivery-note-receiving';
import {
  closeItem,
  loadPurchaseOrder,
  saveAmounts,
  UNDELIVERED_ITEM,
} from '../../modules/srm/purchase-order-effects';
import { dayOf, type LedgerContext, qty } from '../../modules/warehouse/ledger/ledger-context';
import { poTypeOf, type StagedItem, type StagedOrder, withoutZeros } from './etl-stage';
import { newRow } from './sap-tables';
import '../../modules/srm/srm-tables';

/** domain.md 3.6 `etl_status`. */
export type EtlStatus = 'new' | 'published' | 'unchanged' | 'error' | 'skipped';

/** One import run as its staging rows name it. */
export interface EtlRun {
  batchId: string;
  sourceName: string;
  /** The user published orders are created by (config `SAP_ETL_BUYER`). */
  buyer: string;
}

type Code = ErrorCode;
type Problem = { code: Code; params: MessageParams };

/** A staging row's message in both languages (the page shows it as sent; 500 characters at most). */
export function messageOf(problem: Problem): string {
  const text = errorCatalogue[problem.code];
  return `${formatMessage(text.zh, problem.params)} / ${formatMessage(text.en, problem.params)}`.slice(
    0,
    500,
  );
}

const PO_PAGE = '/srm/purchase-order';
const RECONFIRM: NotifyDef = {
  to: 'partnerUsers',
  title: {
    zh: '采购订单 {code} 已在SAP变更, 请重新确认',
    en: 'Purchase order {code} was changed in SAP: confirm again',
  },
  openPage: PO_PAGE,
};
const CLOSE_REFUSED: NotifyDef = {
  to: 'creator',
  title: {
    zh: '采购订单 {code} 的SAP关闭被拒绝: 送货在途',
    en: 'PO {code}: SAP closing refused, delivery in transit',
  },
  openPage: '/srm/etl-po-header',
};

/** What the master data maps an order to (domain.md 3.6: supplier, materials, plants). */
interface Mapping {
  partnerId: string | null;
  products: Map<string, string>;
  facilities: Map<string, string>;
}

/** The master-data columns the mapping reads (their areas' typed tables do not name them all). */
type MappedTables = {
  mdmBusinessPartner: {
    id: string;
    tenantId: number;
    code: string;
    sapVendorNo: string | null;
    delFlag: number;
  };
  wmsFacility: {
    id: string;
    tenantId: number;
    code: string;
    sapPlant: string | null;
    sapStorageLocation: string | null;
    delFlag: number;
  };
};

async function mapMasterData(lc: LedgerContext, order: StagedOrder): Promise<Mapping> {
  const db = lc.trx.withTables<MappedTables>();
  const vendor = [order.supplierCode, withoutZeros(order.supplierCode)];
  const partner = await db
    .selectFrom('mdmBusinessPartner')
    .select('id')
    .where('tenantId', '=', lc.tenantId)
    .where('delFlag', '=', 0)
    .where((eb) => eb.or([eb('sapVendorNo', 'in', vendor), eb('code', 'in', vendor)]))
    .orderBy('sapVendorNo', 'desc')
    .executeTakeFirst();
  const materials = [...new Set(order.items.flatMap((i) => [i.materialCode, withoutZeros(i.materialCode)]))];
  const products = new Map<string, string>();
  for (const row of await lc.trx
    .selectFrom('mdmProduct')
    .select(['id', 'code'])
    .where('tenantId', '=', lc.tenantId)
    .where('delFlag', '=', 0)
    .where('code', 'in', materials)
    .execute())
    products.set(row.code, row.id);
  const plants = [...new Set(order.items.map((i) => i.plant).filter((p): p is string => p !== null))];
  const facilities = new Map<string, string>();
  if (plants.length > 0) {
    const rows = await db
      .selectFrom('wmsFacility')
      .select(['id', 'sapPlant', 'sapStorageLocation'])
      .where('tenantId', '=', lc.tenantId)
      .where('delFlag', '=', 0)
      .where('sapPlant', 'in', plants)
      .orderBy('code')
      .execute();
    // A facility of the plant and storage location first, else the plant's first facility.
    for (const row of rows) {
      const plant = row.sapPlant ?? '';
      if (!facilities.has(plant)) facilities.set(plant, row.id);
      if (row.sapStorageLocation) facilities.set(`${plant}/${row.sapStorageLocation}`, row.id);
    }
  }
  return { partnerId: partner?.id ?? null, products, facilities };
}

const productOf = (m: Mapping, item: StagedItem) =>
  m.products.get(item.materialCode) ?? m.products.get(withoutZeros(item.materialCode)) ?? null;
const facilityOf = (m: Mapping, item: StagedItem) =>
  item.plant === null
    ? null
    : (m.facilities.get(`${item.plant}/${item.storageLocation ?? ''}`) ??
      m.facilities.get(item.plant) ??
      null);

/** The order's currency: the purchase order's default (CNY) when SAP sends none, as a manual order gets it. */
const currencyOf = (order: StagedOrder): string => order.currency ?? purchaseOrder.fields.currency.default;

/** Whether SAP deletes or completes the item: it is closed, not written. */
const closing = (order: StagedOrder, item: StagedItem) =>
  order.deletionFlag || item.deletionFlag || item.deliveryCompletedFlag;

/**
 * The problems of mapping an order's supplier, materials and plants, and an item to write without its
 * requested date (the item's `delivery_date` is NOT NULL); the order is published only without.
 */
function mappingProblems(order: StagedOrder, m: Mapping): { header: Problem[]; items: Map<string, Problem> } {
  const header: Problem[] = [];
  if (!m.partnerId) header.push({ code: 'etl.unknownSupplier', params: { code: order.supplierCode } });
  const items = new Map<string, Problem>();
  for (const item of order.items) {
    if (!productOf(m, item))
      items.set(item.itemNo, {
        code: 'etl.unknownMaterial',
        params: { itemNo: item.itemNo, code: item.materialCode },
      });
    else if (item.plant !== null && !facilityOf(m, item))
      items.set(item.itemNo, { code: 'etl.unknownPlant', params: { itemNo: item.itemNo, code: item.plant } });
    else if (item.deliveryDate === null && !closing(order, item))
      items.set(item.itemNo, { code: 'etl.noDeliveryDate', params: { itemNo: item.itemNo } });
  }
  return { header, items };
}

/** An item's requested date; `mappingProblems` kept an order with an item to write without one unpublished. */
function deliveryDateOf(item: StagedItem): string {
  if (item.deliveryDate === null) throw new Error(`SAP item ${item.itemNo} has no delivery date`);
  return item.deliveryDate;
}

interface ItemResult {
  status: EtlStatus;
  message: string | null;
  poItemId: string | null;
}

/** What publishing one order did: its status, and the notices to push once committed. */
export interface PublishResult {
  status: EtlStatus;
  headerId: string;
}

/**
 * Stages one order of an import run and publishes it as domain.md 3.6 says, in the caller's transaction:
 * new -> a pending purchase order (source `sap`); changed -> updated, `revision` + 1, and on a released
 * order a changed quantity, price or date asks the supplier to confirm again; a deleted or
 * delivery-completed item is closed as force finish would, refused while a delivery note of it is in
 * transit (the staging item stays `error`, the buyer is told); the same content again -> `unchanged`.
 */
export async function publishOrder(
  lc: LedgerContext,
  run: EtlRun,
  order: StagedOrder,
  notices: string[],
): Promise<PublishResult> {
  const headerId = newId();
  const po = await lc.trx
    .selectFrom('srmPurchaseOrder')
    .select([
      'id',
      'code',
      'docStatus',
      'fulfilStatus',
      'partnerId',
      'createBy',
      'revision',
      'supplierVisible',
    ])
    .where('tenantId', '=', lc.tenantId)
    .where('code', '=', order.sapPoNo)
    .executeTakeFirst();
  const previous = await lc.trx
    .selectFrom('srmEtlPoHeader')
    .select(['contentHash', 'processStatus'])
    .where('tenantId', '=', lc.tenantId)
    .where('sapPoNo', '=', order.sapPoNo)
    .orderBy('importedAt', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();

  const mapping = await mapMasterData(lc, order);
  const write = (status: EtlStatus, message: string | null, items: ItemResult[], poId: string | null) =>
    writeStaging(lc, run, headerId, order, mapping, { status, message, poId }, items);
  const all = (status: EtlStatus, message: string | null = null): ItemResult[] =>
    order.items.map(() => ({ status, message, poItemId: null }));

  // The same content as last time, published then: nothing to do.
  if (
    po &&
    previous?.contentHash === order.contentHash &&
    (previous.processStatus === 'published' || previous.processStatus === 'unchanged')
  ) {
    const ids = await poItemIds(lc, po.id);
    await write(
      'unchanged',
      null,
      order.items.map((item) => ({
        status: 'unchanged',
        message: null,
        poItemId: ids.get(item.lineNo) ?? null,
      })),
      po.id,
    );
    return { status: 'unchanged', headerId };
  }

  const problems = mappingProblems(order, mapping);
  if (problems.header.length > 0 || problems.items.size > 0) {
    const notPublished = messageOf({ code: 'etl.orderErrors', params: {} });
    const first = problems.header[0] ?? [...problems.items.values()][0]!;
    await write(
      'error',
      messageOf(first),
      order.items.map((item) => {
        const problem = problems.items.get(item.itemNo);
        return problem
          ? { status: 'error', message: messageOf(problem), poItemId: null }
          : { status: 'skipped', message: notPublished, poItemId: null };
      }),
      po?.id ?? null,
    );
    return { status: 'error', headerId };
  }

  if (!po) {
    const live = order.items.filter((item) => !closing(order, item));
    if (live.length === 0) {
      await write(
        'skipped',
        messageOf({ code: 'etl.deletedBeforePublish', params: {} }),
        all('skipped'),
        null,
      );
      return { status: 'skipped', headerId };
    }
    const created = await createPurchaseOrder(lc, run, headerId, order, mapping);
    await write(
      'published',
      null,
      order.items.map((item) => {
        const id = created.get(item.lineNo);
        return id
          ? { status: 'published', message: null, poItemId: id }
          : {
              status: 'skipped',
              message: messageOf({ code: 'etl.deletedBeforePublish', params: {} }),
              poItemId: null,
            };
      }),
      created.get(0) ?? null,
    );
    return { status: 'published', headerId };
  }

  if (po.docStatus === 'cancelled') {
    await write(
      'skipped',
      messageOf({ code: 'etl.orderCancelled', params: { code: po.code ?? '' } }),
      all('skipped'),
      po.id,
    );
    return { status: 'skipped', headerId };
  }
  if (po.partnerId !== mapping.partnerId) {
    await write(
      'error',
      messageOf({ code: 'etl.supplierChanged', params: { code: po.code ?? '' } }),
      all('skipped'),
      po.id,
    );
    return { status: 'error', headerId };
  }
  const results = await applyChanges(
    lc,
    { ...po, code: po.code ?? order.sapPoNo },
    headerId,
    order,
    mapping,
    notices,
  );
  const errors = results.filter((r) => r.status === 'error');
  const status: EtlStatus =
    errors.length > 0 ? 'error' : results.some((r) => r.status === 'published') ? 'published' : 'unchanged';
  const message =
    errors.length > 0
      ? messageOf({
          code: 'etl.itemsInError',
          params: { count: errors.length, first: errors[0]!.message ?? '' },
        })
      : null;
  await write(status, message, results, po.id);
  return { status, headerId };
}

async function poItemIds(lc: LedgerContext, poId: string): Promise<Map<number, string>> {
  const rows = await lc.trx
    .selectFrom('srmPurchaseOrderItem')
    .select(['id', 'lineNo'])
    .where('tenantId', '=', lc.tenantId)
    .where('purchaseOrderId', '=', poId)
    .execute();
  return new Map(rows.map((row) => [row.lineNo ?? 0, row.id]));
}

/** Inserts the staging header and its items (one statement for the items). */
async function writeStaging(
  lc: LedgerContext,
  run: EtlRun,
  headerId: string,
  order: StagedOrder,
  mapping: Mapping,
  header: { status: EtlStatus; message: string | null; poId: string | null },
  items: ItemResult[],
): Promise<void> {
  const at = toDbDateTime(lc.now);
  await lc.trx
    .insertInto('srmEtlPoHeader')
    .values({
      ...newRow(lc),
      id: headerId,
      importBatchId: run.batchId,
      sapPoNo: order.sapPoNo,
      poType: order.poType,
      companyCode: order.companyCode,
      purchOrg: order.purchOrg,
      purchGroup: order.purchGroup,
      supplierCode: order.supplierCode,
      partnerId: mapping.partnerId,
      currency: order.currency,
      poDate: order.poDate,
      paymentTerms: order.paymentTerms,
      incoterm: order.incoterm,
      deletionFlag: order.deletionFlag ? 1 : 0,
      releaseStatus: order.releaseStatus,
      sourceName: run.sourceName.slice(0, 128),
      raw: JSON.stringify(order.raw),
      contentHash: order.contentHash,
      importedAt: at,
      processStatus: header.status,
      processMessage: header.message,
      purchaseOrderId: header.poId,
    })
    .execute();
  await insertRows(
    lc.trx,
    lc.engine,
    'srmEtlPoItem',
    order.items.map((item, index) => ({
      id: newId(),
      tenantId: lc.tenantId,
      createBy: lc.username,
      createTime: at,
      etlHeaderId: headerId,
      lineNo: item.lineNo,
      itemNo: item.itemNo,
      materialCode: item.materialCode,
      productId: productOf(mapping, item),
      shortText: item.shortText?.slice(0, 64) ?? null,
      qty: item.qty,
      uom: item.uom,
      netPrice: item.netPrice,
      priceUnit: item.priceUnit,
      taxCode: item.taxCode,
      plant: item.plant,
      storageLocation: item.storageLocation,
      deliveryDate: item.deliveryDate,
      deletionFlag: item.deletionFlag ? 1 : 0,
      deliveryCompletedFlag: item.deliveryCompletedFlag ? 1 : 0,
      raw: JSON.stringify(item.raw),
      contentHash: item.contentHash,
      processStatus: items[index]!.status,
      processMessage: items[index]!.message,
      poItemId: items[index]!.poItemId,
    })),
  );
}

/** The user the run creates orders as, and his id (the order's buyer). */
async function buyerOf(lc: LedgerContext, username: string): Promise<string | null> {
  const row = await lc.trx
    .selectFrom('sysUser')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** A purchase order item as SAP orders it: nothing confirmed, delivered or closed yet. */
function newItemRow(
  lc: LedgerContext,
  mapping: Mapping,
  item: StagedItem,
  owner: { purchaseOrderId: string; createBy: string; partnerId: string | null; supplierVisible: number },
) {
  return {
    id: newId(),
    tenantId: lc.tenantId,
    ...owner,
    lineNo: item.lineNo,
    productId: productOf(mapping, item)!,
    supplierPartNo: item.supplierPartNo?.slice(0, 64) ?? null,
    description: item.shortText?.slice(0, 256) ?? null,
    qty: item.qty,
    uom: item.uom,
    netPrice: item.netPrice,
    priceUnit: item.priceUnit,
    taxRate: item.taxRate,
    amount: item.netPrice === null ? null : lineAmount(item.qty, item.netPrice, item.priceUnit),
    deliveryDate: deliveryDateOf(item),
    facilityId: facilityOf(mapping, item),
    storageLocation: item.storageLocation,
    createTime: toDbDateTime(lc.now),
    ...UNDELIVERED_ITEM,
    confirmStatus: 'unconfirmed',
    fulfilStatus: 'unexecuted',
    deletionFlag: 0,
  };
}

/**
 * A new SAP order published pending (domain.md 3.6, 4.1 step 1): invisible to the supplier until the
 * buyer releases it. Returns the new items' ids by line number, and the order's id under 0.
 */
async function createPurchaseOrder(
  lc: LedgerContext,
  run: EtlRun,
  headerId: string,
  order: StagedOrder,
  mapping: Mapping,
): Promise<Map<number, string>> {
  const id = newId();
  const at = toDbDateTime(lc.now);
  const live = order.items.filter((item) => !closing(order, item));
  const rows = live.map((item) =>
    newItemRow(lc, mapping, item, {
      purchaseOrderId: id,
      createBy: run.buyer,
      partnerId: null,
      supplierVisible: 0,
    }),
  );
  let net = 0;
  let tax = 0;
  for (const row of rows) {
    if (row.amount === null) continue;
    net += row.amount;
    tax += taxOf(row.amount, row.taxRate ?? 0);
  }
  await lc.trx
    .insertInto('srmPurchaseOrder')
    .values({
      id,
      tenantId: lc.tenantId,
      code: order.sapPoNo,
      partnerId: mapping.partnerId!,
      poType: poTypeOf(order.poType),
      companyCode: order.companyCode,
      purchOrg: order.purchOrg,
      purchGroup: order.purchGroup,
      buyerUserId: await buyerOf(lc, run.buyer),
      currency: currencyOf(order),
      poDate: order.poDate,
      paymentTerms: order.paymentTerms,
      incoterm: order.incoterm,
      facilityId: rows[0]?.facilityId ?? null,
      amountExclTax: net,
      taxAmount: tax,
      confirmStatus: 'unconfirmed',
      revision: 0,
      sourceSystem: 'sap',
      etlHeaderId: headerId,
      supplierVisible: 0,
      docStatus: 'pending',
      fulfilStatus: 'unexecuted',
      version: 0,
      createBy: run.buyer,
      createTime: at,
    })
    .execute();
  await insertRows(lc.trx, lc.engine, 'srmPurchaseOrderItem', rows);
  const ids = new Map(rows.map((row) => [row.lineNo, row.id]));
  ids.set(0, id);
  return ids;
}

/** A purchase order item as the import compares it with SAP's. */
interface CurrentItem {
  id: string;
  lineNo: number;
  productId: string;
  qty: number;
  netPrice: number | null;
  priceUnit: number;
  taxRate: number | null;
  deliveryDate: string;
  facilityId: string | null;
  storageLocation: string | null;
  uom: string | null;
  description: string | null;
  receivedQty: number;
  replaceQty: number;
  inTransitQty: number;
  closedQty: number;
  fulfilStatus: string;
}

async function currentItems(lc: LedgerContext, poId: string): Promise<Map<number, CurrentItem>> {
  const rows = await lc.trx
    .selectFrom('srmPurchaseOrderItem')
    .select([
      'id',
      'lineNo',
      'productId',
      'qty',
      'netPrice',
      'priceUnit',
      'taxRate',
      'deliveryDate',
      'facilityId',
      'storageLocation',
      'uom',
      'description',
      'receivedQty',
      'replaceQty',
      'inTransitQty',
      'closedQty',
      'fulfilStatus',
    ])
    .where('tenantId', '=', lc.tenantId)
    .where('purchaseOrderId', '=', poId)
    .execute();
  const items = new Map<number, CurrentItem>();
  for (const row of rows)
    items.set(row.lineNo ?? 0, {
      ...row,
      lineNo: row.lineNo ?? 0,
      qty: qty(row.qty),
      netPrice: row.netPrice === null ? null : qty(row.netPrice),
      priceUnit: qty(row.priceUnit),
      taxRate: row.taxRate === null ? null : qty(row.taxRate),
      deliveryDate: dayOf(row.deliveryDate),
      receivedQty: qty(row.receivedQty),
      replaceQty: qty(row.replaceQty),
      inTransitQty: qty(row.inTransitQty),
      closedQty: qty(row.closedQty),
    });
  return items;
}

interface KnownOrder {
  id: string;
  code: string;
  docStatus: string;
  partnerId: string;
  createBy: string | null;
  revision: number;
  supplierVisible: number;
}

/** Applies SAP's changes to a published order, item by item; returns each staged item's result. */
async function applyChanges(
  lc: LedgerContext,
  po: KnownOrder,
  headerId: string,
  order: StagedOrder,
  mapping: Mapping,
  notices: string[],
): Promise<ItemResult[]> {
  const released = po.docStatus === 'approved';
  const items = await currentItems(lc, po.id);
  const at = toDbDateTime(lc.now);
  const results: ItemResult[] = [];
  let changed = false;
  let reconfirm = false;
  let refused = false;
  for (const item of order.items) {
    const current = items.get(item.lineNo);
    if (!current) {
      if (closing(order, item)) {
        results.push({
          status: 'skipped',
          message: messageOf({ code: 'etl.deletedBeforePublish', params: {} }),
          poItemId: null,
        });
        continue;
      }
      const row = newItemRow(lc, mapping, item, {
        purchaseOrderId: po.id,
        createBy: lc.username,
        partnerId: po.partnerId,
        supplierVisible: po.supplierVisible,
      });
      await lc.trx.insertInto('srmPurchaseOrderItem').values(row).execute();
      const id = row.id;
      changed = true;
      reconfirm ||= released;
      results.push({ status: 'published', message: null, poItemId: id });
      continue;
    }
    if (closing(order, item)) {
      if (current.fulfilStatus === 'closed' || current.fulfilStatus === 'completed') {
        results.push({ status: 'unchanged', message: null, poItemId: current.id });
        continue;
      }
      if (current.inTransitQty > 0) {
        refused = true;
        results.push({
          status: 'error',
          message: messageOf({ code: 'etl.closeInTransit', params: { itemNo: item.itemNo } }),
          poItemId: current.id,
        });
        continue;
      }
      await closeItem(lc, current, item.deletionFlag || order.deletionFlag ? { deletionFlag: 1 } : {});
      changed = true;
      results.push({ status: 'published', message: null, poItemId: current.id });
      continue;
    }
    const next = {
      productId: productOf(mapping, item)!,
      qty: item.qty,
      netPrice: item.netPrice,
      priceUnit: item.priceUnit,
      taxRate: item.taxRate,
      deliveryDate: deliveryDateOf(item),
      facilityId: facilityOf(mapping, item) ?? current.facilityId,
      storageLocation: item.storageLocation,
      uom: item.uom,
      description: item.shortText?.slice(0, 256) ?? null,
    };
    const differs = (Object.keys(next) as (keyof typeof next)[]).filter((key) => next[key] !== current[key]);
    if (differs.length === 0) {
      results.push({ status: 'unchanged', message: null, poItemId: current.id });
      continue;
    }
    const delivered = current.receivedQty - current.replaceQty + current.inTransitQty;
    if (next.qty < delivered) {
      results.push({
        status: 'error',
        message: messageOf({
          code: 'purchaseOrder.qtyBelowDelivered',
          params: { lineNo: item.lineNo, min: delivered / 1000 },
        }),
        poItemId: current.id,
      });
      continue;
    }
    // domain.md 3.6: a changed quantity, price or date on a released order is confirmed again.
    const relevant =
      released && differs.some((key) => ['qty', 'netPrice', 'priceUnit', 'deliveryDate'].includes(key));
    await lc.trx
      .updateTable('srmPurchaseOrderItem')
      .set({
        ...next,
        ...(relevant ? { confirmStatus: 'unconfirmed', confirmedQty: 0, supplierPromiseDate: null } : {}),
        // A closed item stays closed: what it closed follows SAP's quantity, nothing is open again.
        ...(current.fulfilStatus === 'closed' ? { closedQty: Math.max(next.qty - delivered, 0) } : {}),
        updateBy: lc.username,
        updateTime: at,
      })
      .where('tenantId', '=', lc.tenantId)
      .where('id', '=', current.id)
      .execute();
    changed = true;
    reconfirm ||= relevant;
    results.push({ status: 'published', message: null, poItemId: current.id });
  }

  const header = {
    poType: poTypeOf(order.poType),
    companyCode: order.companyCode,
    purchOrg: order.purchOrg,
    purchGroup: order.purchGroup,
    currency: currencyOf(order),
    poDate: order.poDate,
    paymentTerms: order.paymentTerms,
    incoterm: order.incoterm,
  };
  const stored = await lc.trx
    .selectFrom('srmPurchaseOrder')
    .select([
      'poType',
      'companyCode',
      'purchOrg',
      'purchGroup',
      'currency',
      'poDate',
      'paymentTerms',
      'incoterm',
    ])
    .where('id', '=', po.id)
    .executeTakeFirstOrThrow();
  const headerChanged = (Object.keys(header) as (keyof typeof header)[]).some((key) =>
    key === 'poDate' ? dayOf(stored.poDate) !== header.poDate : stored[key] !== header[key],
  );
  if (changed || headerChanged) {
    await lc.trx
      .updateTable('srmPurchaseOrder')
      .set((eb) => ({
        ...header,
        revision: po.revision + 1,
        etlHeaderId: headerId,
        version: eb('version', '+', 1),
        updateBy: lc.username,
        updateTime: at,
      }))
      .where('id', '=', po.id)
      .execute();
    await settleHeader(lc, po.id);
  }
  if (reconfirm) {
    const notice = await storeDocumentNotice(lc, purchaseOrder.document.docType, RECONFIRM, po);
    if (notice) notices.push(notice);
  }
  if (refused) {
    const notice = await storeDocumentNotice(lc, purchaseOrder.document.docType, CLOSE_REFUSED, po);
    if (notice) notices.push(notice);
  }
  return results;
}

/**
 * After SAP changed items: amounts again, the confirmation derived from the items, and the items' and
 * the order's fulfilment by the receiving rules (domain.md 3.6): a quantity lowered to what was received
 * completes an item, one raised above it re-opens it, an item deleted or closed moves the order to
 * executing, or closed / completed once every item is finished.
 */
async function settleHeader(lc: LedgerContext, poId: string): Promise<void> {
  const doc = await loadPurchaseOrder(lc, poId);
  await saveAmounts(lc, doc);
  const confirmStatus = headerConfirmStatus(doc.items.map((item) => item.confirmStatus));
  await lc.trx
    .updateTable('srmPurchaseOrder')
    .set({
      confirmStatus,
      ...(confirmStatus === 'confirmed' ? {} : { confirmTime: null, confirmBy: null }),
    })
    .where('id', '=', poId)
    .execute();
  await refreshFulfilment(
    lc,
    doc.items.map((item) => item.id),
  );
}
