import type { DemoUser } from '../demo-data';

/** Demo users of supplier settlement (domain.md 6.1): finance verifies invoice applications. */
export const settleDemoUsers: DemoUser[] = [
  {
    username: 'finance',
    realname: '钱财务',
    passwordHash:
      'scrypt$16384$8$1$zwnbMcWGj8McXhXIJC1XWg==$x9v0ntz/sJaKe5BEQD3cTDmlNGJXFn8frf4fM7s3jBNFjN6DkoWhobFUIVKZJZrUgKBBxAPDYQlUr2VxrDQDzQ==',
    userType: 'internal',
    roles: ['finance'],
    departs: ['A01'],
    tenants: '0',
    phone: '13800138070',
    sex: 2,
  },
];
