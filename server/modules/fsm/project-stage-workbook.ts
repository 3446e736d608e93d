import ExcelJS from 'exceljs';
import { spreadsheetRow } from '../../../src/domain/entity/spreadsheet-cell';
import type { Locale } from '../../../src/domain/i18n-text';
import type { StageStatistic } from './fsm-queries';

const HEADERS = {
  zh_CN: ['阶段', '地区', '数量', '按期完成', '逾期', '进行中'],
  en_US: ['Stage', 'Region', 'Count', 'On time', 'Overdue', 'In progress'],
} as const;

/**
 * Project stage statistics as the page shows them (spec 2.2 ProjectStageStatistics), one row per stage
 * and region under a title row and a header row; stages by their dictionary text.
 */
export async function projectStageWorkbook(
  rows: readonly StageStatistic[],
  stageText: (stage: string) => string,
  locale: Locale,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const title = locale === 'en_US' ? 'Project stage statistics' : '项目阶段统计';
  const sheet = workbook.addWorksheet(title);
  sheet.addRow([title]);
  sheet.addRow([...HEADERS[locale]]).font = { bold: true };
  for (const row of rows) {
    sheet.addRow(
      spreadsheetRow([
        stageText(row.stage),
        row.regionCode ?? '',
        row.count,
        row.onTime,
        row.overdue,
        row.inProgress,
      ]),
    );
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
