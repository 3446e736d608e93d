import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { convertPrice } from '../../../src/domain/offer/cost-math';
import { chainPrices, priceOn } from '../../../src/domain/offer/price-chain';
import { rawMaterial } from '../../../src/domain/offer/raw-material';
import type { Clock } from '../../clock';
import { toDbDateTime } from '../../db/datetime';
import { newId } from '../../db/ids';
import { entityDb, findRow, rowScope } from '../../entity/entity-store';
import type { WriteEvent } from '../../entity/register-entity';
import { AppError } from '../../http/app-error';
import { requirePermission } from '../../http/require-permission';
import { openObject, replies } from '../../http/response-schema';
import { ok } from '../../http/result';
import { businessDay } from '../dashboard/dashboard-figures';
import { dayOf, type LedgerContext } from '../warehouse/ledger/ledger-context';
import { lastPoPrice } from './last-po-price';
import { rateInForce } from './rates';
import './offer-tables';

const day = (value: unknown): string | null =>
  value === null || value === undefined || value === '' ? null : String(value).slice(0, 10);

type PriceLine = Record<string, unknown>;

/** The material's figures from the price in force on `today`: latest price, its date, source and currency. */
interface MaterialFigures {
  latestPrice: number | null;
  priceDate: string | null;
  priceSource: string | null;
  currency: string | null;
}

/**
 * Keeps a price history a chain (src/domain/offer/price-chain.ts): open prices are closed the day before
 * the next one starts (their `validTo` set in place), an overlap is refused with both validities; answers
 * the figures of the price in force on `today`.
 */
function chainHistory(lines: PriceLine[], today: string): MaterialFigures {
  const chain = lines.map((line) => ({
    line,
    validFrom: day(line.validFrom) ?? '',
    validTo: day(line.validTo),
  }));
  const issue = chainPrices(chain);
  if (issue) throw new AppError(issue.code, issue.params);
  for (const link of chain) link.line.validTo = link.validTo;
  const current = priceOn(chain, today);
  return {
    latestPrice: current ? Number(current.line.price) : null,
    priceDate: current ? current.validFrom : null,
    priceSource: current ? ((current.line.priceSource as string | null | undefined) ?? null) : null,
    currency: current ? ((current.line.currency as string | null | undefined) ?? null) : null,
  };
}

/**
 * A raw material's price history is kept a chain (issue 15 point 2) on every add or edit that sends the
 * prices, and the material's latest price, date, currency and source are those of the price in force
 * today (or none).
 */
export function chainRawMaterialPrices(clock: Clock) {
  return (event: WriteEvent): void => {
    if (event.action === 'delete') return;
    const lines = event.record.lines.prices;
    if (!lines) return;
    const figures = chainHistory(lines, businessDay(clock.now()));
    const values = event.record.values;
    values.latestPrice = figures.latestPrice;
    values.priceDate = figures.priceDate;
    values.priceSource = figures.priceSource;
    if (figures.currency) values.currency = figures.currency;
  };
}

export interface PulledPrice {
  price: number;
  currency: string;
  validFrom: string;
  poCode: string;
  poPrice: number;
  poCurrency: string;
  rate: number;
}

/**
 * Last-PO price pull (issue 15 point 2): the net price per unit of the last approved purchase order item
 * of the material's product dated on or before `validFrom` (last-po-price.ts), converted into the
 * material's currency at the offer rate in force that day (none: `offer.rateMissing`), is appended to the
 * history from `validFrom` as a `last_po` price naming the order and its supplier, through the same chain.
 */
