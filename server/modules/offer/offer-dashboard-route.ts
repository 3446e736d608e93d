import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { offer } from '../../../src/domain/offer/offer';
import { type DashboardOffer, offerDashboard } from '../../../src/domain/offer/offer-dashboard';
import { requireEntityAccess } from '../../entity/register-entity';
import { openObject, replies } from '../../http/response-schema';
import { ok } from '../../http/result';

interface OfferRow {
  docStatus: string;
  offerResult: string;
  marginPct: number | string | null;
  totalPrice: number | string | null;
  salesUserId: string | null;
  salesUserName: string | null;
}

/**
 * `GET /ofr/offer/dashboard` (issue 15 point 9): the figures of offerDashboard over the tenant's offers,
 * each offer once (its latest version: a revised one counts through its revision), cancelled ones left
 * out; money and percentages as decimals. Read access to offers is enough.
 */
export function registerOfferDashboard(app: FastifyInstance): void {
  const schema = {
    response: replies(
      openObject({
        counts: Type.Object({ open: Type.Integer(), won: Type.Integer(), lost: Type.Integer() }),
        winRate: Type.Union([Type.Number({ description: 'won / (won + lost), %' }), Type.Null()]),
        margins: Type.Array(Type.Object({ band: Type.String(), count: Type.Integer() })),
        openBySalesUser: Type.Array(openObject({ count: Type.Integer(), totalPrice: Type.Number() })),
      }),
    ),
  };
  app.get('/ofr/offer/dashboard', { preHandler: requireEntityAccess(offer), schema }, async (request) => {
    const { rows } = await sql<OfferRow>`
      select o.doc_status as "docStatus", o.offer_result as "offerResult", o.margin_pct as "marginPct",
             o.total_price as "totalPrice", o.sales_user_id as "salesUserId", u.name as "salesUserName"
        from ofr_offer o
        left join mdm_sales_user u on u.id = o.sales_user_id and u.tenant_id = o.tenant_id
       where o.tenant_id = ${request.user.tenantId} and o.doc_status <> 'cancelled'
         and not exists (select 1 from ofr_offer c where c.tenant_id = o.tenant_id and c.parent_offer_id = o.id)`.execute(
      app.ctx.db,
    );
    const offers: DashboardOffer[] = rows.map((row) => ({
      docStatus: row.docStatus,
      offerResult: row.offerResult,
      marginPct: row.marginPct === null ? null : Number(row.marginPct),
      totalPrice: Number(row.totalPrice ?? 0),
      salesUserId: row.salesUserId,
      salesUserName: row.salesUserName,
    }));
    const figures = offerDashboard(offers);
    return ok(request.locale, {
      counts: figures.counts,
      winRate: figures.winRate === null ? null : figures.winRate / 100,
      margins: figures.margins,
      openBySalesUser: figures.openBySalesUser.map((entry) => ({
        ...entry,
        totalPrice: entry.totalPrice / 100,
      })),
    });
  });
}
