import { apHead } from '../../../../src/domain/offer/ap-head';
import { materialCost } from '../../../../src/domain/offer/material-cost';
import { offer } from '../../../../src/domain/offer/offer';
import { chainPrices } from '../../../../src/domain/offer/price-chain';
import { saleBom } from '../../../../src/domain/offer/sale-bom';
import { apHeadEffects } from '../../../modules/offer/ap-head-effects';
import { materialCostEffects } from '../../../modules/offer/material-cost-effects';
import { offerEffects } from '../../../modules/offer/offer-effects';
import { pricedColumns, priceOffer } from '../../../modules/offer/offer-pricing';
import { saleBomEffects } from '../../../modules/offer/sale-bom-effects';
import type { LedgerContext } from '../../../modules/warehouse/ledger/ledger-context';
import { toDbDateTime } from '../../datetime';
import { stableId } from '../../ids';
import { demoDocumentAction } from '../warehouse/demo-document-action';
import { insertDemoRows } from '../warehouse/insert-demo-rows';

const DAY = 86_400_000;
const PRICE = 1_000_000;

const day = (ms: number) => toDbDateTime(ms).slice(0, 10);
const master = (at: string) => ({
  tenantId: 0,
  status: '1',
  delFlag: 0,
  version: 0,
  createBy: 'admin',
  createTime: at,
});
const line = (at: string) => ({ tenantId: 0, remark: null, createBy: 'admin', createTime: at });
const doc = (at: string) => ({
  tenantId: 0,
  docStatus: 'pending',
  fulfilStatus: 'unexecuted',
  version: 0,
  createBy: 'admin',
  createTime: at,
});

/** Raw materials of the demo: code, name, currency and prices (price units) days before the seed's now. */
const MATERIALS = [
  [
    'RM-CU',
    '电解铜 / Copper cathode',
    'CNY',
    [
      [300, 68.5],
      [90, 71.2],
    ],
  ],
  [
    'RM-ST',
    '冷轧钢板 / Cold-rolled steel',
    'CNY',
    [
      [300, 4.85],
      [150, 5.1],
      [30, 4.95],
    ],
  ],
  [
    'RM-PP',
    '聚丙烯粒子 / PP resin',
    'USD',
    [
      [300, 1.32],
      [60, 1.41],
    ],
  ],
  ['RM-PTFE', 'PTFE膜材 / PTFE membrane', 'EUR', [[300, 38.0]]],
  [
    'RM-EP',
    '环氧胶 / Epoxy',
    'CNY',
    [
      [300, 26.8],
      [120, 27.5],
    ],
  ],
] as const;

const RATES = [
  [
    'USD',
    'offer',
    [
      [365, 7.1],
      [90, 7.18],
      [20, 7.21],
    ],
  ],
  [
    'EUR',
    'offer',
    [
      [365, 7.72],
      [90, 7.86],
    ],
  ],
  ['USD', 'accounting', [[365, 7.12]]],
] as const;

/**
 * The offers demo (domain.md 3.10, issue 15 point 10), deterministic: exchange rates with history, raw
 * materials with price chains, AP types and heads (approved and pending), a three-level sale BOM of demo
 * products (approved; a draft V2 of the top; a cancelled one), material costs approved, calculated and
 * uncalculated, and offers in every state: pending under the minimum margin, approved and won, approved
 * and lost, approved then revised into a pending version 2. Actions go through the document engine.
 */
