import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { fromScaled } from '../../../src/domain/entity/scaled-number';
import type { ProductionDashboard } from '../../../src/domain/production/production-dashboard';
import { productionOrder } from '../../../src/domain/production/production-order';
import type { AppContext } from '../../context';
import { toDbDateTime } from '../../db/datetime';
import { requireEntityAccess } from '../../entity/register-entity';
import { openObject, replies } from '../../http/response-schema';
import { ok } from '../../http/result';
import { dayOf, qty } from '../warehouse/ledger/ledger-context';
import './production-tables';

const DAY = 86_400_000;
/** Days of the output-vs-plan series, today included. */
export const DASHBOARD_DAYS = 14;
/** Products listed in the line-side stock and material variance tables. */
const TOP = 10;

const num = (scaled: number) => fromScaled(scaled, 'qty');

/** The production dashboard's figures for a tenant at `now` (issue 14 point 9). */
export async function productionDashboard(
  ctx: AppContext,
  tenantId: number,
  now: number,
): Promise<ProductionDashboard> {
  const db = ctx.db;
  const statusRows = await db
    .selectFrom('mesProductionOrder')
    .select(['docStatus', 'fulfilStatus', (eb) => eb.fn.countAll<number>().as('n')])
    .where('tenantId', '=', tenantId)
    .groupBy(['docStatus', 'fulfilStatus'])
    .execute();
  const counts = new Map<string, number>();
  for (const row of statusRows) {
    const status =
      row.docStatus === 'pending' || row.docStatus === 'cancelled'
        ? row.docStatus
        : row.fulfilStatus === 'unexecuted'
          ? 'released'
          : row.fulfilStatus;
    counts.set(status, (counts.get(status) ?? 0) + Number(row.n));
  }
  const order = ['pending', 'released', 'executing', 'completed', 'closed', 'cancelled'];
  const byStatus = [...counts.entries()]
    .map(([status, count]) => ({ status, count }))
    .sort((a, b) => order.indexOf(a.status) - order.indexOf(b.status));

  const today = Math.floor(now / DAY) * DAY;
  const days = Array.from({ length: DASHBOARD_DAYS }, (_, i) =>
    toDbDateTime(today - (DASHBOARD_DAYS - 1 - i) * DAY).slice(0, 10),
  );
  const first = days[0]!;
  const reports = await db
    .selectFrom('mesReportOrder')
    .select(['reportDate', 'goodQty', 'scrapQty'])
    .where('tenantId', '=', tenantId)
    .where('docStatus', '=', 'approved')
    .where('reportDate', '>=', first)
    .execute();
  const output = new Map<string, number>();
  let good = 0;
  let scrap = 0;
  for (const row of reports) {
    const day = dayOf(row.reportDate) ?? '';
    output.set(day, (output.get(day) ?? 0) + qty(row.goodQty));
    good += qty(row.goodQty);
    scrap += qty(row.scrapQty);
  }
  const plans = await db
    .selectFrom('mesProductionOrder')
    .select(['plannedEnd', 'plannedQty'])
    .where('tenantId', '=', tenantId)
    .where('docStatus', '<>', 'cancelled')
    .where('plannedEnd', '>=', toDbDateTime(today - (DASHBOARD_DAYS - 1) * DAY))
    .execute();
  const planned = new Map<string, number>();
  for (const row of plans) {
    const day = toDbDateTime(new Date(row.plannedEnd ?? 0).getTime()).slice(0, 10);
    planned.set(day, (planned.get(day) ?? 0) + qty(row.plannedQty));
  }

  const lineSide = await db
    .selectFrom('wmsInventoryBalance as b')
    .innerJoin('wmsFacility as f', 'f.id', 'b.facilityId')
    .innerJoin('mdmProduct as p', 'p.id', 'b.productId')
    .select(['b.productId', 'p.code', sql<number>`sum(b.onhand_qty)`.as('onhand')])
    .where('b.tenantId', '=', tenantId)
    .where('f.facilityType', '=', 'line_side')
    .groupBy(['b.productId', 'p.code'])
    .having(sql`sum(b.onhand_qty)`, '>', 0)
    .orderBy(sql`sum(b.onhand_qty)`, 'desc')
    .limit(TOP)
    .execute();

  // Standard use of a component: per unit x (reported good + scrap) of its order.
  const components = await db
    .selectFrom('mesProductionComponent as c')
    .innerJoin('mesProductionOrder as o', 'o.id', 'c.productionOrderId')
    .innerJoin('mdmProduct as p', 'p.id', 'c.productId')
    .select(['c.productId', 'p.code', 'c.qtyPerUnit', 'c.consumedQty', 'o.reportedQty', 'o.scrapQty'])
    .where('c.tenantId', '=', tenantId)
    .where('o.docStatus', '=', 'approved')
    .execute();
  const variance = new Map<string, { product: string; consumed: number; standard: number }>();
  for (const row of components) {
    const entry = variance.get(row.productId) ?? { product: row.code, consumed: 0, standard: 0 };
    entry.consumed += qty(row.consumedQty);
    entry.standard += Math.round((qty(row.qtyPerUnit) * (qty(row.reportedQty) + qty(row.scrapQty))) / 1000);
    variance.set(row.productId, entry);
  }
  return {
    byStatus,
    outputVsPlan: days.map((day) => ({
      day,
      output: num(output.get(day) ?? 0),
      planned: num(planned.get(day) ?? 0),
    })),
    scrapRatePct: good + scrap === 0 ? null : Math.round((scrap * 10_000) / (good + scrap)) / 100,
    good: num(good),
    scrap: num(scrap),
    lineSide: lineSide.map((row) => ({
      productId: row.productId,
      product: row.code,
      qty: num(Number(row.onhand)),
    })),
    materialVariance: [...variance.entries()]
      .map(([productId, v]) => ({
        productId,
        product: v.product,
        consumed: num(v.consumed),
        standard: num(v.standard),
        variance: num(v.consumed - v.standard),
      }))
      .sort((a, b) => Math.abs(b.variance) - Math.abs(a.variance))
      .slice(0, TOP),
  };
}

const dashboardReply = replies(
  openObject({
    byStatus: Type.Array(openObject({ status: Type.String(), count: Type.Integer() })),
    outputVsPlan: Type.Array(
      openObject({ day: Type.String(), output: Type.Number(), planned: Type.Number() }),
    ),
    scrapRatePct: Type.Union([Type.Number(), Type.Null()]),
    good: Type.Number(),
    scrap: Type.Number(),
    lineSide: Type.Array(
      openObject({ productId: Type.String(), product: Type.String(), qty: Type.Number() }),
    ),
    materialVariance: Type.Array(
      openObject({
        productId: Type.String(),
        product: Type.String(),
        consumed: Type.Number(),
        standard: Type.Number(),
        variance: Type.Number(),
      }),
    ),
  }),
);

/** `GET /mes/productionOrder/dashboard`: the production dashboard, for whoever may open the order page. */
export const productionDashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/mes/productionOrder/dashboard',
    { preHandler: requireEntityAccess(productionOrder), schema: { response: dashboardReply } },
    async (request) =>
      ok(request.locale, await productionDashboard(app.ctx, request.user.tenantId, app.ctx.clock.now())),
  );
};
