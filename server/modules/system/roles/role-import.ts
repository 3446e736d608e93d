import { sysRole } from '../../../../src/domain/system/entities/sys-role';
import type { AppContext } from '../../../context';
import { toDbDateTime } from '../../../db/datetime';
import { newId } from '../../../db/ids';
import type { SessionUser } from '../../../http/session-user';
import { type CellProblem, type Checked, cellProblem, type LegacyImporter, textCell } from '../legacy-import';
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
      const problems: CellProblem[] = [];
      const roleName = textCell(sysRole, body, 'roleName', 200, locale, problems);
      if (!roleName) problems.push(cellProblem(sysRole, { field: 'roleName', problem: 'required' }, locale));
      const roleCode = textCell(sysRole, body, 'roleCode', 100, locale, problems);
      if (!roleCode) problems.push(cellProblem(sysRole, { field: 'roleCode', problem: 'required' }, locale));
      else if (!ROLE_CODE.test(roleCode))
        problems.push(cellProblem(sysRole, { field: 'roleCode', problem: 'type' }, locale));
      else if (
        await ctx.db.selectFrom('sysRole').select('id').where('roleCode', '=', roleCode).executeTakeFirst()
      )
        problems.push(
          cellProblem(
            sysRole,
            { field: 'roleCode', problem: 'duplicate', params: { value: roleCode } },
            locale,
          ),
        );
      const description = textCell(sysRole, body, 'description', 255, locale, problems);
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
