import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import type { EntityDescriptor } from '../../../src/domain/entity/define-entity';
import { entityNotices } from '../../../src/domain/entity/entity-errors';
import { spreadsheetRow } from '../../../src/domain/entity/spreadsheet-cell';
import { formatMessage } from '../../../src/domain/errors';
import { type Locale, pickText } from '../../../src/domain/i18n-text';
import { exportDisposition } from '../../entity/export-entity';
import type { SessionUser } from '../../http/session-user';

/** A legacy table's export stops here (its lists page through the same filters). */
export const LEGACY_EXPORT_MAX_ROWS = 10_000;

/**
 * The `exportXls` of a system page served by hand (api-contract 1.5): the page's list columns with
 * dictionary texts, in the layout of the engine's exports (title, exported-by, header row).
 * `pages` reads the list with the request's filters, one page at a time.
 */
export async function sendLegacyExport(
  reply: FastifyReply,
  entity: EntityDescriptor,
  user: SessionUser,
  locale: Locale,
  pages: (pageNo: number, pageSize: number) => Promise<Record<string, unknown>[]>,
) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(pickText(entity.label, locale).slice(0, 31));
  sheet.addRow([
    formatMessage(pickText(entityNotices.exportTitle, locale), { title: pickText(entity.label, locale) }),
  ]);
  sheet.addRow([
    formatMessage(pickText(entityNotices.exportedBy, locale), { name: user.realname || user.username }),
  ]);
  const columns = entity.columns;
  sheet.addRow(columns.map((name) => pickText(entity.fields[name]!.label, locale))).font = { bold: true };
  const size = 1000;
  for (let pageNo = 1; (pageNo - 1) * size < LEGACY_EXPORT_MAX_ROWS; pageNo += 1) {
    const rows = await pages(pageNo, size);
    for (const row of rows) {
      sheet.addRow(
        spreadsheetRow(
          columns.map((name) => {
            const value = row[`${name}_dictText`] ?? row[name];
            return value === null || value === undefined
              ? ''
              : typeof value === 'object'
                ? JSON.stringify(value)
                : (value as string | number | boolean);
          }),
        ),
      );
    }
    if (rows.length < size) break;
  }
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  return reply
    .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('Content-Disposition', exportDisposition(entity, locale))
    .send(buffer);
}
