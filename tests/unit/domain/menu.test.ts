import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  allButtons,
  allMenus,
  ancestorKeys,
  FSM_SHELL_PATHS,
  menuByKey,
  menuTree,
  pageTags,
  ROUTE_VIEW,
  subtreeKeys,
} from '../../../src/domain/system/menu';
import { documentActions } from '../../../src/domain/workflow';

/** Spec 2.3 page inventory, each page with the English menu title that stands for it. */
const SPEC_PAGES: readonly (readonly [specPage: string, englishTitle: string])[] = [
  ['account center', 'Account center'],
  ['account settings', 'Account settings'],
  ['dashboard analysis', 'Home'],
  ['dashboard monitor', 'Monitor board'],
  ['dashboard workplace', 'Workplace'],
  ['dashboard task', 'Task board'],
  ['dashboard chart', 'Charts'],
  ['command list receive', 'Receive commands'],
  ['command list delivery', 'Delivery commands'],
  ['command list transfer', 'Transfer commands'],
  ['command list scrap', 'Scrap commands'],
  ['command list replenish', 'Replenish commands'],
  ['command list RMA', 'RMA commands'],
  ['command list borrow', 'Borrow commands'],
  ['command list service receive', 'Service receive commands'],
  ['command list service delivery', 'Service delivery commands'],
  ['ETL purchase order header', 'ETL purchase orders'],
  ['exception 403', '403'],
  ['exception 404', '404'],
  ['exception 500', '500'],
  ['form demos', 'Form demos'],
  ['list demos', 'List demos'],
  ['knowledge files', 'Knowledge files'],
  ['business partner', 'Business partners'],
  ['cost center code', 'Cost center codes'],
  ['equipment', 'Equipment'],
  ['movement type', 'Movement types'],
  ['product', 'Products'],
  ['product store', 'Product stores'],
  ['price catalog', 'Price catalogs'],
  ['price group', 'Price groups'],
  ['price trim', 'Price trims'],
  ['team', 'Teams'],
  ['sales user', 'Sales users'],
  ['message templates', 'Message templates'],
  ['monitor disk', 'Disk'],
  ['monitor http trace', 'HTTP trace'],
  ['monitor jvm', 'Node.js runtime'],
  ['monitor redis', 'Redis'],
  ['monitor system', 'System info'],
  ['monitor tomcat', 'HTTP server'],
  ['OSS files', 'OSS files'],
  ['offer raw materials', 'Raw materials'],
  ['offer exchange rates', 'Exchange rates'],
  ['offer material cost', 'Material cost'],
  ['offer sale bom', 'Sale BOM'],
  ['offer info', 'Offer info'],
  ['offer ap head', 'AP head'],
  ['offer ap type', 'AP type'],
  ['bos order', 'BOS orders'],
  ['crm order', 'CRM orders'],
  ['proforma invoice', 'Proforma invoices'],
  ['cm apply', 'CM apply'],
  ['service settle', 'Service settlements'],
  ['supplier settle', 'Supplier settlements'],
  ['sap log', 'SAP log'],
  ['reports', 'Reports'],
  ['packing task list', 'Packing tasks'],
  ['packing task add', 'New packing task'],
  ['packing weigh', 'Weigh'],
  ['packing exec', 'Packing execution'],
  ['production order', 'Production orders'],
  ['material order', 'Material orders'],
  ['return order', 'Return orders'],
  ['consume order', 'Consume orders'],
  ['report order', 'Report orders'],
  ['work check', 'Work checks'],
  ['transfer receive', 'Transfer receive'],
  ['membrane data', 'Membrane data'],
  ['supplier purchase order header', 'Purchase orders'],
  ['supplier purchase order item', 'Purchase order items'],
  ['supplier delivery notes', 'Delivery notes'],
  ['supplier plan delivery', 'Delivery plans'],
  ['supplier invoice application', 'Invoice applications'],
  ['supplier print labels', 'Print labels'],
  ['supplier outsourcing', 'Outsourcing orders'],
  ['system address', 'Addresses'],
  ['system users', 'Users'],
  ['system departments', 'Departments'],
  ['system roles', 'Roles'],
  ['system permissions', 'Permissions'],
  ['system dictionaries', 'Dictionaries'],
  ['system logs', 'Logs'],
  ['system quartz jobs', 'Quartz jobs'],
  ['system announcements', 'Announcements'],
  ['system tenants', 'Tenants'],
  ['system print templates', 'Print templates'],
  ['system data source', 'Data source'],
  ['system gateway route', 'Gateway routes'],
  ['system check rules', 'Check rules'],
  ['system fill rules', 'Fill rules'],
  ['user steps', 'Account alteration steps'],
  ['warehouse inventory', 'Inventory'],
  ['warehouse quality testing', 'Quality testing'],
  ['warehouse receive', 'Receive'],
  ['warehouse return', 'Return to supplier'],
  ['warehouse picklist', 'Picklists'],
  ['warehouse billing lists', 'Billing lists'],
  ['warehouse packing list', 'Packing lists'],
];

const leaves = () => allMenus().filter((m) => !m.children);

