import type { DemoUser } from '../demo-data';

/**
 * The demo users who approve credit memos and service settlements (domain.md 3.11, 6.1: one sales
 * manager, one finance user): `sales_manager` takes a credit memo's first step, `finance` its second and
 * approves service settlements. The seed inserts them only when missing, so another area seeding the
 * same usernames (same ids) leaves one of each. Password: the demo's `123456`.
 */
export const demoOrderUsers: DemoUser[] = [
  {
    username: 'sales_manager',
    realname: '孙销售经理',
    passwordHash:
      'scrypt$16384$8$1$levKdGMoU5PuWU/tefyNZw==$qACrEERDeGJ1c0Hh6KYHPg/jCgPKKwn/ubrs61ET+YCAelIND2SHIeiSLf6m7eZxtv6AJCFlGkyQHx9tn07+1Q==',
    userType: 'internal',
    roles: ['sales_manager'],
    departs: ['A01'],
    tenants: '0',
    phone: '13800138032',
    sex: 1,
  },
  {
    username: 'finance',
    realname: '钱财务',
    passwordHash:
      'scrypt$16384$8$1$lr3u2LMCLp34IrLEf6e9Yw==$Nvhs91rIjrfdxbwAyX1xt2mSXBv80ICuRIOMEgGwM6G9N45q/eA9bYep93N2qK8HyxcG/2sac5rfNJQdjc5M3Q==',
    userType: 'internal',
    roles: ['finance'],
    departs: ['A01'],
    tenants: '0',
    phone: '13800138031',
    sex: 2,
  },
];
