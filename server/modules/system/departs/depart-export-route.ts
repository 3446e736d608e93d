import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { spreadsheetRow } from '../../../../src/domain/entity/spreadsheet-cell';
import { pickText } from '../../../../src/domain/i18n-text';
import { DEPART_SHEET_COLUMNS, sysDepart } from '../../../../src/domain/system/entities/sys-depart';
import { requirePermission } from '../../../http/require-permission';
import { spreadsheetReply } from '../../../http/response-schema';
import { exportWorkbook, sendWorkbook } from '../legacy-export';
import { liveDeparts } from './depart-tree';

/**
 * `GET /sys/sysDepart/exportXls` (the department page's export, issue 19): every live department in tree
 * order with its parent's org code, in the layout of every export; behind the page's export button.
 */
export const departExportRoute: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  app.get(
    '/sys/sysDepart/exportXls',
    { onRequest: requirePermission('sys:depart:exportXls'), schema: { response: spreadsheetReply } },
    async (request, reply) => {
      const title = pickText({ zh: '部门', en: 'Departments' }, request.locale);
      const { workbook, sheet } = exportWorkbook(
        title,
        DEPART_SHEET_COLUMNS.map((name) => pickText(sysDepart.fields[name].label, request.locale)),
        request.user,
        request.locale,
      );
      const departs = await liveDeparts(ctx);
      const codes = new Map(departs.map((d) => [d.id, d.orgCode]));
      for (const depart of departs) {
        const row: Record<string, unknown> = {
          ...depart,
          parentOrgCode: codes.get(depart.parentId ?? '') ?? '',
        };
        sheet.addRow(
          spreadsheetRow(
            DEPART_SHEET_COLUMNS.map((name) => {
              const value = row[name];
              return value === null || value === undefined ? '' : (value as string | number);
            }),
          ),
        );
      }
      const name = `${title}.xlsx`;
      return sendWorkbook(
        reply,
        workbook,
        `attachment; filename="departs.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`,
      );
    },
  );
};
