import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest, FastifySchema } from 'fastify';
import { type Static, Type } from 'typebox';
import { forbidden } from '../../http/app-error';
import { openObject, replies, SPREADSHEET, spreadsheetReply } from '../../http/response-schema';
import { ok } from '../../http/result';
import { scorecardRange, supplierScorecard } from './scorecard';
import { scorecardWorkbook } from './scorecard-workbook';
import { supplierWorkbench } from './supplier-workbench';

/** The scorecard page's permission prefix (menu srm.scorecard): any of its buttons reads it. */
const SCORECARD_PERMISSION = 'srm:scorecard:';
const MONTH = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', description: 'YYYY-MM' });

const scorecardQuery = Type.Object({
  from: Type.Optional(MONTH),
  to: Type.Optional(MONTH),
  partnerId: Type.Optional(Type.String({ maxLength: 32 })),
});
type ScorecardQuery = Static<typeof scorecardQuery>;
const exportSchema: FastifySchema = { querystring: scorecardQuery, response: spreadsheetReply };

const rate = Type.Union([Type.Number(), Type.Null()], {
  description: 'percentage, one decimal; null: nothing measured',
});
const scorecardRow = openObject({
  partnerId: Type.String(),
  partnerName: Type.Union([Type.String(), Type.Null()]),
  month: Type.String({ description: 'YYYY-MM (GMT+8)' }),
  receiptLines: Type.Integer({ description: 'receipt lines with a due day posted in the month' }),
  onTimeLines: Type.Integer({ description: 'of them received on or before the due day' }),
  onTimeRate: rate,
  inspections: Type.Integer({ description: 'approved inspections decided in the month' }),
  passedInspections: Type.Integer({ description: 'of them with result pass' }),
  passRate: rate,
  confirmedItems: Type.Integer({ description: 'PO items confirmed in the month' }),
  avgConfirmHours: Type.Union([Type.Number(), Type.Null()], {
    description: 'mean hours from release to confirmation, one decimal',
  }),
});
const totals = {
  receiptLines: Type.Integer(),
  onTimeLines: Type.Integer(),
  onTimeRate: rate,
  inspections: Type.Integer(),
  passedInspections: Type.Integer(),
  passRate: rate,
  confirmedItems: Type.Integer(),
  avgConfirmHours: Type.Union([Type.Number(), Type.Null()]),
};

/**
 * The supplier scorecard (issue 12 point 10, docs/decisions.md "Supplier scorecard") and the supplier
 * workbench's summary (point 8). Both live under `/srm/`, which supplier users reach (domain.md 4.4):
 * a supplier user always gets its own partner's figures, whatever it asks for; staff need the
 * scorecard page's grant.
 */
export const scorecardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  /** The partner a request is confined to: a supplier's own, else the one asked for (if any). */
  const confinedPartner = (request: FastifyRequest, asked: string | undefined): string | undefined => {
    const user = request.user;
    if (user.userType === 'supplier') return user.partnerId ?? '';
    if (![...user.permissions].some((code) => code.startsWith(SCORECARD_PERMISSION))) throw forbidden();
    return asked || undefined;
  };

  const scorecardOf = async (request: FastifyRequest, query: ScorecardQuery) => {
    const partnerId = confinedPartner(request, query.partnerId);
    const range = scorecardRange(ctx.clock.now(), query.from, query.to);
    const records = await supplierScorecard(ctx.db, {
      tenantId: request.user.tenantId,
      ...(partnerId === undefined ? {} : { partnerId }),
      supplierView: request.user.userType === 'supplier',
      ...range,
    });
    return { ...range, records };
  };

  app.get(
    '/srm/scorecard/list',
    {
      schema: {
        querystring: scorecardQuery,
        response: replies(
          Type.Object({ from: Type.String(), to: Type.String(), records: Type.Array(scorecardRow) }),
        ),
      },
    },
    async (request) => ok(request.locale, await scorecardOf(request, request.query)),
  );

  app.get('/srm/scorecard/exportXls', { schema: exportSchema }, async (request, reply) => {
    // Validated against scorecardQuery; the plain schema type keeps the workbook reply untyped.
    const { records } = await scorecardOf(request, request.query as ScorecardQuery);
    const name = request.locale === 'en_US' ? 'Supplier scorecard.xlsx' : '供应商绩效.xlsx';
    return reply
      .header('Content-Type', SPREADSHEET)
      .header(
        'Content-Disposition',
        `attachment; filename="supplier-scorecard.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`,
      )
      .send(await scorecardWorkbook(records, request.locale));
  });

  app.get(
    '/srm/supplierWorkbench/summary',
    {
      schema: {
        response: replies(
          Type.Object({
            counts: Type.Object({
              toConfirm: Type.Integer(),
              itemsToConfirm: Type.Integer(),
              toShip: Type.Integer(),
              labelsToPrint: Type.Integer(),
              deliveryPlans: Type.Union([Type.Integer(), Type.Null()]),
              returnsToAcknowledge: Type.Integer(),
            }),
            figures: Type.Object({
              ...totals,
              openItems: Type.Integer(),
              from: Type.String(),
              to: Type.String(),
            }),
            months: Type.Array(scorecardRow),
          }),
        ),
      },
    },
    async (request) => {
      const user = request.user;
      if (user.userType !== 'supplier' || !user.partnerId) throw forbidden('supplierWorkbench.suppliersOnly');
      return ok(
        request.locale,
        await supplierWorkbench(ctx.db, user.tenantId, user.partnerId, ctx.clock.now()),
      );
    },
  );
};
