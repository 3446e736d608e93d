import { sql } from 'kysely';
import type { LedgerContext } from '../../../modules/warehouse/ledger/ledger-context';
import { toDbDateTime } from '../../datetime';
import { newId } from '../../ids';
import { insertDemoRows } from './insert-demo-rows';
import type { SeededRandom } from './seeded-random';

/** One incoming check: characteristic, method, nominal, lower and upper limit (null: judged by eye), unit, key. */
type Check = [string, string, string, number | null, number | null, string | null, boolean];

const VISUAL = (what: string): Check => [
  what,
  '目视 / Visual',
  '无缺陷 / no defects',
  null,
  null,
  null,
  false,
];
const CERTIFICATE: Check = [
  '质保书 / Mill certificate',
  '核对 / Document check',
  '随货提供 / supplied',
  null,
  null,
  null,
  true,
];

/**
 * The incoming checks of each kind of raw material the demo buys (domain.md 3.7: standards per product
 * or category and inspection type), as a quality engineer would write them: dimensions and material
 * properties with their limits, the certificate, the look of the goods. The kind is the first word of the
 * material's name (demo-master-data.ts names materials after it).
 */
const CHECKS: Record<string, Check[]> = {
  不锈钢板: [
    ['厚度 / Thickness', '千分尺 / Micrometer', '2.00', 1.95, 2.05, 'mm', true],
    ['宽度 / Width', '钢卷尺 / Steel tape', '1219', 1218, 1222, 'mm', false],
    ['硬度 / Hardness', '维氏硬度计 / Vickers tester', '≤210', 150, 210, 'HV', true],
    CERTIFICATE,
    VISUAL('表面 / Surface'),
  ],
  铜线: [
    ['线径 / Diameter', '千分尺 / Micrometer', '1.50', 1.48, 1.52, 'mm', true],
    ['电阻率 / Resistivity', '双臂电桥 / Kelvin bridge', '≤0.01724', 0.0165, 0.01724, 'Ω·mm²/m', true],
    ['伸长率 / Elongation', '拉力机 / Tensile tester', '≥25', 25, 45, '%', false],
    VISUAL('表面氧化 / Oxidation'),
  ],
  铝型材: [
    ['壁厚 / Wall thickness', '千分尺 / Micrometer', '1.40', 1.3, 1.5, 'mm', true],
    ['长度 / Length', '钢卷尺 / Steel tape', '6000', 5995, 6010, 'mm', false],
    ['氧化膜厚 / Anodic film', '涡流测厚仪 / Eddy-current gauge', '≥10', 10, 25, 'µm', true],
    ['直线度 / Straightness', '塞尺 / Feeler gauge', '≤0.5', 0, 0.5, 'mm/m', false],
    VISUAL('外观 / Appearance'),
  ],
  PVC粒子: [
    ['熔融指数 / Melt flow index', '熔指仪 / MFI tester', '8.0', 6.5, 9.5, 'g/10min', true],
    ['水分 / Moisture', '水分仪 / Moisture analyser', '≤0.2', 0, 0.2, '%', true],
    ['色差 / Colour difference', '色差仪 / Colorimeter', 'ΔE≤1.0', 0, 1, 'ΔE', false],
    VISUAL('颗粒均匀 / Granule uniformity'),
  ],
  紧固件: [
    ['长度 / Length', '卡尺 / Caliper', '20.0', 19.6, 20.4, 'mm', false],
    ['螺纹 / Thread', '通止规 / Go/no-go gauge', '6H 通规通过 / go passes', null, null, null, true],
    ['硬度 / Hardness', '洛氏硬度计 / Rockwell tester', '22-32', 22, 32, 'HRC', true],
    ['镀层厚度 / Plating', '涡流测厚仪 / Eddy-current gauge', '≥8', 8, 20, 'µm', false],
    VISUAL('外观 / Appearance'),
  ],
  电缆: [
    ['导体直径 / Conductor diameter', '千分尺 / Micrometer', '1.78', 1.74, 1.82, 'mm', true],
    ['绝缘厚度 / Insulation', '测厚规 / Thickness gauge', '≥0.7', 0.7, 1, 'mm', true],
    ['耐压 / Withstand voltage', '耐压仪 / Hipot tester', '2.5kV 5min 不击穿', null, null, null, true],
    ['长度 / Length per reel', '计米器 / Meter counter', '100', 100, 101, 'm', false],
    VISUAL('标识 / Marking'),
  ],
  包装纸箱: [
    ['耐破强度 / Burst strength', '耐破度仪 / Burst tester', '≥1100', 1100, 1800, 'kPa', true],
    ['边压强度 / Edge crush', '压缩仪 / Compression tester', '≥7000', 7000, 9500, 'N/m', false],
    ['内尺寸 / Inner size', '钢卷尺 / Steel tape', '400', 398, 403, 'mm', false],
    ['含水率 / Moisture', '水分仪 / Moisture meter', '8-14', 8, 14, '%', false],
    VISUAL('印刷 / Print'),
  ],
  润滑油: [
    [
      '运动粘度 40°C / Viscosity 40 °C',
      '毛细管粘度计 / Capillary viscometer',
      '46',
      41.4,
      50.6,
      'mm²/s',
      true,
    ],
    ['闪点 / Flash point', '开口闪点仪 / Open-cup tester', '≥200', 200, 260, '°C', true],
    ['水分 / Water', '卡尔费休 / Karl Fischer', '≤0.05', 0, 0.05, '%', false],
    CERTIFICATE,
    VISUAL('颜色 / Colour'),
  ],
};

