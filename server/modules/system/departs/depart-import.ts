import { DEPART_SHEET_COLUMNS, sysDepart } from '../../../../src/domain/system/entities/sys-depart';
import type { AppContext } from '../../../context';
import { toDbDateTime } from '../../../db/datetime';
import { newId } from '../../../db/ids';
import type { SysDepartTable } from '../../../db/system-tables';
import type { SessionUser } from '../../../http/session-user';
import { type Checked, cellProblem, type LegacyImporter, rowCells } from '../legacy-import';
import { nextOrgCode } from './org-code';

/** A sheet row as stored: the table's own columns, plus the sheet's codes that link rows to parents. */
type ImportedDepart = Pick<
  SysDepartTable,
  | 'departName'
  | 'departNameEn'
  | 'departNameAbbr'
  | 'departOrder'
  | 'description'
  | 'orgCategory'
  | 'orgType'
  | 'mobile'
  | 'fax'
  | 'address'
  | 'memo'
> & {
  /** The sheet's own code of the row, so later rows may name it as their parent. */
  sheetCode: string | null;
  parentOrgCode: string | null;
};

const CATEGORIES = new Set(['1', '2', '3']);

/**
 * The department page's export read back (the JeecgBoot client's importExcel, issue 19): new departments
 * under an existing one or under an earlier row of the sheet, named by org code. Each gets the next free
 * code under its parent, as a department added by hand; the sheet's own codes only link its rows.
 */
export function departImporter(ctx: AppContext, user: SessionUser): LegacyImporter<ImportedDepart> {
  // Rows are checked in sheet order: a parent must be stored already or come earlier in the sheet.
  const earlierCodes = new Set<string>();
  let storedCodes: Promise<Set<string>> | null = null;
  const stored = () => {
    storedCodes ??= ctx.db
      .selectFrom('sysDepart')
      .select('orgCode')
      .where('delFlag', '=', '0')
      .execute()
      .then((rows) => new Set(rows.map((row) => row.orgCode)));
    return storedCodes;
  };
  return {
    entity: sysDepart,
    columns: DEPART_SHEET_COLUMNS,
    async check(body, locale): Promise<Checked<ImportedDepart>> {
      const cells = rowCells(sysDepart, body, locale);
      const departName = cells.required('departName', 100);
      const orgCategory = cells.text('orgCategory', 10) ?? '2';
      const order =
        body.departOrder === null || body.departOrder === undefined ? '' : String(body.departOrder);
      const record = {
        departNameEn: cells.text('departNameEn', 200),
        departNameAbbr: cells.text('departNameAbbr', 100),
        description: cells.text('description', 500),
        orgType: cells.text('orgType', 10),
        mobile: cells.text('mobile', 32),
        fax: cells.text('fax', 32),
        address: cells.text('address', 100),
        memo: cells.text('memo', 500),
        sheetCode: cells.text('orgCode', 64),
        parentOrgCode: cells.text('parentOrgCode', 64),
      };
      const { problems } = cells;
      const refuse = (field: string, problem: 'type' | 'reference') =>
        problems.push(cellProblem(sysDepart, { field, problem }, locale));
      if (!CATEGORIES.has(orgCategory)) refuse('orgCategory', 'type');
      if (order !== '' && !/^-?\d+$/.test(order.trim())) refuse('departOrder', 'type');
      const parent = record.parentOrgCode;
      if (parent && !earlierCodes.has(parent) && !(await stored()).has(parent))
        refuse('parentOrgCode', 'reference');
      if (record.sheetCode) earlierCodes.add(record.sheetCode);
      if (problems.length > 0 || !departName) return { ok: false, problems };
      return {
        ok: true,
        record: { ...record, departName, orgCategory, departOrder: order === '' ? 0 : Number(order) },
      };
    },
    uniqueIn: (record) => ({ orgCode: record.sheetCode }),
    async insert(trx, records) {
      const rows = await trx
        .selectFrom('sysDepart')
        .select(['id', 'orgCode', 'parentId', 'delFlag'])
        .execute();
      // Codes of deleted departments stay taken: org_code is unique over every row.
      const taken = new Set(rows.map((row) => row.orgCode));
      const codeOf = new Map(rows.map((row) => [row.id, row.orgCode]));
      const liveByCode = new Map(rows.filter((r) => r.delFlag === '0').map((row) => [row.orgCode, row.id]));
      const codesUnder = new Map<string | null, string[]>();
      for (const row of rows)
        codesUnder.set(row.parentId, [...(codesUnder.get(row.parentId) ?? []), row.orgCode]);
      const idOfSheetCode = new Map<string, string>();
      const now = toDbDateTime(ctx.clock.now());
      for (const { sheetCode, parentOrgCode, ...record } of records) {
        const parentId = parentOrgCode
          ? (idOfSheetCode.get(parentOrgCode) ?? liveByCode.get(parentOrgCode) ?? null)
          : null;
        const prefix = parentId ? (codeOf.get(parentId) ?? '') : '';
        const siblings = codesUnder.get(parentId) ?? [];
        let orgCode = nextOrgCode(prefix, siblings);
        while (taken.has(orgCode)) orgCode = nextOrgCode(prefix, [...siblings, orgCode]);
        const id = newId();
        await trx
          .insertInto('sysDepart')
          .values({
            id,
            parentId,
            ...record,
            orgCode,
            status: '1',
            delFlag: '0',
            createBy: user.username,
            createTime: now,
            updateBy: null,
            updateTime: null,
          })
          .execute();
        taken.add(orgCode);
        codeOf.set(id, orgCode);
        codesUnder.set(parentId, [...siblings, orgCode]);
        if (sheetCode) idOfSheetCode.set(sheetCode, id);
      }
    },
  };
}
