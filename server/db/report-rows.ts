import { reportHead, reportItem } from '../../src/domain/entity/online-report';
import type { SeededReport } from '../modules/report/seeded-reports';
import type { MigrationDb } from './column-types';
import { toDbDateTime } from './datetime';
import { stableId } from './ids';

/** Inserts built-in online reports as rows of tenant 0 (every tenant reads them), ids stable by code. */
export async function insertSeededReports(db: MigrationDb, reports: readonly SeededReport[]): Promise<void> {
  const at = toDbDateTime(Date.now());
  for (const report of reports) {
    const headId = stableId('cgreport', report.code);
    await db
      .insertInto(reportHead.table)
      .values({
        tenant_id: 0,
        version: 0,
        create_by: 'system',
        create_time: at,
        id: headId,
        code: report.code,
        name: report.name,
        cgr_sql: report.sql,
        return_val_field: report.returnValField,
        return_txt_field: report.returnTxtField,
        return_type: '1',
      })
      .execute();
    await db
      .insertInto(reportItem.table)
      .values(
        report.items.map((item, index) => ({
          tenant_id: 0,
          create_by: 'system',
          create_time: at,
          id: stableId('cgreport_item', `${report.code}.${item.fieldName}`),
          cgrhead_id: headId,
          line_no: index + 1,
          field_name: item.fieldName,
          field_txt: item.fieldTxt,
          field_type: item.fieldType ?? 'String',
          search_mode: item.searchMode ?? 'single',
          is_order: item.isOrder ? 1 : 0,
          is_search: item.isSearch ? 1 : 0,
          dict_code: item.dictCode ?? null,
          is_show: item.isShow === false ? 0 : 1,
          order_num: index + 1,
          is_total: 0,
        })),
      )
      .execute();
  }
}
