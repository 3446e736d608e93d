import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import type { EntityDescriptor } from '../../../src/domain/entity/define-entity';
import { entityNotices } from '../../../src/domain/entity/entity-errors';
import { spreadsheetRow } from '../../../src/domain/entity/spreadsheet-cell';
import { formatMessage } from '../../../src/domain/errors';
import { type Locale, pickText } from '../../../src/domain/i18n-text';
import { exportDisposition } from '../../entity/export-entity';
import { SPREADSHEET } from '../../http/response-schema';
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
  const columns = entity.columns;
  const { workbook, sheet } = exportWorkbook(
    pickText(entity.label, locale),
    columns.map((name) => pickText(entity.fields[name]!.label, locale)),
    user,
    locale,
  );
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
  return sendWorkbook(reply, workbook, exportDisposition(entity, locale));
}

/**
 * A workbook in the layout of every export (api-contract 1.5): the title row, the "exported by" row and
 * the bold header row; the caller adds the data rows to `sheet`.
 */
export function exportWorkbook(title: string, header: readonly string[], user: SessionUser, locale: Locale) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(title.slice(0, 31) || 'export');
  sheet.addRow([formatMessage(pickText(entityNotices.exportTitle, locale), { title })]);
  sheet.addRow([
    formatMessage(pickText(entityNotices.exportedBy, locale), { name: user.realname || user.username }),
  ]);
  sheet.addRow([...header]).font = { bold: true };
  return { workbook, sheet };
}

/** Sends a workbook as the .xlsx download named by `disposition`. */
export async function sendWorkbook(reply: FastifyReply, workbook: ExcelJS.Workbook, disposition: string) {
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  return reply.header('Content-Type', SPREADSHEET).header('Content-Disposition', disposition).send(buffer);
}
