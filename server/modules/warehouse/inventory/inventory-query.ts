import { sql } from 'kysely';
import { fromScaled } from '../../../../src/domain/entity/scaled-number';
import { ageDays, tenantDay } from '../../../../src/domain/warehouse/inventory-age';
import type { InventoryRow } from '../../../../src/domain/warehouse/inventory-view';
import type { Db } from '../../../db/database';
import { dayOf, qty } from '../ledger/ledger-context';

/** The filters of the inventory page (domain.md 3.3): product, facility, position, batch/serial, quality. */
export interface InventoryFilter {
  productId?: string;
  /** Product code or name, a prefix of the code or part of the name. */
  product?: string;
  facilityIds?: readonly string[];
  positionId?: string;
  batchNo?: string;
  qualityStatus?: string;
  /** Include rows at zero (kept for history, domain.md 3.3); default only rows with stock. */
  withEmpty?: boolean;
}

export interface InventoryPage {
  records: InventoryRow[];
  /** Exact up to `TOTAL_CAP`; `TOTAL_CAP + 1` beyond it (domain.md 6.2 "10 000+"). */
  total: number;
  totalCapped: boolean;
  size: number;
  current: number;
  pages: number;
  /** Sums over every matching row; only for filtered queries of at most `TOTAL_CAP` rows. */
  totals: { onhandQty: number; promiseQty: number; usableQty: number } | null;
}

export const TOTAL_CAP = 10_000;
/** A text filter matching more products than this asks for a narrower filter rather than scanning. */
const PRODUCT_MATCH_MAX = 1000;

/**
 * usable = allocatable ? onhand − promise : 0 (domain.md 2.4), allocatable as in domain.md 2.1: storage,
 * picking or staging positions that are allocatable and not frozen, batches qualified or under concession.
 */
const USABLE = sql<number>`case when pos.position_type in ('storage', 'picking', 'staging') and pos.allocatable = 1
  and pos.frozen_by_count_id is null and t.quality_status in ('qualified', 'concession')
  then b.onhand_qty - b.promise_qty else 0 end`;

/**
 * The inventory page's query over the balance rows. Text filters are first resolved to ids (products
 * by code or name, batches by number) so that every query runs on an index of the balance table, which
 * keeps the page fast at a million rows (bench/ledger).
 */
