import ExcelJS from 'exceljs';
import { spreadsheetRow } from '../../../src/domain/entity/spreadsheet-cell';
import type { Locale } from '../../../src/domain/i18n-text';
import type { ScorecardRow } from '../../../src/domain/srm/scorecard';

const TEXT = {
  zh_CN: {
    title: '供应商绩效',
    headers: [
      '供应商',
      '月份',
      '收货行',
      '准时行',
      '准时率 %',
      '检验批',
      '合格批',
      '合格率 %',
      '确认行',
      '平均确认时长 (小时)',
    ],
  },
  en_US: {
    title: 'Supplier scorecard',
    headers: [
      'Supplier',
      'Month',
      'Receipt lines',
      'On time',
      'On-time %',
      'Inspections',
      'Passed',
      'Pass %',
      'Items confirmed',
      'Mean confirmation time (h)',
    ],
  },
} as const;

/** The scorecard as the page shows it: one row per supplier and month under a title and a header row. */
export async function scorecardWorkbook(rows: readonly ScorecardRow[], locale: Locale): Promise<Buffer> {
  const text = TEXT[locale];
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(text.title);
  sheet.addRow([text.title]);
  sheet.addRow([...text.headers]).font = { bold: true };
  for (const row of rows) {
    sheet.addRow(
      spreadsheetRow([
        row.partnerName ?? row.partnerId,
        row.month,
        row.receiptLines,
        row.onTimeLines,
        row.onTimeRate ?? '',
        row.inspections,
        row.passedInspections,
        row.passRate ?? '',
        row.confirmedItems,
        row.avgConfirmHours ?? '',
      ]),
    );
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
