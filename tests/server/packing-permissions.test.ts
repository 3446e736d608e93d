import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buttonId, menuId } from '../../server/db/seed/system-data';
import { createTestApp, engines, type TestApp } from './harness';

type Json = Record<string, unknown>;

const PASSWORD = 'Packer#2024';

describe.each(engines)('who packs what on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let packer: string;
  let roleId: string;
  let taskId: string;
  let ruleId: string;
  const execMenu = menuId('pkg.exec');

  const call = async (url: string, body?: unknown, token = admin) =>
    (body === undefined ? await t.get(url, token) : await t.post(url, body, token)).json() as Json;
  const result = (body: Json) => {
    if (body.success !== true) throw new Error(JSON.stringify(body));
    return body.result as Json;
  };
  const chooseRules = (ids: string) =>
    call('/sys/role/datarule', { permissionId: execMenu, roleId, dataRuleIds: ids }).then(result);

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await t.login('admin');
    // A packer works the exec page only: its menu row and its one button.
    roleId = String(
      result(await call('/sys/role/add', { roleName: '装箱测试', roleCode: 'pack_tester' })).id,
    );
    result(
      await call('/sys/permission/saveRolePermission', {
        roleId,
        permissionIds: [menuId('pkg'), execMenu, buttonId('pkg.exec', 'pkg:task:exec')].join(','),
        lastpermissionIds: '',
      }),
    );
    result(
      await call('/sys/user/add', {
        username: 'pack_one',
        realname: 'pack_one',
        password: PASSWORD,
        selectedroles: roleId,
      }),
    );
    packer = await t.login('pack_one', PASSWORD);

    const facilityId = String(
      result(await call('/wms/facility/add', { code: 'PP-WH', name: 'Perm WH', facilityType: 'warehouse' }))
        .id,
    );
    const shelf = String(
      result(
        await call('/wms/position/add', {
          facilityId,
          code: 'P-1',
          positionType: 'storage',
          allocatable: true,
        }),
      ).id,
    );
    const productId = String(
      result(
        await call('/mdm/product/add', {
          code: 'PP-A',
          name: 'Perm item',
          productType: 'spare_part',
          uom: 'PCS',
        }),
      ).id,
    );
    const costCenterId = String(result(await call('/mdm/costCenter/add', { code: 'PPCC', name: 'Perm' })).id);
    const receive = String(
      result(
        await call('/wms/receive/add', {
          movementTypeCode: 'other_receipt',
          inFacilityId: facilityId,
          lines: [{ productId, qty: 10, inPositionId: shelf }],
        }),
      ).id,
    );
    await call('/wms/receive/approve', { id: receive, version: 0, requestId: randomUUID() });
    const detail = result(await call(`/wms/receive/queryById?id=${receive}`));
    await call('/wms/receive/inbound', {
      id: receive,
      version: detail.version,
      requestId: randomUUID(),
      lines: [{ lineId: (detail.lines as Json[])[0]!.id, qty: 10 }],
    });
    const delivery = String(
      result(
        await call('/wms/delivery/add', {
          outFacilityId: facilityId,
          movementTypeCode: 'other_delivery',
          costCenterId,
          lines: [{ productId, qty: 4 }],
        }),
      ).id,
    );
    await call('/wms/delivery/approve', { id: delivery, version: 0, requestId: randomUUID() });
    taskId = String(
      result(await call('/pkg/task/create', { commandId: delivery, requestId: randomUUID() })).id,
    );
    result(await call('/pkg/task/approve', { id: taskId, version: 0, requestId: randomUUID() }));

    result(
      await call('/sys/permission/addPermissionRule', {
        permissionId: execMenu,
        ruleName: 'own tasks',
        ruleColumn: 'createBy',
        ruleConditions: '=',
        ruleValue: '#{sys_user_code}',
      }),
    );
    const rules = result(
      await call(`/sys/permission/getPermRuleListByPermId?permissionId=${execMenu}`),
    ) as unknown as Json[];
    ruleId = String(rules[0]!.id);
  });
  afterAll(async () => t.close());

  it('lets a packer read and pack released tasks but not create, release or weigh them', async () => {
    expect(result(await call('/pkg/task/list', undefined, packer)).total).toBe(1);
    const packed = result(
      await call(
        '/pkg/task/exec',
        { id: taskId, requestId: randomUUID(), productCode: 'PP-A', qty: 1 },
        packer,
      ),
    );
    expect(packed.fulfilStatus).toBe('executing');
    const station = result(await call(`/pkg/task/station?id=${taskId}`, undefined, packer));
    const packageId = (station.packages as Json[])[0]!.id;
    for (const [url, body] of [
      ['/pkg/task/create', { commandId: taskId, requestId: randomUUID() }],
      ['/pkg/task/approve', { id: taskId, version: 0, requestId: randomUUID() }],
      ['/pkg/task/weigh', { id: taskId, requestId: randomUUID(), packageId, grossWeight: 1 }],
    ] as const) {
      expect(await call(url, body, packer), url).toMatchObject({ success: false, code: 510 });
    }
  });

  it('hides the tasks a data rule leaves out, from the list, the station and the scan alike', async () => {
    await chooseRules(ruleId);
    expect(result(await call('/pkg/task/list', undefined, packer)).total).toBe(0);
    expect(await call(`/pkg/task/station?id=${taskId}`, undefined, packer)).toMatchObject({
      success: false,
      message: '单据不存在',
    });
    expect(
      await call(
        '/pkg/task/exec',
        { id: taskId, requestId: randomUUID(), productCode: 'PP-A', qty: 1 },
        packer,
      ),
    ).toMatchObject({ success: false, message: '单据不存在' });
    await chooseRules('');
    expect(result(await call('/pkg/task/list', undefined, packer)).total).toBe(1);
  });
});