describe('menu', () => {
  it('has unique keys', () => {
    const keys = allMenus().map((m) => m.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('has unique paths', () => {
    const paths = allMenus().map((m) => m.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('has unique button codes of the form <area>:<entity>:<action>', () => {
    const codes = allButtons().map((b) => b.perms);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[a-z]+:[a-zA-Z]+:[a-zA-Z]+$/);
  });

  it('renders every leaf through an isps-* element and every folder through RouteView', () => {
    for (const item of allMenus()) {
      if (item.children) expect(item.component, item.key).toBe(ROUTE_VIEW);
      else expect(item.component, item.key).toMatch(/^isps-[a-z0-9]+(-[a-z0-9]+)+$/);
    }
  });

  it('gives every item a Chinese and an English title and an absolute path', () => {
    for (const item of allMenus()) {
      expect(item.title.zh.trim(), item.key).not.toBe('');
      expect(item.title.en.trim(), item.key).not.toBe('');
      expect(item.path, item.key).toMatch(/^\/[A-Za-z0-9/_-]+$/);
    }
  });

  it('puts the home item first at /dashboard/analysis', () => {
    expect(menuTree[0]).toMatchObject({
      path: '/dashboard/analysis',
      title: { zh: '首页', en: 'Home' },
      component: 'isps-dashboard-analysis',
    });
  });

  it('contains the eight field-service paths exactly, each once', () => {
    expect(FSM_SHELL_PATHS).toHaveLength(8);
    const paths = leaves().map((m) => m.path);
    for (const path of FSM_SHELL_PATHS)
      expect(
        paths.filter((p) => p === path),
        path,
      ).toHaveLength(1);
    expect(subtreeKeys('fsm').map((k) => menuByKey(k)!.path)).toEqual(['/fsm', ...FSM_SHELL_PATHS]);
  });

  it('has the announcement page, hidden', () => {
    const page = leaves().find((m) => m.path === '/isps/userAnnouncement');
    expect(page?.hidden).toBe(true);
    expect(page?.component).toBe('isps-user-announcement');
  });

  it('names the account settings route account-settings-base (spec 2.2)', () => {
    const settings = menuByKey('account.settings')!;
    const name = settings.name ?? settings.path.slice(1).replaceAll('/', '-');
    expect(name).toBe('account-settings-base');
  });

  it.each(SPEC_PAGES)('covers the spec 2.3 page "%s" with the item "%s"', (_page, title) => {
    expect(allMenus().filter((m) => m.title.en === title)).toHaveLength(1);
  });

  it('builds button codes and titles from the workflow actions', () => {
    const delivery = menuByKey('inventory.delivery')!;
    expect(delivery.buttons).toContainEqual({
      perms: 'wms:delivery:approve',
      title: documentActions.approve.title,
    });
    expect(delivery.buttons?.map((b) => b.perms)).toContain('wms:delivery:outbound');
    expect(delivery.buttons?.map((b) => b.perms)).not.toContain('wms:delivery:inbound');
    expect(menuByKey('sys.user')!.buttons?.map((b) => b.perms)).toEqual([
      'sys:user:add',
      'sys:user:edit',
      'sys:user:delete',
      'sys:user:exportXls',
      'sys:user:importExcel',
    ]);
    expect(menuByKey('wms.inventory')!.buttons?.map((b) => b.perms)).toEqual([
      'wms:inventory:check',
      'wms:inventory:exportXls',
    ]);
  });

  it('gives every master-data page add, edit, delete, export and import', () => {
    for (const key of subtreeKeys('mdm').slice(1)) {
      const actions = menuByKey(key)!.buttons?.map((b) => b.perms.split(':')[2]);
      expect(actions, key).toEqual(['add', 'edit', 'delete', 'exportXls', 'importExcel']);
    }
  });

  it('gives every inventory command approve, cancel approval, cancel and force finish', () => {
    for (const key of subtreeKeys('inventory').slice(1)) {
      const actions = menuByKey(key)!.buttons?.map((b) => b.perms.split(':')[2]);
      for (const action of ['approve', 'cancelApproval', 'cancel', 'forceFinish']) {
        expect(actions, key).toContain(action);
      }
    }
  });

  it('lists each element tag once in pageTags', () => {
    const tags = pageTags();
    expect(new Set(tags).size).toBe(tags.length);
    expect(tags).toContain('isps-inventory-query');
    expect(tags).toContain('isps-fsm-spare-parts-list');
    expect(tags).not.toContain(ROUTE_VIEW);
    expect(tags.length).toBe(leaves().length);
  });

  it('finds ancestors and subtrees by key', () => {
    expect(ancestorKeys('inventory.delivery')).toEqual(['inventory']);
    expect(ancestorKeys('dashboard.analysis')).toEqual([]);
    expect(subtreeKeys('exception')).toEqual([
      'exception',
      'exception.403',
      'exception.404',
      'exception.500',
    ]);
    expect(menuByKey('no.such.key')).toBeUndefined();
  });

  it('uses icon names that exist in @ant-design/icons (kebab-case of the Outlined icon)', () => {
    const require = createRequire(import.meta.url);
    const iconsDir = join(dirname(require.resolve('@ant-design/icons/package.json')), 'lib', 'icons');
    for (const item of allMenus().filter((m) => m.icon)) {
      const pascal = item.icon!.replace(/(^|-)([a-z])/g, (_m, _dash, c: string) => c.toUpperCase());
      expect(existsSync(join(iconsDir, `${pascal}Outlined.js`)), `${item.key}: ${item.icon}`).toBe(true);
    }
  });
});