export async function seedDemoOffers(
  base: LedgerContext,
  places: { materials: readonly string[]; customers: readonly string[] },
): Promise<void> {
  const at = toDbDateTime(base.now);
  const lc = { ...base, username: 'admin' };

  await insertDemoRows(
    lc,
    'ofr_exchange_rate',
    RATES.flatMap(([from, rateType, history]) =>
      history.map(([daysAgo, rate]) => ({
        ...master(at),
        id: stableId('exchange_rate', `${from}:${rateType}:${daysAgo}`),
        fromCurrency: from,
        toCurrency: 'CNY',
        rateType,
        rate: Math.round(rate * PRICE),
        validFrom: day(base.now - daysAgo * DAY),
        source: rateType === 'offer' ? '中国银行 / Bank of China' : 'SAP',
      })),
    ),
  );
  const rawIds: string[] = [];
  for (const [code, name, currency, history] of MATERIALS) {
    const id = stableId('raw_material', code);
    rawIds.push(id);
    const prices = history.map(([daysAgo, price], i) => ({
      ...line(at),
      id: stableId('raw_material_price', `${code}:${i}`),
      rawMaterialId: id,
      lineNo: i + 1,
      price: Math.round(price * PRICE),
      currency,
      validFrom: day(base.now - daysAgo * DAY),
      validTo: null as string | null,
      priceSource: i === history.length - 1 ? 'contract' : 'quote',
    }));
    chainPrices(prices);
    const latest = prices[prices.length - 1]!;
    await insertDemoRows(lc, 'ofr_raw_material', [
      {
        ...master(at),
        id,
        code,
        name,
        uom: 'KG',
        currency,
        latestPrice: latest.price,
        priceDate: latest.validFrom,
        priceSource: latest.priceSource,
      },
    ]);
    await insertDemoRows(lc, 'ofr_raw_material_price', prices);
  }

  const apTypes = (
    [
      ['FREIGHT', '运费', 'Freight', 'pct_of_cost', 3],
      ['PACKING', '包装费', 'Packing', 'per_unit', 12],
      ['WARRANTY', '质保金', 'Warranty', 'pct_of_price', 2],
      ['SETUP', '调试费', 'Commissioning', 'fixed', 800],
    ] as const
  ).map(([code, nameZh, nameEn, calcMethod, value], i) => ({
    ...master(at),
    id: stableId('ap_type', code),
    code,
    nameZh,
    nameEn,
    calcMethod,
    defaultValue: value * PRICE,
    sort: (i + 1) * 10,
  }));
  await insertDemoRows(lc, 'ofr_ap_type', apTypes);
  const projectStore = stableId('product_store', '2');
  const heads = [
    '项目销售附加价 2026 / Project adders 2026',
    '项目销售附加价(草稿) / Project adders (draft)',
  ];
  for (const [i, name] of heads.entries()) {
    const id = stableId('ap_head', String(i));
    await insertDemoRows(lc, 'ofr_ap_head', [
      { ...doc(at), id, code: `AP0${i + 1}`, name, productStoreId: projectStore, currency: 'CNY' },
    ]);
    await insertDemoRows(
      lc,
      'ofr_ap_line',
      apTypes.slice(0, 3 + i).map((type, n) => ({
        ...line(at),
        id: stableId('ap_line', `${i}:${n}`),
        apHeadId: id,
        lineNo: n + 1,
        apTypeId: type.id,
        value: type.defaultValue,
      })),
    );
    if (i === 0) await demoDocumentAction(lc, apHead, apHeadEffects, id, 'approve');
  }
  // The project store asks a 15 % margin; under it the sales manager approves.
  await lc.trx
    .updateTable('mdmProductStore')
    .set({ minMarginPct: 1500 })
    .where('tenantId', '=', 0)
    .where('id', '=', projectStore)
    .execute();

  const [top, mid, leaf] = places.materials;
  if (!top || !mid || !leaf) return;
  const boms: [key: string, productId: string, version: string, lines: Record<string, unknown>[]][] = [
    [
      'mid',
      mid,
      'V1',
      [
        { rawMaterialId: rawIds[0], qty: 1250, scrapPct: 300 },
        { rawMaterialId: rawIds[2], qty: 400, scrapPct: 500 },
        { componentProductId: leaf, qty: 2000 },
      ],
    ],
    [
      'top',
      top,
      'V1',
      [
        { componentProductId: mid, qty: 2000, scrapPct: 100 },
        { rawMaterialId: rawIds[1], qty: 6500, scrapPct: 800 },
        { rawMaterialId: rawIds[3], qty: 150, optionGroup: 'MEMBRANE' },
        { rawMaterialId: rawIds[4], qty: 300, optionGroup: 'MEMBRANE' },
        { rawMaterialId: rawIds[4], qty: 200, optional: 1 },
      ],
    ],
    ['topDraft', top, 'V2', [{ componentProductId: mid, qty: 3000 }]],
    ['cancelled', mid, 'V0', [{ rawMaterialId: rawIds[0], qty: 1000 }]],
  ];
  for (const [key, productId, bomVersion, lines] of boms) {
    const id = stableId('sale_bom', key);
    await insertDemoRows(lc, 'ofr_sale_bom', [
      { ...doc(at), id, code: `SB-${key.toUpperCase()}`, productId, bomVersion, description: null },
    ]);
    await insertDemoRows(
      lc,
      'ofr_sale_bom_line',
      lines.map((bomLine, n) => ({
        ...line(at),
        id: stableId('sale_bom_line', `${key}:${n}`),
        saleBomId: id,
        lineNo: n + 1,
        componentProductId: null,
        rawMaterialId: null,
        scrapPct: 0,
        optional: 0,
        optionGroup: null,
        ...bomLine,
      })),
    );
    if (key === 'mid' || key === 'top') await demoDocumentAction(lc, saleBom, saleBomEffects, id, 'approve');
    if (key === 'cancelled')
      await demoDocumentAction(lc, saleBom, saleBomEffects, id, 'cancel', {
        remark: '版本作废 / Superseded',
      });
  }

  const costs: [
    key: string,
    productId: string,
    bomKey: string,
    fate: 'approved' | 'calculated' | 'pending',
  ][] = [
    ['top', top, 'top', 'approved'],
    ['mid', mid, 'mid', 'calculated'],
    ['topNext', top, 'top', 'pending'],
  ];
  for (const [key, productId, bomKey, fate] of costs) {
    const id = stableId('material_cost', key);
    await insertDemoRows(lc, 'ofr_material_cost', [
      {
        ...doc(at),
        id,
        code: `MC-${key.toUpperCase()}`,
        productId,
        saleBomId: stableId('sale_bom', bomKey),
        currency: 'CNY',
        costDate: day(base.now - (fate === 'pending' ? 0 : 2) * DAY),
        laborCost: 15_000,
        overheadCost: 6_500,
      },
    ]);
    if (fate === 'pending') continue;
    await demoDocumentAction(lc, materialCost, materialCostEffects, id, 'recalculate');
    if (fate === 'approved') await demoDocumentAction(lc, materialCost, materialCostEffects, id, 'approve');
  }

  await seedOffers(lc, top, places.customers, projectStore);
}

