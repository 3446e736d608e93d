import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';
import { replies } from '../../http/response-schema';
import { ok } from '../../http/result';
import {
  analysisFigures,
  chartFigures,
  type FigureContext,
  myRecentDocuments,
  taskFigures,
} from './dashboard-figures';
import { analysisReply, chartReply, taskReply, workplaceReply } from './dashboard-replies';
import { availableTables, type DashboardTable, dashboardDb } from './dashboard-tables';
import { pendingApprovals } from './pending-approvals';
import { supplierExceptions } from './supplier-exceptions';

/**
 * Dashboard figures (spec 2.3 dashboards, domain.md "pages with no table of their own"): aggregates
 * of the warehouse, master data and supplier tables, scoped to the caller's tenant (a supplier user
 * sees only their own on-time rate). Which tables exist is checked when the server is ready: a figure
 * whose tables are missing answers null and its page shows an empty state.
 */
export const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const db = dashboardDb(ctx.db);
  let tables: ReadonlySet<DashboardTable> = new Set();
  app.addHook('onReady', async () => {
    tables = await availableTables(ctx.db);
  });

  const context = (request: FastifyRequest): FigureContext => ({
    db,
    tables,
    user: request.user,
    now: ctx.clock.now(),
  });
  const answering = (result: TSchema) => ({
    config: { supplier: true },
    schema: { response: replies(result) },
  });

  app.get('/dashboard/analysis', answering(analysisReply), async (request) =>
    ok(request.locale, await analysisFigures(context(request))),
  );
  app.get('/dashboard/workplace', answering(workplaceReply), async (request) => {
    const [pending, myRecent, exceptions] = await Promise.all([
      pendingApprovals(request),
      myRecentDocuments(context(request)),
      supplierExceptions(context(request)),
    ]);
    return ok(request.locale, { pendingApprovals: pending, myRecent, supplierExceptions: exceptions });
  });
  app.get('/dashboard/task', answering(taskReply), async (request) =>
    ok(request.locale, await taskFigures(context(request))),
  );
  app.get('/dashboard/chart', answering(chartReply), async (request) =>
    ok(request.locale, await chartFigures(context(request))),
  );
};
