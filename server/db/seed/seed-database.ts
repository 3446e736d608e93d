import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { dictionaries } from '../../../src/domain/system/dictionaries';
import { menuTree } from '../../../src/domain/system/menu';
import { demoRoles, resolveRoleGrants } from '../../../src/domain/system/roles';
import type { RoleDef } from '../../../src/domain/system/types';
import type { IspsMode } from '../../config';
import { hashPassword } from '../../modules/auth/password-hash';
import { isPostgres } from '../column-types';
import type { Db } from '../database';
import { toDbDateTime } from '../datetime';
import { newId } from '../ids';
import { seedDemoAnnouncements } from './demo-announcements';
import { type DemoUser, demoDeparts, demoTenants, demoUsers, departId, roleId, userId } from './demo-data';
import { type SystemSource, syncSystemData } from './system-data';
import { seedWarehouse } from './warehouse/seed-warehouse';

const ADMIN_ROLE = 'admin';

async function insertRoles(db: Db, roles: readonly RoleDef[], at: string): Promise<void> {
  await db
    .insertInto('sysRole')
    .values(
      roles.map((role) => ({
        id: roleId(role.code),
        roleName: role.name.zh,
        roleCode: role.code,
        description: role.description ?? null,
        createBy: 'system',
        createTime: at,
        updateBy: null,
        updateTime: null,
      })),
    )
    .execute();
}

const userDefaults = {
  salt: null,
  avatar: null,
  birthday: null,
  email: null,
  telephone: null,
  delFlag: 0,
  status: 1,
  thirdId: null,
  thirdType: null,
  activitiSync: 0,
  workNo: null,
  post: null,
  userIdentity: 1,
  departIds: null,
  clientId: null,
  updateBy: null,
  updateTime: null,
};

async function seedDemo(db: Db, at: string, now: number): Promise<void> {
  await db
    .insertInto('sysTenant')
    .values(
      demoTenants.map((t) => ({
        ...t,
        beginDate: null,
        endDate: null,
        status: 1,
        createBy: 'system',
        createTime: at,
      })),
    )
    .execute();
  await db
    .insertInto('sysDepart')
    .values(
      demoDeparts.map((d, index) => ({
        id: departId(d.orgCode),
        parentId: d.orgCode.length > 3 ? departId(d.orgCode.slice(0, -3)) : null,
        departName: d.zh,
        departNameEn: d.en,
        departNameAbbr: null,
        departOrder: index,
        description: null,
        orgCategory: d.category,
        orgType: d.orgCode.length > 3 ? '2' : '1',
        orgCode: d.orgCode,
        mobile: null,
        fax: null,
        address: null,
        memo: null,
        status: '1',
        delFlag: '0',
        createBy: 'system',
        createTime: at,
        updateBy: null,
        updateTime: null,
      })),
    )
    .execute();
  await insertRoles(db, demoRoles, at);
  for (const user of demoUsers) await insertDemoUser(db, user, at);
  await seedDemoAnnouncements(db, now);
}

async function insertDemoUser(db: Db, user: DemoUser, at: string): Promise<void> {
  const id = userId(user.username);
  await db
    .insertInto('sysUser')
    .values({
      ...userDefaults,
      id,
      username: user.username,
      realname: user.realname,
      passwordHash: user.passwordHash,
      sex: user.sex,
      phone: user.phone,
      orgCode: user.departs[0] ?? null,
      relTenantIds: user.tenants,
      userType: user.userType,
      partnerId: user.partnerId ?? null,
      createBy: 'system',
      createTime: at,
    })
    .execute();
  for (const code of user.roles) {
    await db
      .insertInto('sysUserRole')
      .values({ id: newId(), userId: id, roleId: roleId(code) })
      .execute();
  }
  for (const orgCode of user.departs) {
    await db
      .insertInto('sysUserDepart')
      .values({ id: newId(), userId: id, depId: departId(orgCode) })
      .execute();
  }
}

/** Production start on an empty database: tenant 0 and `admin` only (plus the system data). */
async function seedProduction(db: Db, at: string, adminPassword: string | null, log: FastifyBaseLogger) {
  const password = adminPassword ?? randomBytes(12).toString('base64url');
  await db
    .insertInto('sysTenant')
    .values({
      id: 0,
      name: 'ISPS',
      beginDate: null,
      endDate: null,
      status: 1,
      createBy: 'system',
      createTime: at,
    })
    .execute();
  await insertRoles(
    db,
    demoRoles.filter((role) => role.code === ADMIN_ROLE),
    at,
  );
  const id = userId('admin');
  await db
    .insertInto('sysUser')
    .values({
      ...userDefaults,
      id,
      username: 'admin',
      realname: '管理员',
      passwordHash: await hashPassword(password),
      sex: null,
      phone: null,
      orgCode: null,
      relTenantIds: '0',
      userType: 'internal',
      partnerId: null,
      createBy: 'system',
      createTime: at,
    })
    .execute();
  await db
    .insertInto('sysUserRole')
    .values({ id: newId(), userId: id, roleId: roleId(ADMIN_ROLE) })
    .execute();
  if (!adminPassword) {
    log.warn(
      `Created the user admin with the generated password ${password} (shown only this once; change it)`,
    );
  }
}

/**
 * Seeds an empty database (demo organisation, or only admin in production), then brings the code-owned
 * system data (menu, buttons, dictionaries, role grants of new menu rows) up to date. One transaction.
 */
export async function seedDatabase(
  db: Db,
  options: { mode: IspsMode; adminPassword: string | null; now: number },
  log: FastifyBaseLogger,
): Promise<void> {
  const at = toDbDateTime(options.now);
  await db.transaction().execute(async (trx) => {
    // Nodes started together on one PostgreSQL: one seeds, the others wait for it and find it done.
    if (isPostgres(trx))
      await sql`select pg_advisory_xact_lock(hashtext(current_schema() || ':isps-seed'))`.execute(trx);
    const empty = !(await trx.selectFrom('sysUser').select('id').limit(1).executeTakeFirst());
    if (empty && options.mode === 'demo') await seedDemo(trx, at, options.now);
    if (empty && options.mode === 'production') await seedProduction(trx, at, options.adminPassword, log);
    const source: SystemSource = {
      menuTree,
      dictionaries,
      roles: options.mode === 'demo' ? demoRoles : demoRoles.filter((role) => role.code === ADMIN_ROLE),
      resolveRoleGrants,
    };
    const counts = await syncSystemData(trx, source, at);
    await seedWarehouse(trx, { demo: empty && options.mode === 'demo', now: options.now }, log);
    if (empty) log.debug({ mode: options.mode }, 'seeded the empty database');
    if (counts.permissions + counts.dictionaries + counts.dictionaryItems > 0)
      log.debug(counts, 'system data added');
  });
}
