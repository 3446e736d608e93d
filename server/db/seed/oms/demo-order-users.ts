import type { Db } from '../../database';
import { newId } from '../../ids';
import { departId, roleId, userId } from '../demo-data';

/**
 * The demo users who approve credit memos and service settlements (domain.md 3.11, 6.1: one sales
 * manager, one finance user): `sales_manager` takes a credit memo's first step, `finance` its second and
 * approves service settlements. Inserted only when missing, so another area seeding the same users
 * (same usernames, same ids) leaves one of each. Password: the demo's `123456`.
 */
const ORDER_USERS = [
  {
    username: 'sales_manager',
    realname: '孙销售经理',
    passwordHash:
      'scrypt$16384$8$1$levKdGMoU5PuWU/tefyNZw==$qACrEERDeGJ1c0Hh6KYHPg/jCgPKKwn/ubrs61ET+YCAelIND2SHIeiSLf6m7eZxtv6AJCFlGkyQHx9tn07+1Q==',
    role: 'sales_manager',
    depart: 'A01',
    phone: '13800138021',
    sex: 1,
  },
  {
    username: 'finance',
    realname: '钱财务',
    passwordHash:
      'scrypt$16384$8$1$lr3u2LMCLp34IrLEf6e9Yw==$Nvhs91rIjrfdxbwAyX1xt2mSXBv80ICuRIOMEgGwM6G9N45q/eA9bYep93N2qK8HyxcG/2sac5rfNJQdjc5M3Q==',
    role: 'finance',
    depart: 'A01',
    phone: '13800138022',
    sex: 2,
  },
] as const;

export async function seedDemoOrderUsers(db: Db, at: string): Promise<void> {
  for (const user of ORDER_USERS) {
    const existing = await db
      .selectFrom('sysUser')
      .select('id')
      .where('username', '=', user.username)
      .executeTakeFirst();
    if (existing) continue;
    const id = userId(user.username);
    await db
      .insertInto('sysUser')
      .values({
        id,
        username: user.username,
        realname: user.realname,
        passwordHash: user.passwordHash,
        salt: null,
        avatar: null,
        birthday: null,
        sex: user.sex,
        email: null,
        phone: user.phone,
        telephone: null,
        orgCode: user.depart,
        relTenantIds: '0',
        userType: 'internal',
        partnerId: null,
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
        createBy: 'system',
        createTime: at,
        updateBy: null,
        updateTime: null,
      })
      .execute();
    await db
      .insertInto('sysUserRole')
      .values({ id: newId(), userId: id, roleId: roleId(user.role) })
      .execute();
    await db
      .insertInto('sysUserDepart')
      .values({ id: newId(), userId: id, depId: departId(user.depart) })
      .execute();
  }
}
