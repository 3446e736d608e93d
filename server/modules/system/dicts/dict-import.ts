import { sysDict } from '../../../../src/domain/system/entities/sys-dict';
import type { AppContext } from '../../../context';
import { toDbDateTime } from '../../../db/datetime';
import { newId } from '../../../db/ids';
import type { SessionUser } from '../../../http/session-user';
import { type CellProblem, type Checked, cellProblem, type LegacyImporter, textCell } from '../legacy-import';
import { DICT_CODE } from './dict-routes';

interface ImportedDict {
  dictName: string;
  dictNameEn: string | null;
  dictCode: string;
  description: string | null;
}

/**
 * The dictionary list's export read back (api-contract 5.1): names, code, description. A code held
 * by a dictionary in the recycle bin is taken too (the column is unique); items are not in the sheet.
 */
export function dictImporter(ctx: AppContext, user: SessionUser): LegacyImporter<ImportedDict> {
  return {
    entity: sysDict,
    columns: ['dictName', 'dictNameEn', 'dictCode', 'description'],
    async check(body, locale): Promise<Checked<ImportedDict>> {
      const problems: CellProblem[] = [];
      const dictName = textCell(sysDict, body, 'dictName', 100, locale, problems);
      if (!dictName) problems.push(cellProblem(sysDict, { field: 'dictName', problem: 'required' }, locale));
      const dictNameEn = textCell(sysDict, body, 'dictNameEn', 200, locale, problems);
      const dictCode = textCell(sysDict, body, 'dictCode', 100, locale, problems);
      if (!dictCode) problems.push(cellProblem(sysDict, { field: 'dictCode', problem: 'required' }, locale));
      else if (!DICT_CODE.test(dictCode))
        problems.push(cellProblem(sysDict, { field: 'dictCode', problem: 'type' }, locale));
      else if (
        await ctx.db.selectFrom('sysDict').select('id').where('dictCode', '=', dictCode).executeTakeFirst()
      )
        problems.push(
          cellProblem(
            sysDict,
            { field: 'dictCode', problem: 'duplicate', params: { value: dictCode } },
            locale,
          ),
        );
      const description = textCell(sysDict, body, 'description', 255, locale, problems);
      if (problems.length > 0 || !dictName || !dictCode) return { ok: false, problems };
      return { ok: true, record: { dictName, dictNameEn, dictCode, description } };
    },
    uniqueIn: (record) => ({ dictCode: record.dictCode }),
    async insert(trx, records) {
      const now = toDbDateTime(ctx.clock.now());
      for (const record of records)
        await trx
          .insertInto('sysDict')
          .values({
            id: newId(),
            ...record,
            delFlag: 0,
            type: 0,
            createBy: user.username,
            createTime: now,
            updateBy: null,
            updateTime: null,
          })
          .execute();
    },
  };
}
