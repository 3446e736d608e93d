import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { offer } from '../../../src/domain/offer/offer';
import { type DashboardOffer, offerDashboard } from '../../../src/domain/offer/offer-dashboard';
import { entityDb, rowScope, scopedFrom } from '../../entity/entity-store';
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
 * out; money and percentages as decimals. Read access to offers is enough; a sales user sees his own.
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
    // The caller's scope: a sales user's dashboard covers his own offers (salesScope).
    const scope = await rowScope(request, offer);
    const scoped = (await scopedFrom(entityDb(app.ctx), offer, scope)
      .select(['docStatus', 'offerResult', 'marginPct', 'totalPrice', 'salesUserId'])
      .where('docStatus', '<>', 'cancelled')
      .where(
        sql<boolean>`not exists (select 1 from ofr_offer c
          where c.tenant_id = ofr_offer.tenant_id and c.parent_offer_id = ofr_offer.id)`,
      )
      .execute()) as unknown as Omit<OfferRow, 'salesUserName'>[];
    const salesUserIds = [...new Set(scoped.map((row) => row.salesUserId).filter((id) => id !== null))];
    const names = new Map<string, string>();
    if (salesUserIds.length > 0) {
      const { rows: users } = await sql<{ id: string; name: string }>`select id, name from mdm_sales_user
        where tenant_id = ${request.user.tenantId} and id in (${sql.join(salesUserIds)})`.execute(app.ctx.db);
      for (const user of users) names.set(String(user.id), user.name);
    }
    const rows: OfferRow[] = scoped.map((row) => ({
      ...row,
      salesUserName: row.salesUserId === null ? null : (names.get(row.salesUserId) ?? null),
    }));
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
