import type { Transaction } from 'kysely';
import type { AppContext } from '../../../context';
import type { Database } from '../../../db/database';
import type { JobOutcome } from '../../../jobs/job-kinds';
import { createCommand } from '../commands/create-command';
import { type LedgerContext, qty } from '../ledger/ledger-context';
import { replenishQuantity } from './replenish-quantity';
import './replenish-tables';

/** Who the job's commands are created by (their `create_by`). */
const JOB_USER = 'system';
/** Commands whose inbound brings stock into usable positions: what a facility already expects. */
const STOCKING_TYPES = ['receive', 'transfer', 'replenish'] as const;
const OPEN_DOC = ['pending', 'approved'] as const;
const OPEN_FULFIL = ['unexecuted', 'executing'] as const;

interface Setting {
  productId: string;
  facilityId: string;
  sourceFacilityId: string;
  minQty: number;
  maxQty: number;
  reorderMultiple: number;
}

const key = (productId: string, facilityId: string) => `${productId}|${facilityId}`;

/**
 * The replenish job (domain.md 3.4, job `wms.replenish`): for every product-facility with min/max,
 * usable stock plus what open receive, transfer and replenish commands still bring is compared with
 * `min_qty`; below it, a pending replenish command from `replenish_from_facility_id` (else the
 * facility's parent, domain.md 3.2) orders up to `max_qty`, one command per source and destination.
 * A product that already has an open replenish command into the facility is left alone, so a second
 * run creates nothing new.
 */
export async function runReplenishment(ctx: AppContext): Promise<JobOutcome> {
  const tenants = await ctx.db
    .selectFrom('mdmProductFacility')
    .select('tenantId')
    .distinct()
    .where('delFlag', '=', 0)
    .where('status', '=', '1')
    .where('maxQty', '>', 0)
    .execute();
  const created: string[] = [];
  let lines = 0;
  for (const { tenantId } of tenants) {
    await ctx.db.transaction().execute(async (trx) => {
      const lc: LedgerContext = {
        trx,
        engine: ctx.engine,
        tenantId,
        username: JOB_USER,
        now: ctx.clock.now(),
      };
      for (const command of await replenishTenant(lc)) {
        created.push(command.code);
        lines += command.lines;
      }
    });
  }
  return {
    ok: true,
    message:
      created.length === 0
        ? 'nothing to replenish'
        : `${created.length} replenish commands with ${lines} lines created: ${created.join(', ')}`,
  };
}

async function replenishTenant(lc: LedgerContext): Promise<{ code: string; lines: number }[]> {
  const settings = await readSettings(lc);
  if (settings.length === 0) return [];
  const productIds = [...new Set(settings.map((s) => s.productId))];
  const facilityIds = [...new Set(settings.map((s) => s.facilityId))];
  const usable = await usableQuantities(lc.trx, lc.tenantId, productIds, facilityIds);
  const incoming = await incomingQuantities(lc.trx, lc.tenantId, productIds, facilityIds);
  const ordered = await openReplenishments(lc.trx, lc.tenantId, productIds, facilityIds);

  const orders = new Map<
    string,
    { source: string; destination: string; lines: { productId: string; qty: number }[] }
  >();
  for (const setting of settings) {
    const at = key(setting.productId, setting.facilityId);
    if (ordered.has(at)) continue;
    const wanted = replenishQuantity(setting, (usable.get(at) ?? 0) + (incoming.get(at) ?? 0));
    if (wanted <= 0) continue;
    const route = `${setting.sourceFacilityId}|${setting.facilityId}`;
    const order = orders.get(route) ?? {
      source: setting.sourceFacilityId,
      destination: setting.facilityId,
      lines: [],
    };
    order.lines.push({ productId: setting.productId, qty: wanted });
    orders.set(route, order);
  }
  const created: { code: string; lines: number }[] = [];
  for (const order of orders.values()) {
    const { code } = await createCommand(lc, {
      commandType: 'replenish',
      outFacilityId: order.source,
      inFacilityId: order.destination,
      sourceSystem: 'job',
      remark: '补货任务按最低/最高库存生成',
      lines: order.lines,
    });
    created.push({ code, lines: order.lines.length });
  }
  return created;
}

