import ExcelJS from 'exceljs';
import { entityNotices } from '../../../src/domain/entity/entity-errors';
import { spreadsheetRow } from '../../../src/domain/entity/spreadsheet-cell';
import { formatMessage } from '../../../src/domain/errors';
import { type Locale, pickText } from '../../../src/domain/i18n-text';
import type { SessionUser } from '../../http/session-user';
import type { DictOption } from '../dict/dictionary-cache';
import type { ReportDefinition } from './report-definition';
import type { ReportRows } from './run-report';

/**
 * One online report's rows (the page's filters and sort, every row up to the report cap) as an .xlsx
 * workbook in the list exports' layout: a title row, an "exported by" row, the header of the shown
 * columns, the rows with dictionary values as their texts.
 */
export async function reportWorkbook(
  report: ReportDefinition,
  rows: ReportRows,
  dictionaries: Readonly<Record<string, DictOption[]>>,
  user: SessionUser,
  locale: Locale,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(report.name.slice(0, 31) || 'report');
  const shown = report.items.filter((item) => item.isShow);
  sheet.addRow([formatMessage(pickText(entityNotices.exportTitle, locale), { title: report.name })]);
  sheet.addRow([
    formatMessage(pickText(entityNotices.exportedBy, locale), { name: user.realname || user.username }),
  ]);
  sheet.addRow(shown.map((item) => item.fieldTxt)).font = { bold: true };
  const textOf = (field: string, value: unknown) => {
    const options = dictionaries[field];
    if (!options || value === null || value === undefined) return value;
    return options.find((option) => option.value === String(value))?.text ?? value;
  };
  // PostgreSQL answers counts and sums as text (bigint, numeric): a whole-number column stays a number.
  const cellOf = (fieldType: string, value: unknown) =>
    /^(integer|long|int)$/i.test(fieldType) && typeof value === 'string' && /^-?\d{1,15}$/.test(value)
      ? Number(value)
      : value;
  for (const record of rows.records)
    sheet.addRow(
      spreadsheetRow(
        shown.map((item) => cellOf(item.fieldType, textOf(item.fieldName, record[item.fieldName]))),
      ),
    );
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** `Content-Disposition` of a report's workbook, RFC 6266 with a UTF-8 name. */
export function reportDisposition(report: ReportDefinition): string {
  return `attachment; filename="${report.code}.xlsx"; filename*=UTF-8''${encodeURIComponent(`${report.name}.xlsx`)}`;
}