const master = (lc: LedgerContext) => ({
  tenantId: lc.tenantId,
  status: '1',
  delFlag: 0,
  version: 0,
  createBy: lc.username,
  createTime: toDbDateTime(lc.now),
});

/** A limit in the price scale of the standard and item tables (6 decimals). */
const limit = (value: number | null) => (value === null ? null : Math.round(value * 1_000_000));

/**
 * Single sampling plans by lot size (ISO 2859-1 level II) and the incoming standards of every inspected
 * material: the checks of its kind, in order. The receipt posting copies them into each inspection.
 */
export async function seedDemoQualityMasterData(
  lc: LedgerContext,
  inspected: readonly { id: string; name: string }[],
): Promise<void> {
  await insertDemoRows(
    lc,
    'qms_sampling_plan',
    (
      [
        ['SP-II-1', 2_000, 50_000, 8_000, 1, 2],
        ['SP-II-2', 51_000, 150_000, 20_000, 1, 2],
        ['SP-II-3', 151_000, 500_000, 50_000, 3, 4],
      ] as const
    ).map(([code, lotFrom, lotTo, sampleSize, acceptCount, rejectCount]) => ({
      ...master(lc),
      id: newId(),
      code,
      inspectionLevel: 'II',
      aql: 100,
      lotFrom,
      lotTo,
      sampleSize,
      acceptCount,
      rejectCount,
    })),
  );
  await insertDemoRows(
    lc,
    'qms_inspection_standard',
    inspected.flatMap((product) =>
      (CHECKS[product.name.split(' ')[0] ?? ''] ?? []).map(
        ([characteristic, method, standardValue, lower, upper, unit, isKey], index) => ({
          ...master(lc),
          id: newId(),
          productId: product.id,
          categoryId: null,
          inspectionType: 'incoming',
          itemNo: index + 1,
          characteristic,
          method,
          standardValue,
          lowerLimit: limit(lower),
          upperLimit: limit(upper),
          unit,
          isKey: isKey ? 1 : 0,
        }),
      ),
    ),
  );
}

/**
 * The inspector's readings on the items of one inspection (the item form, domain.md 3.7): up to five
 * readings per item, inside the limits on a passed lot; on a failed lot the item the defect is about
 * (a key measured item for a dimension or function defect, the visual item for an appearance defect) has
 * a reading out of its limits; a conceded lot has one item marginally out, judged concession. One
 * statement per inspection.
 */
export async function recordDemoReadings(
  lc: LedgerContext,
  rnd: SeededRandom,
  inspectionId: string,
  outcome: { result: string; defectType: string | undefined },
): Promise<void> {
  const items = await lc.trx
    .selectFrom('qmsInspectionItem as i')
    .innerJoin('qmsInspection as q', 'q.id', 'i.inspectionId')
    .select(['i.id', 'i.lowerLimit', 'i.upperLimit', 'i.isKey', 'q.sampleQty'])
    .where('i.inspectionId', '=', inspectionId)
    .orderBy('i.lineNo')
    .execute();
  if (items.length === 0) return;
  const sample = items[0]!.sampleQty === null ? 5000 : Number(items[0]!.sampleQty);
  const readings = Math.max(1, Math.min(5, Math.floor(sample / 1000)));
  const measured = (i: (typeof items)[number]) => i.lowerLimit !== null && i.upperLimit !== null;
  const visual = items.findIndex((i) => !measured(i) && !Number(i.isKey));
  const keyMeasured = items.findIndex((i) => measured(i) && Number(i.isKey));
  const off =
    outcome.result === 'fail'
      ? outcome.defectType === 'appearance' && visual >= 0
        ? visual
        : keyMeasured
      : outcome.result === 'concession'
        ? items.findIndex((i) => measured(i) && !Number(i.isKey))
        : -1;
  const values = items.map((item, index) => {
    const bad = index === off;
    if (!measured(item)) {
      const marks = Array.from({ length: readings }, (_, r) => (bad && r === 0 ? 'NG' : 'OK'));
      return { id: item.id, values: JSON.stringify(marks), result: bad ? outcome.result : 'pass' };
    }
    const low = Number(item.lowerLimit) / 1_000_000;
    const high = Number(item.upperLimit) / 1_000_000;
    const width = high - low;
    const digits = width < 0.1 ? 4 : width < 10 ? 2 : 0;
    const reading = (r: number) => {
      // Out of limits on the first sample: far out on a failure, just over on a concession.
      const value =
        bad && r === 0
          ? high + width * (outcome.result === 'fail' ? 0.3 + rnd.next() * 0.5 : 0.02 + rnd.next() * 0.05)
          : low + width * (0.15 + rnd.next() * 0.7);
      return Number(value.toFixed(digits));
    };
    return {
      id: item.id,
      values: JSON.stringify(Array.from({ length: readings }, (_, r) => reading(r))),
      result: bad ? outcome.result : 'pass',
    };
  });
  const json = (text: string) => (lc.engine === 'postgres' ? sql`cast(${text} as jsonb)` : sql`${text}`);
  await lc.trx
    .updateTable('qmsInspectionItem')
    .set({
      measuredValues: sql<string>`case id ${sql.join(
        values.map((v) => sql`when ${v.id} then ${json(v.values)}`),
        sql` `,
      )} end`,
      result: sql<string>`case id ${sql.join(
        values.map((v) => sql`when ${v.id} then ${v.result}`),
        sql` `,
      )} end`,
      updateBy: lc.username,
      updateTime: toDbDateTime(lc.now),
    })
    .where(
      'id',
      'in',
      values.map((v) => v.id),
    )
    .execute();
}
