import {
  type CostTree,
  type CostTreeLine,
  costedLines,
  type LeafPrice,
} from '../../../src/domain/offer/cost-math';
import { AppError } from '../../http/app-error';
import { dayOf, type LedgerContext } from '../warehouse/ledger/ledger-context';
import { costRead, hasCostRead, seedCostRead, withinSharedReads } from './cost-reads';
import { lastPoPrice } from './last-po-price';
import { priceInForce, pricesInForce, rateCache } from './rates';
import './offer-tables';

/** The stored lines of a sale BOM in line order. */
export function saleBomLines(lc: LedgerContext, saleBomId: string) {
  return costRead(lc, `bomLines|${saleBomId}`, () => readSaleBomLines(lc, saleBomId));
}

const BOM_LINE_COLUMNS = [
  'saleBomId',
  'componentProductId',
  'rawMaterialId',
  'qty',
  'scrapPct',
  'optional',
  'optionGroup',
  'lineNo',
] as const;

/** The stored lines of some sale BOMs in line order (one read; the caller groups them by BOM). */
function bomLineRows(lc: LedgerContext, saleBomIds: readonly string[]) {
  return lc.trx
    .selectFrom('ofrSaleBomLine')
    .select([...BOM_LINE_COLUMNS])
    .where('tenantId', '=', lc.tenantId)
    .where('saleBomId', 'in', saleBomIds)
    .orderBy('saleBomId')
    .orderBy('lineNo')
    .orderBy('id')
    .execute();
}

type BomLineRow = Awaited<ReturnType<typeof bomLineRows>>[number];

const bomLine = (row: BomLineRow) => ({
  componentProductId: row.componentProductId,
  rawMaterialId: row.rawMaterialId,
  qty: Number(row.qty),
  scrapPct: Number(row.scrapPct ?? 0),
  optional: Number(row.optional ?? 0) === 1,
  optionGroup: row.optionGroup || null,
});

async function readSaleBomLines(lc: LedgerContext, saleBomId: string) {
  return (await bomLineRows(lc, [saleBomId])).map(bomLine);
}

/** Product codes by id, for messages. */
async function productCodes(lc: LedgerContext, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await lc.trx
    .selectFrom('mdmProduct')
    .select(['id', 'code'])
    .where('tenantId', '=', lc.tenantId)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, row.code]));
}

/** `saleBom.cycle` with the products of the loop by code (`A → B → A`). */
async function cycleError(lc: LedgerContext, path: readonly string[]): Promise<AppError> {
  const codes = await productCodes(lc, path);
  return new AppError('saleBom.cycle', { path: path.map((id) => codes.get(id) ?? id).join(' → ') });
}

/** The approved sale BOMs of a product: id, validity and approval time. */
function approvedBoms(lc: LedgerContext, productId: string) {
  return costRead(lc, `boms|${productId}`, () => readApprovedBoms(lc, productId));
}

async function readApprovedBoms(lc: LedgerContext, productId: string) {
  return (await approvedBomRows(lc, [productId])).map(approvedBom);
}

/** The approved sale BOMs of some products (one read; the caller groups them by product). */
function approvedBomRows(lc: LedgerContext, productIds: readonly string[]) {
  return lc.trx
    .selectFrom('ofrSaleBom')
    .select(['id', 'productId', 'validFrom', 'validTo', 'approveTime'])
    .where('tenantId', '=', lc.tenantId)
    .where('productId', 'in', productIds)
    .where('docStatus', '=', 'approved')
    .execute();
}

const approvedBom = ({ productId: _, ...bom }: Awaited<ReturnType<typeof approvedBomRows>>[number]) => bom;

const CHUNK = 500;

/** `ids` in parts of CHUNK, for `in (…)` lists both engines take. */
function chunks(ids: readonly string[]): string[][] {
  const parts: string[][] = [];
  for (let start = 0; start < ids.length; start += CHUNK) parts.push(ids.slice(start, start + CHUNK));
  return parts;
}

/**
 * Reads a BOM tree level by level in a few statements (lines of every BOM of a level, the approved BOMs
 * of every component, the prices in force of every raw material) and keeps each answer under the key
 * `costRead` would read it by, so that buildCostTree finds them (a five-level BOM: 10 reads instead of
 * some 550, what PostgreSQL's round trips made slow). Keys already read are skipped (a batch's second
 * cost of the same BOM reads nothing). Only within a transaction that shares its reads.
 */
async function prefetchCostTree(lc: LedgerContext, bomId: string, day: string): Promise<void> {
  if (!withinSharedReads(lc)) return;
  const materials = new Set<string>();
  const seenBoms = new Set<string>();
  let level = [bomId];
  while (level.length > 0) {
    const unread = level.filter((id) => !hasCostRead(lc, `bomLines|${id}`));
    const byBom = new Map<string, ReturnType<typeof bomLine>[]>(unread.map((id) => [id, []]));
    for (const part of chunks(unread))
      for (const row of await bomLineRows(lc, part)) byBom.get(row.saleBomId)?.push(bomLine(row));
    for (const [id, lines] of byBom) seedCostRead(lc, `bomLines|${id}`, lines);
    const components = new Set<string>();
    for (const id of level)
      for (const line of await saleBomLines(lc, id)) {
        if (line.rawMaterialId) materials.add(line.rawMaterialId);
        if (line.componentProductId) components.add(line.componentProductId);
      }
    const products = [...components].filter((id) => !hasCostRead(lc, `boms|${id}`));
    const byProduct = new Map<string, ReturnType<typeof approvedBom>[]>(products.map((id) => [id, []]));
    for (const part of chunks(products))
      for (const row of await approvedBomRows(lc, part)) byProduct.get(row.productId)?.push(approvedBom(row));
    for (const [id, boms] of byProduct) seedCostRead(lc, `boms|${id}`, boms);
    const next: string[] = [];
    for (const product of components) {
      const sub = await bomInForce(lc, product, day);
      if (sub && !seenBoms.has(sub)) {
        seenBoms.add(sub);
        next.push(sub);
      }
    }
    level = next;
  }
  const unpriced = [...materials].filter((id) => !hasCostRead(lc, `price|${id}|${day}`));
  for (const [id, price] of await pricesInForce(lc, unpriced, day))
    seedCostRead(lc, `price|${id}|${day}`, price);
}

