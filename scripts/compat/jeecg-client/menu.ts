// Gives the admin role of an ISPS server the menu of a JeecgBoot 2.4.6 client: JeecgBoot routes a page by
// the `component` of its menu row (`@/views/<component>.vue`), and ISPS's own menu names its own screens
// (`isps-sys-user-list`, ...), which the Vue2 client does not have. A customer moving to ISPS brings its
// menu rows; for the issue 19 run this script adds them through the client's own API
// (`/sys/permission/add`, `/sys/permission/saveRolePermission`) and points the home page at
// `dashboard/Analysis`. Run it against a throwaway database only: our admin app's home then shows nothing.
//   npx tsx scripts/compat/jeecg-client/menu.ts [ISPS origin]
import { JEECG_SYSTEM_PAGES } from './pages';

const origin = process.argv[2] ?? 'http://127.0.0.1:7226';
const api = `${origin}/jeecg-boot`;

interface Answer<T> {
  success: boolean;
  message: string;
  result: T;
}

async function call<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${api}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'X-Access-Token': token },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as Answer<T>;
  if (!answer.success) throw new Error(`${method} ${path}: ${answer.message}`);
  return answer.result;
}

async function run(): Promise<void> {
  const login = await fetch(`${api}/sys/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: '123456', captcha: '', checkKey: '' }),
  });
  const token = ((await login.json()) as Answer<{ token: string }>).result.token;
  const roles = await call<{ records: { id: string }[] }>(token, 'GET', '/sys/role/list?roleCode=admin');
  const roleId = roles.records[0]?.id;
  if (!roleId) throw new Error('no admin role');

  const tree = await call<{ id: string; url: string | null; component: string | null }[]>(
    token,
    'GET',
    '/sys/permission/list',
  );
  if (tree.some((node) => node.url === '/isystem')) {
    process.stdout.write('the JeecgBoot menu is there already\n');
    return;
  }
  const parent = await call<{ id: string }>(token, 'POST', '/sys/permission/add', {
    name: '系统管理 (JeecgBoot 2.4.6)',
    url: '/isystem',
    component: 'layouts/RouteView',
    menuType: 0,
    sortNo: 0.5,
    icon: 'setting',
    route: true,
  });
  const added = [parent.id];
  for (const [index, page] of JEECG_SYSTEM_PAGES.entries()) {
    const node = await call<{ id: string }>(token, 'POST', '/sys/permission/add', {
      ...page,
      parentId: parent.id,
      menuType: 1,
      sortNo: index + 1,
      route: true,
    });
    added.push(node.id);
  }
  const home = tree.find((node) => node.url === '/dashboard/analysis');
  if (home) {
    await call(token, 'PUT', '/sys/permission/edit', { id: home.id, component: 'dashboard/Analysis' });
  }
  const granted = await call<string[]>(token, 'GET', `/sys/permission/queryRolePermission?roleId=${roleId}`);
  await call(token, 'POST', '/sys/permission/saveRolePermission', {
    roleId,
    permissionIds: [...granted, ...added].join(','),
    lastpermissionIds: granted.join(','),
  });
  process.stdout.write(
    `added ${added.length} menu rows for the JeecgBoot client and granted them to admin\n`,
  );
}

run().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
