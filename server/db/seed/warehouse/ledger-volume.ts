import { tenantDay } from '../../../../src/domain/warehouse/inventory-age';
import type { LedgerContext } from '../../../modules/warehouse/ledger/ledger-context';
import { createFacilityPositions } from '../../../modules/warehouse/structure/facility-positions';
import type { Db, Engine } from '../../database';
import { toDbDateTime } from '../../datetime';
import { newId } from '../../ids';
import { SeededRandom } from './seeded-random';

export interface LedgerVolume {
  products: number;
  batchesPerProduct: number;
  /** Balance rows per batch (places where the batch lies or lay). */
  rowsPerBatch: number;
  /** Share of balance rows with stock (domain.md 6.2: ≈ 300 k of 1 M). */
  stockShare: number;
  seed: number;
}

/** domain.md 6.2: a mid-size customer after five years, about a million balance rows. */
export const MID_SIZE_CUSTOMER: LedgerVolume = {
  products: 25_000,
  batchesPerProduct: 4,
  rowsPerBatch: 10,
  stockShare: 0.3,
  seed: 20_240_512,
};

const WAREHOUSES = 5;
const POSITIONS_PER_WAREHOUSE = 40;
const CHUNK = 500;
const DAY_MS = 86_400_000;

/**
 * The `bench` option of the warehouse seed: products, batches and balance rows at the volume asked,
 * with the stock put on through real ledger rows (one posting per chunk), so every rule of migration
 * 0010 holds on the result. Deterministic for a seed. Returns how many balance rows it wrote.
 */
export async function generateLedgerVolume(
  db: Db,
  engine: Engine,
  volume: LedgerVolume,
  now: number,
  progress: (message: string) => void = () => {},
): Promise<number> {
  const rnd = new SeededRandom(volume.seed);
  const at = toDbDateTime(now);
  const context = (trx: LedgerContext['trx']): LedgerContext => ({
    trx,
    engine,
    tenantId: 0,
    username: 'bench',
    now,
  });

  const places: { facilityId: string; positionId: string }[] = [];
  await db.transaction().execute(async (trx) => {
    for (let w = 1; w <= WAREHOUSES; w++) {
      const facilityId = newId();
      await trx
        .insertInto('wmsFacility')
        .values({
          id: facilityId,
          tenantId: 0,
          code: `BW${w}`,
          name: `Bench warehouse ${w}`,
          facilityType: 'warehouse',
          receiveMode: 'direct',
          isVirtual: 0,
          status: '1',
          delFlag: 0,
          version: 0,
          createBy: 'bench',
          createTime: at,
        })
        .execute();
      await createFacilityPositions(context(trx), { id: facilityId, facilityType: 'warehouse' });
      const positions = Array.from({ length: POSITIONS_PER_WAREHOUSE }, (_, p) => ({
        id: newId(),
        tenantId: 0,
        facilityId,
        code: `A-${String(Math.floor(p / 10) + 1).padStart(2, '0')}-${String((p % 10) + 1).padStart(2, '0')}`,
        positionType: 'storage',
        pickSequence: p,
        allocatable: 1,
        status: '1',
        delFlag: 0,
        version: 0,
        createBy: 'bench',
        createTime: at,
      }));
      await trx.insertInto('wmsPosition').values(positions).execute();
      for (const position of positions) places.push({ facilityId, positionId: position.id });
    }
  });

  let rowsWritten = 0;
  for (let first = 0; first < volume.products; first += CHUNK) {
    const count = Math.min(CHUNK, volume.products - first);
    await db.transaction().execute(async (trx) => {
      const products = Array.from({ length: count }, (_, i) => ({
        id: newId(),
        tenantId: 0,
        code: `BP${String(first + i + 1).padStart(6, '0')}`,
        name: `Bench part ${first + i + 1}`,
        productType: 'spare_part',
        uom: 'PCS',
        tracking: 'none',
        status: '1',
        delFlag: 0,
        version: 0,
        createBy: 'bench',
        createTime: at,
      }));
      await trx.insertInto('mdmProduct').values(products).execute();
      const batches = products.flatMap((product) =>
        Array.from({ length: volume.batchesPerProduct }, (_, b) => ({
          id: newId(),
          tenantId: 0,
          productId: product.id,
          batchNo: `${product.code}-${b + 1}`,
          tracking: 'none',
          receivedDate: tenantDay(now - rnd.int(0, 1800) * DAY_MS),
          sourceDocType: 'command',
          sourceDocId: product.id,
          qualityStatus: rnd.chance(0.95) ? 'qualified' : 'unqualified',
          createBy: 'bench',
          createTime: at,
        })),
      );
      for (let i = 0; i < batches.length; i += CHUNK) {
        await trx
          .insertInto('wmsInventoryBatch')
          .values(batches.slice(i, i + CHUNK))
          .execute();
      }
      const balances: {
        id: string;
        productId: string;
        facilityId: string;
        positionId: string;
        batchId: string;
      }[] = [];
      for (const batch of batches) {
        const used = new Set<number>();
        while (used.size < volume.rowsPerBatch) used.add(rnd.int(0, places.length - 1));
        for (const index of used) {
          const place = places[index]!;
          balances.push({ id: newId(), productId: batch.productId, batchId: batch.id, ...place });
        }
      }
      for (let i = 0; i < balances.length; i += CHUNK) {
        await trx
          .insertInto('wmsInventoryBalance')
          .values(
            balances.slice(i, i + CHUNK).map((row) => ({
              ...row,
              tenantId: 0,
              onhandQty: 0,
              promiseQty: 0,
              ledgerSeq: 0,
            })),
          )
          .execute();
      }
      const stocked = balances.filter(() => rnd.chance(volume.stockShare));
      const postingId = newId();
      await trx
        .insertInto('wmsInventoryPosting')
        .values({
          id: postingId,
          tenantId: 0,
          postingAction: 'adjust',
          sourceDocType: 'check_inventory',
          sourceDocId: postingId,
          movementTypeCode: 'count_gain',
          rowCount: stocked.length,
          createBy: 'bench',
          createTime: at,
        })
        .execute();
      for (let i = 0; i < stocked.length; i += CHUNK) {
        await trx
          .insertInto('wmsInventoryLedger')
          .values(
            stocked.slice(i, i + CHUNK).map((row) => {
              const units = rnd.int(1, 100) * 1000;
              return {
                id: newId(),
                tenantId: 0,
                postingId,
                postedAt: at,
                balanceId: row.id,
                keySeq: 1,
                productId: row.productId,
                facilityId: row.facilityId,
                positionId: row.positionId,
                batchId: row.batchId,
                qtyDelta: units,
                onhandAfter: units,
                movementTypeCode: 'count_gain',
                sourceDocType: 'check_inventory',
                sourceDocId: postingId,
                createBy: 'bench',
              };
            }),
          )
          .execute();
      }
      rowsWritten += balances.length;
    });
    if ((first / CHUNK) % 10 === 0) progress(`${rowsWritten} balance rows`);
  }
  return rowsWritten;
}