/**
 * Refuses a BOM of `productId` with these component products that would contain its product again
 * through the approved BOMs of its components, any version (domain.md 3.10, issue 15 point 4).
 */
export async function refuseBomCycle(
  lc: LedgerContext,
  productId: string,
  components: readonly string[],
): Promise<void> {
  const cleared = new Set<string>();
  const visit = async (product: string, path: string[]): Promise<void> => {
    if (product === productId) throw await cycleError(lc, [...path, product]);
    if (cleared.has(product)) return;
    for (const bom of await approvedBoms(lc, product))
      for (const line of await saleBomLines(lc, bom.id))
        if (line.componentProductId) await visit(line.componentProductId, [...path, product]);
    cleared.add(product);
  };
  for (const component of components) await visit(component, [productId]);
}

/**
 * The approved sale BOM of a product in force on a day: valid then (open bounds hold every day), the
 * latest start first, then the latest approval. Undefined when the product has none.
 */
async function bomInForce(lc: LedgerContext, productId: string, day: string): Promise<string | undefined> {
  const candidates = (await approvedBoms(lc, productId))
    .map((bom) => ({
      id: bom.id,
      from: dayOf(bom.validFrom) ?? '',
      to: dayOf(bom.validTo),
      approved: String(bom.approveTime ?? ''),
    }))
    .filter((bom) => bom.from <= day && (bom.to === null || bom.to >= day))
    .sort((a, b) => (a.from !== b.from ? (a.from < b.from ? 1 : -1) : a.approved < b.approved ? 1 : -1));
  return candidates[0]?.id;
}

/**
 * A component product without a BOM of its own: its last approved purchase order price on the day
 * (last-po-price.ts), else its standard cost in its currency; neither is `offer.productCostMissing`.
 */
async function componentPrice(
  lc: LedgerContext,
  productId: string,
  day: string,
  rateFrom: (currency: string) => Promise<number>,
): Promise<LeafPrice> {
  const po = await costRead(lc, `lastPo|${productId}|${day}`, () => lastPoPrice(lc, productId, day));
  if (po)
    return {
      unitPrice: po.unitPrice,
      currency: po.currency,
      rate: await rateFrom(po.currency),
      origin: { source: 'last_po', ref: po.poCode },
    };
  const product = await costRead(lc, `product|${productId}`, () =>
    lc.trx
      .selectFrom('mdmProduct')
      .select(['code', 'standardCost', 'currency'])
      .where('tenantId', '=', lc.tenantId)
      .where('id', '=', productId)
      .executeTakeFirst(),
  );
  if (!product || product.standardCost === null)
    throw new AppError('offer.productCostMissing', { code: product?.code ?? productId });
  const currency = product.currency ?? 'CNY';
  return {
    unitPrice: Number(product.standardCost),
    currency,
    rate: await rateFrom(currency),
    origin: { source: 'standard_cost', ref: null },
  };
}

/**
 * The cost tree of a sale BOM on a day in a currency: raw materials at their price in force with the
 * offer rate in force to the currency; a component product through its own approved BOM in force, else at
 * its last approved purchase order price, else its standard cost (componentPrice); optional lines and non-default options left out (costedLines). A
 * product met again on its own path is a cycle.
 */
export async function buildCostTree(
  lc: LedgerContext,
  bom: { id: string; productId: string },
  day: string,
  currency: string,
): Promise<CostTree> {
  await prefetchCostTree(lc, bom.id, day);
  const rate = rateCache(lc, day);
  const build = async (bomId: string, productId: string, path: string[]): Promise<CostTree> => {
    const lines: CostTreeLine[] = [];
    for (const line of costedLines(await saleBomLines(lc, bomId))) {
      const { qty, scrapPct } = line;
      if (line.rawMaterialId) {
        const material = line.rawMaterialId;
        const price = await costRead(lc, `price|${material}|${day}`, () => priceInForce(lc, material, day));
        lines.push({
          kind: 'leaf',
          rawMaterialId: line.rawMaterialId,
          componentProductId: null,
          qty,
          scrapPct,
          price: { ...price, rate: await rate(price.currency, currency) },
        });
        continue;
      }
      const component = line.componentProductId;
      if (!component) continue;
      if (path.includes(component)) throw await cycleError(lc, [...path, component]);
      const sub = await bomInForce(lc, component, day);
      if (sub) {
        const bomTree = await build(sub, component, [...path, component]);
        lines.push({ kind: 'sub', componentProductId: component, qty, scrapPct, bom: bomTree });
        continue;
      }
      lines.push({
        kind: 'leaf',
        rawMaterialId: null,
        componentProductId: component,
        qty,
        scrapPct,
        price: await componentPrice(lc, component, day, (from) => rate(from, currency)),
      });
    }
    return { productId, lines };
  };
  return build(bom.id, bom.productId, [bom.productId]);
}
