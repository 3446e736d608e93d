import { errorMessage } from '../../../../src/domain/errors';
import type { Locale } from '../../../../src/domain/i18n-text';
import { sysUser } from '../../../../src/domain/system/entities/sys-user';
import type { AppContext } from '../../../context';
import { toDbDateTime } from '../../../db/datetime';
import { newId } from '../../../db/ids';
import type { CellInput } from '../../../entity/import-entity';
import type { SessionUser } from '../../../http/session-user';
import { type CellProblem, type Checked, cellProblem, type LegacyImporter, rowCells } from '../legacy-import';

/**
 * Stored instead of a password hash for imported users: no password verifies against it
 * (verifyPassword accepts only `scrypt$…`), so nobody knows or can learn a password of theirs until
 * an administrator sets one with the reset (docs/decisions.md).
 */
export const NO_PASSWORD = '!';
const FROZEN = 2;
const USERNAME = /^[A-Za-z0-9_.@-]{1,100}$/;

interface ImportedUser {
  username: string;
  realname: string;
  workNo: string | null;
  sex: number | null;
  phone: string | null;
  userType: string;
  departIds: string[];
  /** The first department's code, the user's current department. */
  orgCode: string | null;
}

async function dictionaryValue(
  ctx: AppContext,
  code: string,
  field: string,
  value: CellInput,
  locale: Locale,
  problems: CellProblem[],
): Promise<string | null> {
  if (value === null || value === '') return null;
  const text = String(value).trim();
  const options = (await ctx.dictionaries.options(code, 'zh_CN')) ?? [];
  if (options.some((option) => option.value === text)) return text;
  problems.push(cellProblem(sysUser, { field, problem: 'dictionary', params: { value: text } }, locale));
  return null;
}

/**
 * The user list's export read back (api-contract 1.5, 4.1): account, name, employee number, sex,
 * mobile, user type and the department names. Imported users are frozen and have no password: an
 * administrator resets the password and unfreezes them (a generated password is never stored in
 * clear). Supplier users need their business partner, which the sheet cannot carry: refused.
 */
export function userImporter(ctx: AppContext, user: SessionUser): LegacyImporter<ImportedUser> {
  let departsByName: Map<string, string[]> | undefined;
  const departIdsNamed = async (names: string[]) => {
    if (!departsByName) {
      departsByName = new Map();
      const rows = await ctx.db
        .selectFrom('sysDepart')
        .select(['id', 'departName', 'departNameEn'])
        .where('delFlag', '=', '0')
        .execute();
      // The export writes the names of the exporter's language: either one is read back.
      for (const row of rows)
        for (const name of new Set([row.departName, row.departNameEn].filter((n): n is string => !!n)))
          departsByName.set(name, [...(departsByName.get(name) ?? []), row.id]);
    }
    return names.map((name) => ({ name, ids: departsByName?.get(name) ?? [] }));
  };
  const firstOrgCode = async (departIds: string[]) =>
    departIds.length === 0
      ? null
      : ((
          await ctx.db
            .selectFrom('sysDepart')
            .select('orgCode')
            .where('id', 'in', departIds)
            .orderBy('orgCode')
            .executeTakeFirst()
        )?.orgCode ?? null);

  return {
    entity: sysUser,
    columns: ['username', 'realname', 'workNo', 'sex', 'phone', 'userType', 'orgCodeTxt'],
    async check(body, locale): Promise<Checked<ImportedUser>> {
      const cells = rowCells(sysUser, body, locale);
      const { problems } = cells;
      const username = await cells.key('username', 100, USERNAME, (name) =>
        ctx.db.selectFrom('sysUser').select('id').where('username', '=', name).executeTakeFirst(),
      );
      const realname = cells.required('realname', 100);
      const workNo = cells.text('workNo', 100);
      const phone = cells.text('phone', 45);
      const sex = await dictionaryValue(ctx, 'sex', 'sex', body.sex ?? null, locale, problems);
      const userType =
        (await dictionaryValue(ctx, 'user_type', 'userType', body.userType ?? null, locale, problems)) ??
        'internal';
      if (userType === 'supplier')
        problems.push({ field: 'userType', detail: errorMessage('user.supplierNeedsPartner', locale) });
      const departNames = String(body.orgCodeTxt ?? '')
        .split(/[,，]/)
        .map((name) => name.trim())
        .filter(Boolean);
      const departIds: string[] = [];
      for (const { name, ids } of await departIdsNamed(departNames)) {
        if (ids.length === 1) departIds.push(ids[0]!);
        else
          problems.push({
            field: 'orgCodeTxt',
            detail: errorMessage(ids.length === 0 ? 'user.unknownDepart' : 'user.ambiguousDepart', locale, {
              id: name,
            }),
          });
      }
      if (problems.length > 0 || !username || !realname) return { ok: false, problems };
      return {
        ok: true,
        record: {
          username,
          realname,
          workNo,
          sex: sex === null ? null : Number(sex),
          phone,
          userType,
          departIds: [...new Set(departIds)],
          // Read here: the insert's transaction holds SQLite's only connection.
          orgCode: await firstOrgCode(departIds),
        },
      };
    },
    uniqueIn: (record) => ({ username: record.username, workNo: record.workNo }),
    async insert(trx, records) {
      const now = toDbDateTime(ctx.clock.now());
      for (const record of records) {
        const id = newId();
        await trx
          .insertInto('sysUser')
          .values({
            id,
            username: record.username,
            realname: record.realname,
            passwordHash: NO_PASSWORD,
            salt: null,
            avatar: null,
            birthday: null,
            sex: record.sex,
            email: null,
            phone: record.phone,
            telephone: null,
            orgCode: record.orgCode,
            status: FROZEN,
            delFlag: 0,
            thirdId: null,
            thirdType: null,
            activitiSync: 0,
            workNo: record.workNo,
            post: null,
            userIdentity: 1,
            departIds: null,
            relTenantIds: String(user.tenantId),
            clientId: null,
            userType: record.userType,
            partnerId: null,
            createBy: user.username,
            createTime: now,
            updateBy: null,
            updateTime: null,
          })
          .execute();
        if (record.departIds.length > 0)
          await trx
            .insertInto('sysUserDepart')
            .values(record.departIds.map((depId) => ({ id: newId(), userId: id, depId })))
            .execute();
      }
    },
  };
}
