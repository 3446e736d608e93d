import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { spreadsheetRow } from '../../../../src/domain/entity/spreadsheet-cell';
import { type LocalText, pickText } from '../../../../src/domain/i18n-text';
import { requirePermission } from '../../../http/require-permission';
import { spreadsheetReply } from '../../../http/response-schema';
import { exportWorkbook, sendWorkbook } from '../legacy-export';
import { type DepartRow, liveDeparts } from './depart-tree';

/** The columns of JeecgBoot's department export (its SysDepart `@Excel` fields), the parent by org code. */
const COLUMNS: [keyof DepartRow | 'parentOrgCode', LocalText][] = [
  ['departName', { zh: '机构/部门名称', en: 'Department' }],
  ['departNameEn', { zh: '英文名', en: 'English name' }],
  ['departNameAbbr', { zh: '缩写', en: 'Abbreviation' }],
  ['departOrder', { zh: '排序', en: 'Order' }],
  ['description', { zh: '描述', en: 'Description' }],
  ['orgCategory', { zh: '机构类别', en: 'Category' }],
  ['orgType', { zh: '机构类型', en: 'Type' }],
  ['orgCode', { zh: '机构编码', en: 'Org code' }],
  ['parentOrgCode', { zh: '上级机构编码', en: 'Parent org code' }],
  ['mobile', { zh: '手机号', en: 'Mobile' }],
  ['fax', { zh: '传真', en: 'Fax' }],
  ['address', { zh: '地址', en: 'Address' }],
  ['memo', { zh: '备注', en: 'Memo' }],
];

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
        COLUMNS.map(([, label]) => pickText(label, request.locale)),
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
            COLUMNS.map(([name]) => {
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
