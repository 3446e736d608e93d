import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { toSVG } from 'bwip-js/node';
import { Type } from 'typebox';
import {
  parsePrintDesign,
  renderPrintSvg,
  type SymbolRenderer,
} from '../../../src/domain/system/entities/print-design';
import { printTemplate } from '../../../src/domain/system/entities/print-template';
import { registerEntity } from '../../entity/register-entity';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/result';

const MAX_RECORDS = 500;

/** Code 128 and QR codes through bwip-js (domain.md 4.2). */
export const bwipSymbol: SymbolRenderer = (kind, text, showText) =>
  kind === 'code128'
    ? toSVG({ bcid: 'code128', text, height: 10, includetext: showText, textxalign: 'center' })
    : toSVG({ bcid: 'qrcode', text });

/**
 * Print templates (domain.md 3.13, 4.2): the engine's routes with the design checked against the
 * paper on every write, and `render`, which fills a template with records and answers one SVG page
 * each: the label printing of suppliers and warehouse staff prints through it.
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
      },
    },
    async (request) => {
      const template = await ctx.db
        .selectFrom('sysPrintTemplate')
        .selectAll()
        .where('code', '=', request.body.code)
        .where('tenantId', 'in', [...new Set([request.user.tenantId, 0])])
        .orderBy('tenantId', 'desc')
        .executeTakeFirst();
      if (!template) throw new AppError('printTemplate.notFound', { code: request.body.code.slice(0, 64) });
      const parsed = parsePrintDesign(template.content, template.widthMm, template.heightMm);
      if (!parsed.ok) throw new AppError('printTemplate.invalidDesign', { detail: parsed.detail });
      const pages = request.body.records.map((record) =>
        renderPrintSvg(parsed.design, template.widthMm, template.heightMm, record, bwipSymbol),
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
