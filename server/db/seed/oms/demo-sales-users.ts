import type { DemoUser } from '../demo-data';

/** The demo password's hash (the same `123456` as every demo user). */
const DEMO_HASH =
  'scrypt$16384$8$1$dEaL2pBOcLEG98H5bQD+uQ==$IJ2XWNejXWtKwjV8QNwYAfwHzjw71EcNk5Q1JUKv/YedB1b1zRyNnX0VLnWSZnOHxYp2OdEaABkdJ0ibYB6Ppw==';

/** The sales demo users (issue 13 point 3): a sales rep who follows orders, the manager who approves them. */
export const salesDemoUsers: DemoUser[] = [
  {
    username: 'sales',
    realname: '陈销售',
    passwordHash: DEMO_HASH,
    userType: 'internal',
    roles: ['sales'],
    departs: ['A01'],
    tenants: '0',
    phone: '13800138021',
    sex: 1,
  },
  {
    username: 'sales_manager',
    realname: '林销售经理',
    passwordHash: DEMO_HASH,
    userType: 'internal',
    roles: ['sales_manager'],
    departs: ['A01'],
    tenants: '0',
    phone: '13800138022',
    sex: 2,
  },
];