export async function pullLastPoPrice(
  lc: LedgerContext,
  rawMaterialId: string,
  validFrom: string,
): Promise<PulledPrice> {
  const material = await lc.trx
    .selectFrom('ofrRawMaterial')
    .select(['code', 'productId', 'currency'])
    .where('tenantId', '=', lc.tenantId)
    .where('id', '=', rawMaterialId)
    .where('delFlag', '=', 0)
    .executeTakeFirst();
  if (!material) throw new AppError('entity.notFound');
  if (!material.productId) throw new AppError('rawMaterial.noProduct', { code: material.code });
  const po = await lastPoPrice(lc, material.productId, validFrom);
  if (!po) throw new AppError('rawMaterial.noPurchaseOrder', { code: material.code, date: validFrom });
  const currency = material.currency ?? po.currency;
  const rate = await rateInForce(lc, po.currency, currency, validFrom);
  const price = convertPrice(po.unitPrice, rate);
  const stored = await lc.trx
    .selectFrom('ofrRawMaterialPrice')
    .select(['id', 'lineNo', 'price', 'currency', 'validFrom', 'validTo', 'priceSource'])
    .where('tenantId', '=', lc.tenantId)
    .where('rawMaterialId', '=', rawMaterialId)
    .execute();
  const lines: PriceLine[] = stored.map((row) => ({
    ...row,
    validFrom: dayOf(row.validFrom),
    validTo: dayOf(row.validTo),
  }));
  const added: PriceLine = { price, currency, validFrom, validTo: null, priceSource: 'last_po' };
  const figures = chainHistory([...lines, added], businessDay(lc.now));
  const at = toDbDateTime(lc.now);
  for (const [index, line] of lines.entries())
    if (line.validTo !== dayOf(stored[index]!.validTo))
      await lc.trx
        .updateTable('ofrRawMaterialPrice')
        .set({ validTo: line.validTo as string | null, updateBy: lc.username, updateTime: at })
        .where('tenantId', '=', lc.tenantId)
        .where('id', '=', String(line.id))
        .execute();
  await lc.trx
    .insertInto('ofrRawMaterialPrice')
    .values({
      id: newId(),
      tenantId: lc.tenantId,
      rawMaterialId,
      lineNo: Math.max(0, ...stored.map((row) => Number(row.lineNo ?? 0))) + 1,
      price,
      currency,
      validFrom,
      validTo: added.validTo as string | null,
      priceSource: 'last_po',
      supplierId: po.partnerId,
      sourceRef: po.poCode,
      remark: null,
      createBy: lc.username,
      createTime: at,
      updateBy: null,
      updateTime: null,
    })
    .execute();
  await lc.trx
    .updateTable('ofrRawMaterial')
    .set((eb) => ({
      latestPrice: figures.latestPrice,
      priceDate: figures.priceDate,
      priceSource: figures.priceSource,
      ...(figures.currency ? { currency: figures.currency } : {}),
      version: eb('version', '+', 1),
      updateBy: lc.username,
      updateTime: at,
    }))
    .where('tenantId', '=', lc.tenantId)
    .where('id', '=', rawMaterialId)
    .execute();
  return {
    price,
    currency,
    validFrom,
    poCode: po.poCode,
    poPrice: po.unitPrice,
    poCurrency: po.currency,
    rate,
  };
}

/**
 * `POST /ofr/rawMaterial/pullLastPoPrice` `{ id, validFrom? }` (button: the raw material's edit): the pull
 * above from `validFrom` (default today) on a material in the caller's scope, in one transaction.
 */
export function registerLastPoPull(app: FastifyInstance): void {
  const schema = {
    body: Type.Object({
      id: Type.String({ minLength: 1, maxLength: 32 }),
      validFrom: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
    }),
    response: replies(openObject({ price: Type.Number(), currency: Type.String(), poCode: Type.String() })),
  };
  app.post(
    '/ofr/rawMaterial/pullLastPoPrice',
    { preHandler: requirePermission('ofr:rawMaterial:edit'), schema },
    async (request) => {
      const { id, validFrom } = request.body as { id: string; validFrom?: string };
      const { ctx } = app;
      const scope = await rowScope(request, rawMaterial);
      if (!(await findRow(entityDb(ctx), rawMaterial, scope, id))) throw new AppError('entity.notFound');
      const now = ctx.clock.now();
      const pulled = await ctx.db.transaction().execute((trx) =>
        pullLastPoPrice(
          {
            trx,
            engine: ctx.engine,
            tenantId: request.user.tenantId,
            username: request.user.username,
            now,
          },
          id,
          validFrom ?? businessDay(now),
        ),
      );
      // Money as decimals on the wire (price units 1/1 000 000).
      return ok(request.locale, {
        ...pulled,
        price: pulled.price / 1e6,
        poPrice: pulled.poPrice / 1e6,
        rate: pulled.rate / 1e6,
      });
    },
  );
}
