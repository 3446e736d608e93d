import { reportHead, reportItem, reportParam } from '../../../src/domain/entity/online-report';
import type { AppContext } from '../../context';
import { type StoredRow, toWire } from '../../entity/entity-rows';
import { entityDb } from '../../entity/entity-store';
import { AppError } from '../../http/app-error';
import { type ParsedReportSql, parseReportSql, type ReportSqlPart } from './report-sql';

export interface ReportItem {
  fieldName: string;
  fieldTxt: string;
  fieldWidth: number | null;
  fieldType: string;
  searchMode: string;
  isOrder: boolean;
  isSearch: boolean;
  dictCode: string | null;
  fieldHref: string | null;
  isShow: boolean;
  orderNum: number | null;
  isTotal: boolean;
  groupTitle: string | null;
}

export interface ReportParam {
  paramName: string;
  paramTxt: string | null;
  paramValue: string | null;
  orderNum: number | null;
}

export interface ReportDefinition {
  id: string;
  code: string;
  name: string;
  parts: ReportSqlPart[];
  items: ReportItem[];
  params: ReportParam[];
}

/** Result column names are plain identifiers; anything else in a definition is refused. */
export const REPORT_FIELD = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/**
 * A report by code or id, the tenant's own or else the default of tenant 0 (seeded reports), with
 * its items and parameters in position order. Unknown reports answer `实体不存在`.
 */
export async function loadReport(
  ctx: AppContext,
  by: { code: string } | { id: string },
  tenantId: number,
): Promise<ReportDefinition> {
  const db = entityDb(ctx);
  let query = db.selectFrom(reportHead.table).selectAll().where('tenantId', 'in', [tenantId, 0]);
  query = 'code' in by ? query.where('code', '=', by.code) : query.where('id', '=', by.id);
  const heads = (await query.execute()) as StoredRow[];
  const head = heads.find((row) => row.tenantId === tenantId) ?? heads[0];
  if (!head) throw new AppError('report.notFound');
  const headId = String(head.id);
  const lines = async (table: string) =>
    (await db
      .selectFrom(table)
      .selectAll()
      .where('cgrheadId', '=', headId)
      .orderBy('orderNum')
      .orderBy('lineNo')
      .execute()) as StoredRow[];
  const items = (await lines(reportItem.table)).map(
    (row) => toWire(reportItem, row) as unknown as ReportItem,
  );
  const params = (await lines(reportParam.table)).map(
    (row) => toWire(reportParam, row) as unknown as ReportParam,
  );
  const parsed = parseReportSql(String(head.cgrSql));
  if (!parsed.ok) throw new AppError('report.invalidSql', { detail: parsed.reason });
  return {
    id: headId,
    code: String(head.code),
    name: String(head.name),
    parts: parsed.parts,
    // Only plain names ever reach a column reference, whatever was written into the table directly.
    items: items
      .filter((item) => REPORT_FIELD.test(item.fieldName))
      .map((item) => ({ ...item, fieldName: item.fieldName.toLowerCase() })),
    params,
  };
}

/** Why a definition cannot be saved: its SQL, its field names, its parameters. */
export function definitionProblem(
  sqlText: string | undefined,
  items: readonly { fieldName?: unknown }[] | undefined,
  params: readonly { paramName?: unknown }[] | undefined,
): string | undefined {
  let parsed: ParsedReportSql | undefined;
  if (sqlText !== undefined) {
    parsed = parseReportSql(sqlText);
    if (!parsed.ok) return parsed.reason;
  }
  for (const item of items ?? []) {
    if (typeof item.fieldName !== 'string' || !REPORT_FIELD.test(item.fieldName)) {
      return `field name ${String(item.fieldName).slice(0, 40)} is not a plain column name`;
    }
  }
  for (const param of params ?? []) {
    if (typeof param.paramName !== 'string' || !REPORT_FIELD.test(param.paramName)) {
      return `parameter name ${String(param.paramName).slice(0, 40)} is not a plain name`;
    }
  }
  return undefined;
}
