import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { reportHead } from '../../../src/domain/entity/online-report';
import type { Locale } from '../../../src/domain/i18n-text';
import type { AppContext } from '../../context';
import { registerEntity } from '../../entity/register-entity';
import { AppError } from '../../http/app-error';
import { replies, spreadsheetReply } from '../../http/response-schema';
import { ok } from '../../http/result';
import type { DictOption } from '../dict/dictionary-cache';
import { sendReportWorkbook } from './export-report';
import { definitionProblem, loadReport, type ReportDefinition } from './report-definition';
import {
  reportColumns,
  reportColumnsAndData,
  reportParams,
  reportQueryInfo,
  reportRows,
} from './report-replies';
import type { ReportBindings } from './report-sql';
import { closeReportDb, likePattern, type ReportFilter, runReport } from './run-report';

const ID = Type.String({ pattern: '^[0-9A-Za-z]{1,32}$' });
const CODE = Type.String({ pattern: '^[A-Za-z0-9_-]{1,100}$' });
const PAGE_SIZE_MAX = 1000;

/**
 * Online reports (api-contract 7): definitions administered at `/online/cgreport/head/*` (a header
 * with its columns and parameters, refused unless the SQL is one parameterised SELECT), and the
 * endpoints of the report picker and the report page. Any signed-in staff member may run a report;
 * supplier users never reach `/online` (domain.md 4.4).
 */
export const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerEntity(app, reportHead, {
    beforeWrite: (event) => {
      if (event.action === 'delete') return;
      const sqlText = event.record.values.cgrSql;
      const problem = definitionProblem(
        typeof sqlText === 'string' ? sqlText : undefined,
        event.record.lines.items,
        event.record.lines.params,
      );
      if (problem) throw new AppError('report.invalidSql', { detail: problem });
    },
  });
  app.addHook('onClose', async () => closeReportDb(app.ctx));

  app.get(
    '/online/cgreport/api/getRpColumns/:code',
    { schema: { params: Type.Object({ code: CODE }), response: replies(reportColumns) } },
    async (request) => {
      const report = await loadReport(app.ctx, { code: request.params.code }, request.user.tenantId);
      return ok(request.locale, await columnsOf(app.ctx, report, request.locale, request.user.tenantId));
    },
  );

  app.get(
    '/online/cgreport/api/getQueryInfo/:id',
    { schema: { params: Type.Object({ id: ID }), response: replies(reportQueryInfo) } },
    async (request) => {
      const report = await loadReport(app.ctx, { id: request.params.id }, request.user.tenantId);
      return ok(request.locale, queryInfo(report));
    },
  );

  app.get(
    '/online/cgreport/api/getParamsInfo/:id',
    { schema: { params: Type.Object({ id: ID }), response: replies(reportParams) } },
    async (request) => {
      const report = await loadReport(app.ctx, { id: request.params.id }, request.user.tenantId);
      return ok(request.locale, report.params);
    },
  );

  app.get(
    '/online/cgreport/api/getData/:id',
    { schema: { params: Type.Object({ id: ID }), response: replies(reportRows) } },
    async (request) => {
      const report = await loadReport(app.ctx, { id: request.params.id }, request.user.tenantId);
      const rows = await runReport(app.ctx, report, reportRequest(report, request));
      return ok(request.locale, rows);
    },
  );

  app.get(
    '/online/cgreport/api/exportXls/:id',
    { schema: { params: Type.Object({ id: ID }), response: spreadsheetReply } },
    async (request, reply) => {
      const report = await loadReport(app.ctx, { id: request.params.id }, request.user.tenantId);
      const { dictOptions } = await columnsOf(app.ctx, report, request.locale, request.user.tenantId);
      const rows = await runReport(app.ctx, report, { ...reportRequest(report, request), page: null });
      return sendReportWorkbook(reply, report, rows, dictOptions, request.user, request.locale);
    },
  );

  app.get(
    '/online/cgreport/api/getColumnsAndData/:id',
    { schema: { params: Type.Object({ id: ID }), response: replies(reportColumnsAndData) } },
    async (request) => {
      const report = await loadReport(app.ctx, { id: request.params.id }, request.user.tenantId);
      const columns = await columnsOf(app.ctx, report, request.locale, request.user.tenantId);
      const data = await runReport(app.ctx, report, reportRequest(report, request));
      return ok(request.locale, {
        data,
        columns: columns.columns,
        dictOptions: columns.dictOptions,
        fieldHrefSlots: report.items
          .filter((item) => item.fieldHref)
          .map((item) => ({ slotName: `fieldHref_${item.fieldName}`, href: item.fieldHref })),
        cgreportHeadName: report.name,
      });
    },
  );
};

/** `getRpColumns`: visible columns in position order and the options of their dictionaries. */
async function columnsOf(ctx: AppContext, report: ReportDefinition, locale: Locale, tenantId: number) {
  const dictOptions: Record<string, DictOption[]> = {};
  const columns = [];
  for (const item of report.items) {
    if (item.dictCode)
      dictOptions[item.fieldName] = await dictionaryOptions(ctx, item.dictCode, locale, tenantId);
    if (!item.isShow) continue;
    columns.push({
      title: item.fieldTxt,
      dataIndex: item.fieldName,
      align: 'center',
      ...(item.isOrder ? { sorter: 'true' } : {}),
      ...(item.dictCode ? { customRender: item.fieldName } : {}),
      fieldType: item.fieldType,
      ...(item.fieldWidth ? { width: item.fieldWidth } : {}),
      ...(item.isTotal ? { isTotal: '1' } : {}),
      ...(item.groupTitle ? { groupTitle: item.groupTitle } : {}),
      ...(item.fieldHref ? { scopedSlots: { customRender: `fieldHref_${item.fieldName}` } } : {}),
    });
  }
  return { columns, dictOptions, cgRpConfigId: report.id, cgRpConfigName: report.name };
}

