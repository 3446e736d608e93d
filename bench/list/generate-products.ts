import type Database from 'better-sqlite3';

/** Product types of the generated rows, in the demo's proportions (domain.md 6.1, roughly). */
const TYPES = [
  'spare_part',
  'spare_part',
  'spare_part',
  'raw_material',
  'raw_material',
  'semi_finished',
  'finished',
  'consumable',
];
const UOMS = ['PCS', 'SET', 'BOX', 'M', 'KG'];
const TRACKING = ['none', 'none', 'batch', 'serial'];
const WORDS = [
  'Bolt',
  'Nut',
  'Cable',
  'Valve',
  'Pump',
  'Sensor',
  'Board',
  'Motor',
  'Filter',
  'Seal',
  'Bearing',
  'Panel',
];

/**
 * Writes `count` products of tenant 0 straight into mdm_product (deterministic: row i is always the
 * same), one minute apart in create_time, so that sorted pages are stable. Returns rows written.
 */
export function generateProducts(db: Database.Database, count: number, startMs: number): number {
  const insert = db.prepare(`insert into mdm_product
    (id, tenant_id, version, del_flag, status, code, name, spec, product_type, uom, uom_decimals, tracking,
     inspection_mode, repairable, defect_return_required, standard_cost, currency, create_by, create_time)
    values (?, 0, 0, 0, '1', ?, ?, ?, ?, ?, 0, ?, 'exempt', 0, 0, ?, 'CNY', 'bench', ?)`);
  const batch = db.transaction((from: number, to: number) => {
    for (let i = from; i < to; i++) {
      const word = WORDS[i % WORDS.length]!;
      insert.run(
        `9${String(i).padStart(18, '0')}`,
        `M${String(i).padStart(8, '0')}`,
        `${word} ${i % 997}`,
        `${word}-${i % 31}x${i % 17}`,
        TYPES[i % TYPES.length]!,
        UOMS[i % UOMS.length]!,
        TRACKING[i % TRACKING.length]!,
        (i % 100_000) * 1_000,
        new Date(startMs + i * 60_000).toISOString(),
      );
    }
  });
  const CHUNK = 50_000;
  for (let from = 0; from < count; from += CHUNK) batch(from, Math.min(count, from + CHUNK));
  return count;
}
