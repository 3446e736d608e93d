import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { toSVG } from 'bwip-js/node';
import { Type } from 'typebox';
import {
  parsePrintDesign,
  renderPrintPages,
  type SymbolRenderer,
} from '../../../../src/domain/system/entities/print-design';
import { printTemplate } from '../../../../src/domain/system/entities/print-template';
import type { Db } from '../../../db/database';
import { registerEntity } from '../../../entity/register-entity';
import { AppError } from '../../../http/app-error';
import { openObject, replies } from '../../../http/response-schema';
import { ok } from '../../../http/result';

const MAX_RECORDS = 500;

/**
 * Code 128 and QR codes through bwip-js (domain.md 4.2). A value the symbology cannot encode (Code 128
 * takes Latin-1 only) leaves its box empty instead of failing the whole print.
 */
export const bwipSymbol: SymbolRenderer = (kind, text, showText) => {
  try {
    return kind === 'code128'
      ? toSVG({ bcid: 'code128', text, height: 10, includetext: showText, textxalign: 'center' })
      : toSVG({ bcid: 'qrcode', text });
  } catch {
    return '';
  }
};

/** The tenants whose templates a user prints with: their own, then the shared defaults of tenant 0. */
const templateTenants = (tenantId: number) => [...new Set([tenantId, 0])];

/**
 * The template a tenant prints `code` with: its own when it has one (edited in the designer), else
 * the shared default of tenant 0; never another tenant's.
 */
export async function findPrintTemplate(db: Db, tenantId: number, code: string) {
  return db
    .selectFrom('sysPrintTemplate')
    .selectAll()
    .where('code', '=', code)
    .where('tenantId', 'in', templateTenants(tenantId))
    .orderBy('tenantId', 'desc')
    .executeTakeFirst();
}

/**
 * Print templates (domain.md 3.13, 4.2): the engine's routes with the design checked against the
 * paper on every write; `choices`, the templates of one business type a print dialog offers; and
 * `render`, which fills a template with records and answers their SVG pages (a long table continues
 * on further pages): every label and document the warehouse and suppliers print goes through it.
 */
export const printTemplateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  registerEntity(app, printTemplate, {
    beforeWrite: async (event) => {
      if (event.action === 'delete') return;
      const values = event.record.values;
      let width = values.widthMm as number | undefined;
      let height = values.heightMm as number | undefined;
      let content = values.content as string | null | undefined;
      if (event.action === 'edit' && (width === undefined || height === undefined || content === undefined)) {
        // Inside the write transaction: a second connection would wait for this one (SQLite).
        const current = (await event.trx
          .selectFrom(printTemplate.table)
          .select(['widthMm', 'heightMm', 'content'])
          .where('id', '=', event.id)
          .where('tenantId', '=', event.scope.tenantId)
          .executeTakeFirst()) as { widthMm: number; heightMm: number; content: string | null } | undefined;
        width ??= current?.widthMm;
        height ??= current?.heightMm;
        if (content === undefined) content = current?.content ?? null;
      }
      const parsed = parsePrintDesign(content ?? null, Number(width ?? 0), Number(height ?? 0));
      if (!parsed.ok) throw new AppError('printTemplate.invalidDesign', { detail: parsed.detail });
      if (values.content !== undefined) values.content = JSON.stringify(parsed.design);
    },
  });

  app.get(
    '/sys/printTemplate/choices',
    {
      config: { supplier: true, openTo: 'everyone' },
      schema: {
        querystring: Type.Object({ bizType: Type.String({ maxLength: 64 }) }),
        response: replies(
          Type.Array(
            openObject({
              code: Type.String(),
              name: Type.String(),
              widthMm: Type.Number(),
              heightMm: Type.Number(),
            }),
          ),
        ),
      },
    },
    async (request) => {
      const rows = await ctx.db
        .selectFrom('sysPrintTemplate')
        .select(['code', 'name', 'widthMm', 'heightMm', 'tenantId'])
        .where('bizType', '=', request.query.bizType)
        .where('tenantId', 'in', templateTenants(request.user.tenantId))
        .orderBy('tenantId', 'desc')
        .orderBy('code')
        .execute();
      const byCode = new Map<string, (typeof rows)[number]>();
      for (const row of rows) if (!byCode.has(row.code)) byCode.set(row.code, row);
      const choices = [...byCode.values()].map(({ tenantId: _shared, ...choice }) => choice);
      return ok(request.locale, choices);
    },
  );

  // Anyone who prints (suppliers print their own labels, domain.md 4.3) renders with their own data.
  app.post(
    '/sys/printTemplate/render',
    {
      config: { supplier: true, openTo: 'everyone', operationLog: false },
      schema: {
        body: Type.Object({
          code: Type.String({ maxLength: 64 }),
          records: Type.Array(Type.Record(Type.String({ maxLength: 64 }), Type.Unknown()), {
            maxItems: MAX_RECORDS,
          }),
        }),
        response: replies(
          openObject({
            code: Type.String(),
            widthMm: Type.Number(),
            heightMm: Type.Number(),
            pages: Type.Array(Type.String({ description: 'one page as SVG in millimetres' })),
          }),
        ),
      },
    },
    async (request) => {
      const template = await findPrintTemplate(ctx.db, request.user.tenantId, request.body.code);
      if (!template) throw new AppError('printTemplate.notFound', { code: request.body.code.slice(0, 64) });
      const parsed = parsePrintDesign(template.content, template.widthMm, template.heightMm);
      if (!parsed.ok) throw new AppError('printTemplate.invalidDesign', { detail: parsed.detail });
      const pages = request.body.records.flatMap((record) =>
        renderPrintPages(parsed.design, template.widthMm, template.heightMm, record, bwipSymbol),
      );
      return ok(request.locale, {
        code: template.code,
        widthMm: template.widthMm,
        heightMm: template.heightMm,
        pages,
      });
    },
  );
};
