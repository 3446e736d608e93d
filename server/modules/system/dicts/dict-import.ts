import { sysDict } from '../../../../src/domain/system/entities/sys-dict';
import type { AppContext } from '../../../context';
import { toDbDateTime } from '../../../db/datetime';
import { newId } from '../../../db/ids';
import type { SessionUser } from '../../../http/session-user';
import { type Checked, type LegacyImporter, rowCells } from '../legacy-import';
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
      const cells = rowCells(sysDict, body, locale);
      const dictName = cells.required('dictName', 100);
      const dictNameEn = cells.text('dictNameEn', 200);
      const dictCode = await cells.key('dictCode', 100, DICT_CODE, (code) =>
        ctx.db.selectFrom('sysDict').select('id').where('dictCode', '=', code).executeTakeFirst(),
      );
      const description = cells.text('description', 255);
      const { problems } = cells;
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
