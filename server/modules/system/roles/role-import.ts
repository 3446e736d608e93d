import { sysRole } from '../../../../src/domain/system/entities/sys-role';
import type { AppContext } from '../../../context';
import { toDbDateTime } from '../../../db/datetime';
import { newId } from '../../../db/ids';
import type { SessionUser } from '../../../http/session-user';
import { type Checked, type LegacyImporter, rowCells } from '../legacy-import';
import { ROLE_CODE } from './role-routes';

interface ImportedRole {
  roleName: string;
  roleCode: string;
  description: string | null;
}

/** The role list's export read back (api-contract 4.2): name, code, description; codes unique. */
export function roleImporter(ctx: AppContext, user: SessionUser): LegacyImporter<ImportedRole> {
  return {
    entity: sysRole,
    columns: ['roleName', 'roleCode', 'description'],
    async check(body, locale): Promise<Checked<ImportedRole>> {
      const cells = rowCells(sysRole, body, locale);
      const roleName = cells.required('roleName', 200);
      const roleCode = await cells.key('roleCode', 100, ROLE_CODE, (code) =>
        ctx.db.selectFrom('sysRole').select('id').where('roleCode', '=', code).executeTakeFirst(),
      );
      const description = cells.text('description', 255);
      const { problems } = cells;
      if (problems.length > 0 || !roleName || !roleCode) return { ok: false, problems };
      return { ok: true, record: { roleName, roleCode, description } };
    },
    uniqueIn: (record) => ({ roleCode: record.roleCode }),
    async insert(trx, records) {
      const now = toDbDateTime(ctx.clock.now());
      for (const record of records)
        await trx
          .insertInto('sysRole')
          .values({
            id: newId(),
            ...record,
            createBy: user.username,
            createTime: now,
            updateBy: null,
            updateTime: null,
          })
          .execute();
    },
  };
}
