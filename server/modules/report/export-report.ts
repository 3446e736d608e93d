import type { FastifyReply } from 'fastify';
import { spreadsheetRow } from '../../../src/domain/entity/spreadsheet-cell';
import type { Locale } from '../../../src/domain/i18n-text';
import type { SessionUser } from '../../http/session-user';
import type { DictOption } from '../dict/dictionary-cache';
import { exportWorkbook, sendWorkbook } from '../system/legacy-export';
import type { ReportDefinition } from './report-definition';
import type { ReportRows } from './run-report';

/**
 * Sends one online report's rows (the page's filters and sort, every row up to the report cap) as an
 * .xlsx workbook in the exports' layout, dictionary values as their texts.
 */
export function sendReportWorkbook(
  reply: FastifyReply,
  report: ReportDefinition,
  rows: ReportRows,
  dictionaries: Readonly<Record<string, DictOption[]>>,
  user: SessionUser,
  locale: Locale,
) {
  const shown = report.items.filter((item) => item.isShow);
  const { workbook, sheet } = exportWorkbook(
    report.name,
    shown.map((item) => item.fieldTxt),
    user,
    locale,
  );
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
  const disposition = `attachment; filename="${report.code}.xlsx"; filename*=UTF-8''${encodeURIComponent(`${report.name}.xlsx`)}`;
  return sendWorkbook(reply, workbook, disposition);
}