/** A dictionary code, or a registered table dictionary; SQL dictionaries are not supported. */
async function dictionaryOptions(
  ctx: AppContext,
  code: string,
  locale: Locale,
  tenantId: number,
): Promise<DictOption[]> {
  if (!code.includes(',')) return (await ctx.dictionaries.options(code, locale)) ?? [];
  const entry = ctx.tableDictionaries.entry(code);
  return entry ? ctx.tableDictionaries.options(code, entry, locale, tenantId) : [];
}

/** `getQueryInfo`: the searchable items; from the third on they are hidden until expanded. */
function queryInfo(report: ReportDefinition) {
  return report.items
    .filter((item) => item.isSearch)
    .map((item, index) => ({
      field: item.fieldName,
      label: item.fieldTxt,
      view: item.dictCode ? 'list' : item.fieldType.toLowerCase(),
      mode: item.searchMode === 'group' ? 'group' : 'single',
      ...(index >= 2 ? { hidden: '1' } : {}),
    }));
}

/**
 * The getData request (api-contract 7.2): filters of searchable fields (empty ones dropped),
 * `force_<field>` on any field, `self_<param>` values, sort over the report's fields only, paging.
 */
function reportRequest(report: ReportDefinition, request: FastifyRequest) {
  const query = request.query as Record<string, unknown>;
  const text = (key: string): string => {
    const value = Object.hasOwn(query, key) ? query[key] : undefined;
    const first = Array.isArray(value) ? value[0] : value;
    return typeof first === 'string' ? first.trim() : '';
  };
  const filters: ReportFilter[] = [];
  for (const item of report.items) {
    const typed = (value: string): string | number => {
      if (!/^(integer|long|int|number)$/i.test(item.fieldType)) return value;
      if (!/^-?\d{1,15}$/.test(value))
        throw new AppError('entity.query.badValue', { field: item.fieldName, value });
      return Number(value);
    };
    const forced = text(`force_${item.fieldName}`);
    if (forced !== '') filters.push({ field: item.fieldName, op: 'eq', value: typed(forced) });
    if (!item.isSearch) continue;
    if (item.searchMode === 'group') {
      const datetime = item.fieldType.toLowerCase() === 'datetime';
      const begin = text(`${item.fieldName}_begin`);
      const end = text(`${item.fieldName}_end`);
      if (begin !== '')
        filters.push({
          field: item.fieldName,
          op: 'ge',
          value: typed(datetime && begin.length === 10 ? `${begin} 00:00:00` : begin),
        });
      if (end !== '')
        filters.push({
          field: item.fieldName,
          op: 'le',
          value: typed(datetime && end.length === 10 ? `${end} 23:59:59` : end),
        });
      continue;
    }
    const value = text(item.fieldName);
    if (value === '') continue;
    filters.push(
      value.includes('*')
        ? { field: item.fieldName, op: 'like', pattern: likePattern(value) }
        : { field: item.fieldName, op: 'eq', value: typed(value) },
    );
  }
  const column = text('column');
  let sort: { field: string; order: 'asc' | 'desc' } | null = null;
  if (column !== '') {
    if (!report.items.some((item) => item.fieldName === column))
      throw new AppError('report.badSort', { column: column.slice(0, 64) });
    sort = { field: column, order: text('order').toLowerCase() === 'asc' ? 'asc' : 'desc' };
  }
  const number = (key: string, fallback: number) =>
    /^\d{1,9}$/.test(text(key)) && Number(text(key)) > 0 ? Number(text(key)) : fallback;
  const page =
    text('getAll') === 'true'
      ? null
      : { pageNo: number('pageNo', 1), pageSize: Math.min(number('pageSize', 10), PAGE_SIZE_MAX) };
  return { filters, sort, page, bindings: bindings(report, request, text) };
}

function bindings(
  report: ReportDefinition,
  request: FastifyRequest,
  text: (key: string) => string,
): ReportBindings {
  const params: Record<string, string | null> = {};
  for (const param of report.params) {
    // api-contract 7.2: surrounding single quotes of a `self_` value are stripped.
    const given = text(`self_${param.paramName}`).replace(/^'(.*)'$/, '$1');
    params[param.paramName] = given !== '' ? given : (param.paramValue ?? null);
  }
  const user = request.user;
  const now = new Date(request.server.ctx.clock.now() + 8 * 3_600_000).toISOString();
  return {
    params,
    system: {
      sys_user_code: user.username,
      sys_org_code: user.orgCode ?? '',
      // As text: better-sqlite3 binds JS numbers as REAL, which a cast to text would render as 0.0.
      sys_tenant_id: String(user.tenantId),
      sys_date: now.slice(0, 10),
      sys_time: `${now.slice(0, 10)} ${now.slice(11, 19)}`,
    },
  };
}