export async function queryInventory(
  db: Db,
  tenantId: number,
  given: InventoryFilter,
  page: { pageNo: number; pageSize: number },
  now: number,
): Promise<InventoryPage> {
  // A position names its facility: the facility condition would only steer the planner off the position index.
  const { facilityIds, ...rest } = given;
  const filter: InventoryFilter = given.positionId ? rest : given;
  const outside =
    given.positionId && facilityIds?.length && !(await positionIn(db, given.positionId, facilityIds));
  const productIds = outside ? [] : await matchingProducts(db, tenantId, filter);
  const batchIds = filter.batchNo ? await matchingBatches(db, tenantId, filter.batchNo, productIds) : null;
  const filtered = Boolean(
    productIds || batchIds || facilityIds?.length || filter.positionId || filter.qualityStatus,
  );
  const empty = (productIds && productIds.length === 0) || (batchIds && batchIds.length === 0);
  if (empty) {
    const totals = { onhandQty: 0, promiseQty: 0, usableQty: 0 };
    return {
      records: [],
      total: 0,
      totalCapped: false,
      size: page.pageSize,
      current: page.pageNo,
      pages: 0,
      totals,
    };
  }

  // The balance rows alone: counting needs no join unless the quality (on the batch) is filtered.
  const balances = db
    .selectFrom('wmsInventoryBalance as b')
    .where('b.tenantId', '=', tenantId)
    .$if(!filter.withEmpty, (q) => q.where('b.onhandQty', '>', 0))
    .$if(Boolean(productIds), (q) => q.where('b.productId', 'in', productIds!))
    .$if(Boolean(batchIds), (q) => q.where('b.batchId', 'in', batchIds!))
    .$if(Boolean(filter.facilityIds?.length), (q) => q.where('b.facilityId', 'in', filter.facilityIds!))
    .$if(Boolean(filter.positionId), (q) => q.where('b.positionId', '=', filter.positionId!));
  const base = db
    .selectFrom('wmsInventoryBalance as b')
    .innerJoin('wmsPosition as pos', 'pos.id', 'b.positionId')
    .innerJoin('wmsInventoryBatch as t', 't.id', 'b.batchId')
    .where('b.tenantId', '=', tenantId)
    .$if(!filter.withEmpty, (q) => q.where('b.onhandQty', '>', 0))
    .$if(Boolean(productIds), (q) => q.where('b.productId', 'in', productIds!))
    .$if(Boolean(batchIds), (q) => q.where('b.batchId', 'in', batchIds!))
    .$if(Boolean(filter.facilityIds?.length), (q) => q.where('b.facilityId', 'in', filter.facilityIds!))
    .$if(Boolean(filter.positionId), (q) => q.where('b.positionId', '=', filter.positionId!))
    .$if(Boolean(filter.qualityStatus), (q) => q.where('t.qualityStatus', '=', filter.qualityStatus!));

  const rows = await base
    .innerJoin('mdmProduct as p', 'p.id', 'b.productId')
    .innerJoin('wmsFacility as f', 'f.id', 'b.facilityId')
    .select([
      'b.id',
      'b.productId',
      'p.code as productCode',
      'p.name as productName',
      'b.facilityId',
      'f.name as facilityName',
      'b.positionId',
      'pos.code as positionCode',
      'b.batchId',
      't.batchNo',
      't.qualityStatus',
      't.receivedDate',
      't.expiryDate',
      'b.onhandQty',
      'b.promiseQty',
      USABLE.as('usableQty'),
    ])
    // The order follows the index the filter uses, so a page is read without sorting the matches.
    .$if(Boolean(filter.positionId), (q) => q.orderBy('b.productId').orderBy('b.batchId'))
    .$if(!filter.positionId, (q) =>
      q.orderBy('b.facilityId').orderBy('b.productId').orderBy('b.positionId').orderBy('b.batchId'),
    )
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize)
    .execute();

  // domain.md 6.2: exact totals only for narrow queries; past TOTAL_CAP rows the count stops and the
  // page says "10 000+" and asks for a narrower filter instead of summing a large part of the table.
  const counting = filter.qualityStatus ? base.select('b.id') : balances.select('b.id');
  const counted = await db
    .selectFrom(counting.limit(TOTAL_CAP + 1).as('capped'))
    .select((eb) => eb.fn.countAll<number | string>().as('rows'))
    .executeTakeFirstOrThrow();
  const totalCapped = qty(counted.rows) > TOTAL_CAP;
  const total = totalCapped ? TOTAL_CAP + 1 : qty(counted.rows);
  let totals: InventoryPage['totals'] = null;
  if (filtered && !totalCapped) {
    const sums = await base
      .select([
        sql<number | string>`sum(b.onhand_qty)`.as('onhand'),
        sql<number | string>`sum(b.promise_qty)`.as('promise'),
        sql<number | string>`sum(${USABLE})`.as('usable'),
      ])
      .executeTakeFirstOrThrow();
    totals = {
      onhandQty: fromScaled(qty(sums.onhand), 'qty'),
      promiseQty: fromScaled(qty(sums.promise), 'qty'),
      usableQty: fromScaled(qty(sums.usable), 'qty'),
    };
  }
  const today = tenantDay(now);
  return {
    records: rows.map((row) => {
      const received = dayOf(row.receivedDate);
      return {
        id: row.id,
        productId: row.productId,
        productCode: row.productCode,
        productName: row.productName,
        facilityId: row.facilityId,
        facilityName: row.facilityName,
        positionId: row.positionId,
        positionCode: row.positionCode,
        batchId: row.batchId,
        batchNo: row.batchNo,
        qualityStatus: row.qualityStatus,
        receivedDate: received,
        expiryDate: dayOf(row.expiryDate),
        onhandQty: fromScaled(qty(row.onhandQty), 'qty'),
        promiseQty: fromScaled(qty(row.promiseQty), 'qty'),
        usableQty: fromScaled(qty(row.usableQty), 'qty'),
        ageDays: received ? ageDays(received, today) : null,
      };
    }),
    total,
    totalCapped,
    size: page.pageSize,
    current: page.pageNo,
    pages: Math.ceil(total / page.pageSize),
    totals,
  };
}

async function positionIn(db: Db, positionId: string, facilityIds: readonly string[]): Promise<boolean> {
  const row = await db
    .selectFrom('wmsPosition')
    .select('facilityId')
    .where('id', '=', positionId)
    .executeTakeFirst();
  return row !== undefined && facilityIds.includes(row.facilityId);
}

async function matchingProducts(db: Db, tenantId: number, filter: InventoryFilter): Promise<string[] | null> {
  if (filter.productId) return [filter.productId];
  const text = filter.product?.trim();
  if (!text) return null;
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  const rows = await db
    .selectFrom('mdmProduct')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where((eb) =>
      eb.or([
        eb('code', '=', text),
        sql<boolean>`code like ${`${escaped}%`} escape '\\'`,
        sql<boolean>`name like ${`%${escaped}%`} escape '\\'`,
      ]),
    )
    .limit(PRODUCT_MATCH_MAX)
    .execute();
  return rows.map((row) => row.id);
}

async function matchingBatches(
  db: Db,
  tenantId: number,
  batchNo: string,
  productIds: readonly string[] | null,
): Promise<string[]> {
  const rows = await db
    .selectFrom('wmsInventoryBatch')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('batchNo', '=', batchNo.trim())
    .$if(Boolean(productIds), (q) => q.where('productId', 'in', productIds!))
    .limit(PRODUCT_MATCH_MAX)
    .execute();
  return rows.map((row) => row.id);
}