/** Offers of the top product in every state, priced by the server's own pricing. */
async function seedOffers(
  lc: LedgerContext,
  productId: string,
  customers: readonly string[],
  storeId: string,
) {
  const at = toDbDateTime(lc.now);
  const fates = ['won', 'lost', 'revised', 'lowMargin', 'draft'] as const;
  for (const [i, fate] of fates.entries()) {
    const id = stableId('offer', fate);
    const header = {
      currency: 'CNY',
      offerDate: day(lc.now - (10 - i) * DAY),
      priceGroupId: stableId('price_group', '2'),
      apHeadId: stableId('ap_head', '0'),
    };
    const qty = (i + 1) * 5000;
    const cost = await priceOffer(lc, header, [{ lineNo: 1, productId, saleBomId: null, qty, unitPrice: 0 }]);
    const unitCost = cost.lines[0]!.unitCost;
    // A 30 % mark-up; the low-margin offer only 8 %.
    const unitPrice = Math.round((unitCost * (fate === 'lowMargin' ? 108 : 130)) / 100);
    const priced = await priceOffer(lc, header, [{ lineNo: 1, productId, saleBomId: null, qty, unitPrice }]);
    const figures = priced.lines[0]!;
    await insertDemoRows(lc, 'ofr_offer', [
      {
        ...doc(at),
        id,
        code: `OF2026${String(i + 1).padStart(3, '0')}`,
        customerId: customers[i % Math.max(customers.length, 1)] ?? null,
        projectName: `水处理项目 ${i + 1} / Water treatment project ${i + 1}`,
        productStoreId: storeId,
        // The demo sales users SR001-SR003 (demo-master-data.ts), so the dashboard has open offers by user.
        salesUserId: stableId('sales_user', String(i % 3)),
        ...header,
        validUntil: day(lc.now + 30 * DAY),
        deliveryLeadDays: 45,
        totalCost: priced.totals.totalCost,
        totalPrice: priced.totals.totalPrice,
        marginPct: priced.totals.marginPct,
        offerVersion: 1,
        offerResult: 'open',
      },
    ]);
    await insertDemoRows(lc, 'ofr_offer_line', [
      {
        ...line(at),
        id: stableId('offer_line', fate),
        offerId: id,
        lineNo: 1,
        productId,
        qty,
        ...pricedColumns(figures),
      },
    ]);
    if (fate === 'draft' || fate === 'lowMargin') continue;
    await demoDocumentAction(lc, offer, offerEffects, id, 'approve');
    if (fate === 'won') await demoDocumentAction(lc, offer, offerEffects, id, 'markWon');
    if (fate === 'lost')
      await demoDocumentAction(lc, offer, offerEffects, id, 'markLost', {
        remark: '价格偏高 / Price too high',
      });
    if (fate === 'revised') await demoDocumentAction(lc, offer, offerEffects, id, 'revise');
  }
}
