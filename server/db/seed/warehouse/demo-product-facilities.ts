import type { LedgerContext } from '../../../modules/warehouse/ledger/ledger-context';
import { toDbDateTime } from '../../datetime';
import { stableId } from '../../ids';
import type { DemoPlaces } from './demo-master-data';
import type { SeededRandom } from './seeded-random';

/** Settings the replenish job does not read, so its typed table leaves them out. */
type CountSettings = { mdmProductFacility: { abcClass: string; countCycleDays: number } };

/** Regional spare parts kept between a minimum and a maximum, replenished from the central warehouse. */
const MIN_MAX_PARTS = 40;

/**
 * The product-facility settings of the demo (domain.md 3.1, 6.1: 900): every spare part in the central
 * and the regional warehouse, the materials in the factory and the central warehouse, each with an ABC
 * class and a count cycle. Forty regional spare parts carry min / max / reorder multiple from the
 * central warehouse: the regional warehouse holds little of them, so the first nightly replenish run
 * (domain.md 3.4) suggests one replenish command with most of them (38 lines on the fixed seed), and a
 * second run nothing more while it is open.
 */
export async function seedDemoProductFacilities(
  lc: LedgerContext,
  rnd: SeededRandom,
  places: DemoPlaces,
): Promise<void> {
  const at = toDbDateTime(lc.now);
  const parts = places.spareParts.map((p) => p.id);
  const assignments: [facilityId: string, products: readonly string[]][] = [
    [places.central.id, [...parts, ...places.materials.slice(0, 200)]],
    [places.regional.id, parts],
    [places.factory.id, places.materials.slice(0, 100)],
  ];
  const rows = assignments.flatMap(([facilityId, products]) =>
    products.map((productId, index) => {
      const minMax = facilityId === places.regional.id && index < MIN_MAX_PARTS;
      const min = rnd.int(2, 10) * 1000;
      const abcClass = rnd.pick(['A', 'B', 'B', 'C', 'C', 'C']);
      return {
        id: stableId('product_facility', `${productId}|${facilityId}`),
        tenantId: lc.tenantId,
        productId,
        facilityId,
        minQty: minMax ? min : null,
        maxQty: minMax ? min * 4 : null,
        reorderMultiple: minMax ? 2000 : null,
        replenishFromFacilityId: minMax ? places.central.id : null,
        abcClass,
        countCycleDays: abcClass === 'A' ? 30 : abcClass === 'B' ? 90 : 180,
        status: '1',
        delFlag: 0,
        version: 0,
        createBy: 'system',
        createTime: at,
      };
    }),
  );
  for (let start = 0; start < rows.length; start += 200) {
    await lc.trx
      .withTables<CountSettings>()
      .insertInto('mdmProductFacility')
      .values(rows.slice(start, start + 200))
      .execute();
  }
}
