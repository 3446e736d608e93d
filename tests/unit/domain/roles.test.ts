import { describe, expect, it } from 'vitest';
import { allButtons, allMenus, FSM_SHELL_PATHS, menuByKey } from '../../../src/domain/system/menu';
import { demoRoles, resolveRoleGrants, roleByCode } from '../../../src/domain/system/roles';

const ROLE_CODES = [
  'admin',
  'buyer',
  'purchase_manager',
  'wh_clerk',
  'wh_manager',
  'qc_inspector',
  'qc_manager',
  'planner',
  'operator',
  'packer',
  'sales',
  'sales_manager',
  'finance',
  'fsm_coordinator',
  'engineer',
  'supplier',
  'integration',
];

const grantsOf = (code: string) => resolveRoleGrants(roleByCode(code)!);
const leafPaths = (code: string) =>
  grantsOf(code)
    .menus.map((key) => menuByKey(key)!)
    .filter((m) => !m.children)
    .map((m) => m.path);

describe('demo roles', () => {
  it('are exactly the roles of domain.md 0.6', () => {
    expect(demoRoles.map((r) => r.code)).toEqual(ROLE_CODES);
  });

  it('name only existing menu keys in their grants', () => {
    for (const role of demoRoles) {
      for (const key of role.menus) {
        if (key !== '*') expect(menuByKey(key), `${role.code}: ${key}`).toBeDefined();
      }
      for (const key of Object.keys(role.menuActions ?? {})) {
        const menu = menuByKey(key);
        expect(menu, `${role.code}: ${key}`).toBeDefined();
        expect(menu?.children, `${role.code}: ${key} must be a page`).toBeUndefined();
      }
    }
  });

  it('grant at least one button of every page granted with chosen actions', () => {
    for (const role of demoRoles) {
      const { buttons } = resolveRoleGrants(role);
      for (const key of Object.keys(role.menuActions ?? {})) {
        const pageButtons = menuByKey(key)!.buttons?.map((b) => b.perms) ?? [];
        expect(
          pageButtons.some((perms) => buttons.includes(perms)),
          `${role.code}: ${key}`,
        ).toBe(true);
      }
    }
  });

  it('carry Chinese and English names', () => {
    for (const role of demoRoles) {
      expect(role.name.zh.trim(), role.code).not.toBe('');
      expect(role.name.en.trim(), role.code).not.toBe('');
    }
  });

  it('give the admin every menu item and every button', () => {
    const grants = grantsOf('admin');
    expect(grants.menus).toHaveLength(allMenus().length);
    expect(grants.buttons).toHaveLength(allButtons().length);
  });

  it('include the folders above every granted item, before it', () => {
    for (const role of demoRoles) {
      const { menus } = resolveRoleGrants(role);
      for (const key of menus) {
        const parentKey = allMenus().find((m) => m.children?.some((c) => c.key === key))?.key;
        if (parentKey)
          expect(menus.indexOf(parentKey), `${role.code}: ${key}`).toBeLessThan(menus.indexOf(key));
      }
    }
  });

  it('show the supplier only supplier pages, home, account pages and announcements', () => {
    expect(leafPaths('supplier').sort()).toEqual(
      [
        '/dashboard/analysis',
        '/account/center',
        '/account/settings/base',
        '/account/steps',
        '/isps/userAnnouncement',
        '/srm/purchase-order',
        '/srm/purchase-order-item',
        '/srm/delivery-plan',
        '/srm/delivery-note',
        '/srm/label',
        '/srm/outsourcing',
        '/srm/invoice-application',
        '/warehouse/receive',
        '/warehouse/quality-testing',
        '/warehouse/return',
        '/order/supplier-settle',
      ].sort(),
    );
  });

  it('let the supplier ship delivery notes but not approve purchase orders or inspections', () => {
    const { buttons } = grantsOf('supplier');
    expect(buttons).toContain('srm:deliveryNote:approve');
    expect(buttons).not.toContain('srm:deliveryNote:forceFinish');
    expect(buttons).not.toContain('srm:deliveryNote:inbound');
    expect(buttons).not.toContain('srm:purchaseOrder:approve');
    expect(buttons).not.toContain('qms:inspection:approve');
    expect(buttons).toContain('srm:purchaseOrder:exportXls');
    expect(buttons.every((b) => /^(srm|wms|qms|oms):/.test(b))).toBe(true);
  });

  it('give the integration account exactly the eight FSM pages', () => {
    expect(leafPaths('integration')).toEqual([...FSM_SHELL_PATHS]);
  });

  it('give the warehouse clerk every warehouse and inventory command page, without approving commands', () => {
    const paths = leafPaths('wh_clerk');
    for (const key of ['wms', 'inventory']) {
      for (const child of menuByKey(key)!.children!) expect(paths, child.key).toContain(child.path);
    }
    const { buttons } = grantsOf('wh_clerk');
    expect(buttons).toContain('wms:delivery:outbound');
    expect(buttons).toContain('wms:receive:inbound');
    expect(buttons).not.toContain('wms:delivery:approve');
    expect(buttons).toContain('wms:inventory:check');
  });

  it('give the buyer the purchasing and supplier pages', () => {
    const paths = leafPaths('buyer');
    for (const child of menuByKey('srm')!.children!) expect(paths).toContain(child.path);
    expect(grantsOf('buyer').buttons).toContain('srm:purchaseOrder:approve');
  });

  it('leave verifying and rejecting invoice applications to finance; the buyers keep settling', () => {
    for (const code of ['buyer', 'purchase_manager']) {
      const { buttons } = grantsOf(code);
      expect(
        buttons.filter((b) => b.startsWith('srm:invoiceApplication:')),
        code,
      ).toEqual(['srm:invoiceApplication:exportXls']);
      expect(buttons, code).toContain('oms:supplierSettle:approve');
      expect(buttons, code).toContain('oms:supplierSettle:add');
    }
    const withVerify = demoRoles
      .filter((role) => role.code !== 'admin')
      .filter((role) => resolveRoleGrants(role).buttons.includes('srm:invoiceApplication:verify'))
      .map((role) => role.code);
    expect(withVerify).toEqual(['finance']);
    expect(grantsOf('finance').buttons).toContain('srm:invoiceApplication:cancelApproval');
  });

  it('let the QC inspector record and approve quality tests', () => {
    const { buttons } = grantsOf('qc_inspector');
    expect(buttons).toContain('qms:inspection:approve');
    expect(buttons).toContain('qms:inspection:edit');
    expect(leafPaths('qc_inspector')).toContain('/warehouse/quality-testing');
  });

  it('give the planner the BOM and the production dashboard, not the operator or the clerk', () => {
    expect(leafPaths('planner')).toEqual(
      expect.arrayContaining(['/production/bom', '/production/dashboard']),
    );
    expect(grantsOf('planner').buttons).toEqual(expect.arrayContaining(['mes:bom:add', 'mes:bom:exportXls']));
    for (const role of ['operator', 'wh_clerk']) {
      expect(leafPaths(role), role).not.toContain('/production/dashboard');
      expect(
        grantsOf(role).buttons.filter((code) => code.startsWith('mes:bom:')),
        role,
      ).toEqual([]);
    }
  });

  it('let the warehouse clerk prepare and post the three material documents of domain.md 3.9, the planner approve them', () => {
    const { buttons } = grantsOf('wh_clerk');
    for (const page of ['materialOrder', 'returnOrder', 'consumeOrder']) {
      for (const action of ['add', 'edit', 'outbound'])
        expect(buttons, `${page}:${action}`).toContain(`mes:${page}:${action}`);
      for (const action of ['approve', 'cancelApproval', 'forceFinish'])
        expect(buttons, `${page}:${action}`).not.toContain(`mes:${page}:${action}`);
      expect(grantsOf('planner').buttons, page).toContain(`mes:${page}:approve`);
    }
    // The "from the order components" picker reads the order's components; the order stays the planner's.
    expect(buttons).toContain('mes:productionOrder:exportXls');
    expect(buttons.filter((code) => code.startsWith('mes:productionOrder:'))).toEqual([
      'mes:productionOrder:exportXls',
    ]);
  });

  it('answer undefined for an unknown role', () => {
    expect(roleByCode('nobody')).toBeUndefined();
  });
});
