import { stableId } from '../ids';
import { salesDemoUsers } from './oms/demo-sales-users';
import { settleDemoUsers } from './settle/demo-settle-users';

/**
 * The demo organisation (demo mode only): two tenants, eight departments, one user per kind of work.
 * Passwords are stored hashed only; every demo account uses the JeecgBoot demo password (README).
 * New hashes: `echo -n <password> | npx tsx server/db/seed/hash-password.ts`.
 */

export const demoTenants = [
  { id: 0, name: 'ISPS总部' },
  { id: 1, name: 'ISPS演示子公司' },
];

export interface DemoDepart {
  orgCode: string;
  zh: string;
  en: string;
  /** 1 company, 2 department (dict org_category). */
  category: '1' | '2';
}

/** Org codes are hierarchical: a code's parent is the code without its last three characters. */
export const demoDeparts: DemoDepart[] = [
  { orgCode: 'A01', zh: 'ISPS总部', en: 'ISPS Headquarters', category: '1' },
  { orgCode: 'A01A01', zh: '采购部', en: 'Purchasing', category: '2' },
  { orgCode: 'A01A02', zh: '仓储物流部', en: 'Warehouse and Logistics', category: '2' },
  { orgCode: 'A01A02A01', zh: '中心仓库', en: 'Central Warehouse', category: '2' },
  { orgCode: 'A01A02A02', zh: '区域仓库', en: 'Regional Warehouse', category: '2' },
  { orgCode: 'A01A03', zh: '质量管理部', en: 'Quality', category: '2' },
  { orgCode: 'A01A04', zh: '售后服务部', en: 'Field Service', category: '2' },
  { orgCode: 'A01A05', zh: '生产部', en: 'Production', category: '2' },
];

export const departId = (orgCode: string) => stableId('depart', orgCode);
export const userId = (username: string) => stableId('user', username);
export const roleId = (code: string) => stableId('role', code);

/** Business partners of the two demo supplier users; the partner master data seed uses the same ids. */
export const DEMO_PARTNER_IDS = {
  supplierA: stableId('partner', 'S001'),
  supplierB: stableId('partner', 'S002'),
} as const;

export interface DemoUser {
  username: string;
  realname: string;
  passwordHash: string;
  userType: 'internal' | 'supplier' | 'engineer' | 'integration';
  roles: string[];
  departs: string[];
  tenants: string;
  phone: string;
  partnerId?: string;
  sex: 1 | 2;
}

export const demoUsers: DemoUser[] = [
  {
    username: 'admin',
    realname: '管理员',
    passwordHash:
      'scrypt$16384$8$1$H7raCTGKM3u10JFSYLTthw==$+g1LJwWXE5nDPae2AYNpPCWLvoQUZ0ccvhNLrI2aUv5OEuDbkBOjnSUVdGtQczIY19vyZovA1/ZglcZizfsD0g==',
    userType: 'internal',
    roles: ['admin'],
    departs: ['A01'],
    tenants: '0,1',
    phone: '13800138000',
    sex: 1,
  },
  {
    username: 'wh_clerk',
    realname: '李仓管',
    passwordHash:
      'scrypt$16384$8$1$9Uam6dp1ycHn+oHtvsRfVw==$gKtFRijIpQZzGpMbH7A7pHAtc8ChYIfrwcwkDR5hu4YeOIMcGHt/Ly0cEkffO60jAVu49Dwmfem9abV2vQnDFg==',
    userType: 'internal',
    roles: ['wh_clerk'],
    departs: ['A01A02A01'],
    tenants: '0',
    phone: '13800138001',
    sex: 1,
  },
  {
    // The user in several departments: picks the active one after login (spec 6).
    username: 'buyer',
    realname: '张采购',
    passwordHash:
      'scrypt$16384$8$1$dEaL2pBOcLEG98H5bQD+uQ==$IJ2XWNejXWtKwjV8QNwYAfwHzjw71EcNk5Q1JUKv/YedB1b1zRyNnX0VLnWSZnOHxYp2OdEaABkdJ0ibYB6Ppw==',
    userType: 'internal',
    roles: ['buyer'],
    departs: ['A01A01', 'A01A02'],
    tenants: '0',
    phone: '13800138002',
    sex: 2,
  },
  {
    username: 'qc_inspector',
    realname: '赵质检',
    passwordHash:
      'scrypt$16384$8$1$fQ4NVxwGNQXL5aIgYLG2tg==$L4XCR1jbTHOYzKSX2zpPJ3JAcJGfP9TDHDsmI6JuafZUuAdfdmVo0rOJY0ck+EB272R/1W7A/vEmsTYl2V5/4w==',
    userType: 'internal',
    roles: ['qc_inspector'],
    departs: ['A01A03'],
    tenants: '0',
    phone: '13800138003',
    sex: 1,
  },
  {
    username: 'supplier_a',
    realname: '供应商甲联系人',
    passwordHash:
      'scrypt$16384$8$1$QBnourvr5jJHrcMzZda8Lg==$RVi6Q1DnT/cKWEBdaW//xGtRWDRW/rYCyxZJfPNX6vedeC/dSXxx89eC9NAQ5IIHrtM1n4mI2RtvgHJKpFIOyA==',
    userType: 'supplier',
    roles: ['supplier'],
    departs: [],
    tenants: '0',
    phone: '13800138004',
    partnerId: DEMO_PARTNER_IDS.supplierA,
    sex: 2,
  },
  {
    username: 'supplier_b',
    realname: '供应商乙联系人',
    passwordHash:
      'scrypt$16384$8$1$fVB1GmGlxBDwrcrx8Bli2A==$67A1WuZ6OiD+da5bks5xd4ug4IX7LXfYSQ7hFhrDiHtsb38WJeUVpB3pRafl00oNTv6z6cV6GQ9CuyDC0albGA==',
    userType: 'supplier',
    roles: ['supplier'],
    departs: [],
    tenants: '0',
    phone: '13800138005',
    partnerId: DEMO_PARTNER_IDS.supplierB,
    sex: 1,
  },
  {
    // The field-service shell's service account (spec 2.2, ISPS_SHELL_USERNAME in demo mode).
    username: 'fsm_shell',
    realname: '现场服务外壳账号',
    passwordHash:
      'scrypt$16384$8$1$4gaHEMtXzTiwcV6dxYPriA==$d/9VUn8kCpTd1kUAYMN7C93x3hT9n4CxDHlZMaEQdsQ1zmabnfeAfmHAvzQAiUlXGzIBzg9y6ZcfCTOKw3dT0A==',
    userType: 'integration',
    roles: ['integration'],
    departs: ['A01A04'],
    tenants: '0',
    phone: '13800138006',
    sex: 1,
  },
  {
    // Works in tenant 1 only: proves tenant isolation.
    username: 't1_clerk',
    realname: '周仓管（子公司）',
    passwordHash:
      'scrypt$16384$8$1$gP4h6tMwxDtyTPrN0dqf3w==$ijIeFehAMiZWlo/gfyJJ26Y74b1VCqNFZZbC9oacsCBD0LZdcKHZqxfeOtWzebYTrPot5ykwESiqaXo/qfIVLg==',
    userType: 'internal',
    roles: ['wh_clerk'],
    departs: ['A01A02A02'],
    tenants: '1',
    phone: '13800138007',
    sex: 2,
  },
  ...salesDemoUsers,
  ...settleDemoUsers,
];