/** Active rules with a maximum and a place to replenish from; locked on PostgreSQL so runs queue. */
async function readSettings(lc: LedgerContext): Promise<Setting[]> {
  let query = lc.trx
    .selectFrom('mdmProductFacility as s')
    .innerJoin('wmsFacility as f', 'f.id', 's.facilityId')
    .select([
      's.productId',
      's.facilityId',
      's.minQty',
      's.maxQty',
      's.reorderMultiple',
      's.replenishFromFacilityId',
      'f.parentFacilityId',
    ])
    .where('s.tenantId', '=', lc.tenantId)
    .where('s.delFlag', '=', 0)
    .where('s.status', '=', '1')
    .where('s.maxQty', '>', 0)
    .orderBy('s.facilityId')
    .orderBy('s.productId');
  if (lc.engine === 'postgres') query = query.forUpdate('s');
  const rows = await query.execute();
  return rows.flatMap((row) => {
    const source = row.replenishFromFacilityId ?? row.parentFacilityId;
    if (!source || source === row.facilityId) return [];
    return [
      {
        productId: row.productId,
        facilityId: row.facilityId,
        sourceFacilityId: source,
        minQty: qty(row.minQty),
        maxQty: qty(row.maxQty),
        reorderMultiple: qty(row.reorderMultiple),
      },
    ];
  });
}

/** Usable quantity (domain.md 2.4): free stock on allocatable, unfrozen rows of good batches. */
async function usableQuantities(
  trx: Transaction<Database>,
  tenantId: number,
  productIds: string[],
  facilityIds: string[],
): Promise<Map<string, number>> {
  const rows = await trx
    .selectFrom('wmsInventoryBalance as b')
    .innerJoin('wmsPosition as p', 'p.id', 'b.positionId')
    .innerJoin('wmsInventoryBatch as t', 't.id', 'b.batchId')
    .select(['b.productId', 'b.facilityId'])
    .select((eb) => eb.fn.sum<number | string>(eb('b.onhandQty', '-', eb.ref('b.promiseQty'))).as('usable'))
    .where('b.tenantId', '=', tenantId)
    .where('b.productId', 'in', productIds)
    .where('b.facilityId', 'in', facilityIds)
    .where('p.positionType', 'in', ['storage', 'picking', 'staging'])
    .where('p.allocatable', '=', 1)
    .where('p.frozenByCountId', 'is', null)
    .where('t.qualityStatus', 'in', ['qualified', 'concession'])
    .groupBy(['b.productId', 'b.facilityId'])
    .execute();
  return new Map(rows.map((row) => [key(row.productId, row.facilityId), qty(row.usable)]));
}

/** What open stocking commands still bring into each facility: planned, less received, closed and lost. */
async function incomingQuantities(
  trx: Transaction<Database>,
  tenantId: number,
  productIds: string[],
  facilityIds: string[],
): Promise<Map<string, number>> {
  const rows = await trx
    .selectFrom('wmsCommandLine as l')
    .innerJoin('wmsCommand as c', 'c.id', 'l.commandId')
    .select(['l.productId', 'c.inFacilityId'])
    .select((eb) =>
      eb.fn
        .sum<number | string>(
          eb(
            eb(eb('l.qty', '-', eb.ref('l.stockInQty')), '-', eb.ref('l.closedQty')),
            '-',
            eb.ref('l.lostQty'),
          ),
        )
        .as('incoming'),
    )
    .where('c.tenantId', '=', tenantId)
    .where('c.commandType', 'in', STOCKING_TYPES)
    .where('c.docStatus', 'in', OPEN_DOC)
    .where('c.fulfilStatus', 'in', OPEN_FULFIL)
    .where('c.inFacilityId', 'in', facilityIds)
    .where('l.productId', 'in', productIds)
    .where('l.direction', 'in', ['in', 'move'])
    .groupBy(['l.productId', 'c.inFacilityId'])
    .execute();
  return new Map(
    rows.flatMap((row) =>
      row.inFacilityId ? [[key(row.productId, row.inFacilityId), qty(row.incoming)]] : [],
    ),
  );
}

/** Product and facility pairs that an open replenish command already serves. */
async function openReplenishments(
  trx: Transaction<Database>,
  tenantId: number,
  productIds: string[],
  facilityIds: string[],
): Promise<Set<string>> {
  const rows = await trx
    .selectFrom('wmsCommandLine as l')
    .innerJoin('wmsCommand as c', 'c.id', 'l.commandId')
    .select(['l.productId', 'c.inFacilityId'])
    .distinct()
    .where('c.tenantId', '=', tenantId)
    .where('c.commandType', '=', 'replenish')
    .where('c.docStatus', 'in', OPEN_DOC)
    .where('c.fulfilStatus', 'in', OPEN_FULFIL)
    .where('c.inFacilityId', 'in', facilityIds)
    .where('l.productId', 'in', productIds)
    .execute();
  return new Set(rows.flatMap((row) => (row.inFacilityId ? [key(row.productId, row.inFacilityId)] : [])));
}
