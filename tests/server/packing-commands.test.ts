import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, db, engines, type TestApp } from './harness';

type Json = Record<string, unknown>;

describe.each(engines)('packing tasks and their command on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let facilityId: string;
  let costCenterId: string;
  let productId: string;

  const call = async (url: string, body?: unknown, headers?: Record<string, string>) =>
    (body === undefined ? await t.get(url, admin) : await t.post(url, body, admin, headers)).json() as Json;
  const result = (body: Json) => {
    if (body.success !== true) throw new Error(JSON.stringify(body));
    return body.result as Json;
  };
  const delivery = async (id: string) => result(await call(`/wms/delivery/queryById?id=${id}`));
  const approvedDelivery = async (qty: number) => {
    const id = String(
      result(
        await call('/wms/delivery/add', {
          outFacilityId: facilityId,
          movementTypeCode: 'other_delivery',
          costCenterId,
          lines: [{ productId, qty }],
        }),
      ).id,
    );
    result(await call('/wms/delivery/approve', { id, version: 0, requestId: randomUUID() }));
    return id;
  };
  const createdTask = async (commandId: string) =>
    String(result(await call('/pkg/task/create', { commandId, requestId: randomUUID() })).id);
  const taskAction = async (id: string, action: string, extra: Json = {}) => {
    const { version } = result(await call(`/pkg/task/queryById?id=${id}`));
    return result(await call(`/pkg/task/${action}`, { id, version, requestId: randomUUID(), ...extra }));
  };
  /** Releases the task and packs `qty` into one package; weighs it when asked (completing the task). */
  const packedTask = async (commandId: string, qty: number, weighIt: boolean) => {
    const id = await createdTask(commandId);
    await taskAction(id, 'approve');
    const box = result(
      await call('/pkg/task/exec', { id, requestId: randomUUID(), productCode: 'PKC-A', qty }),
    );
    if (weighIt) {
      // qty × 1 kg + 0.5 kg carton: exactly the expected weight.
      result(
        await call('/pkg/task/weigh', {
          id,
          requestId: randomUUID(),
          packageId: box.packageId,
          grossWeight: qty + 0.5,
        }),
      );
    }
    return id;
  };
  const packageStatuses = async (taskId: string) =>
    (
      await db(t)
        .selectFrom('pkgPackage')
        .select('packageStatus')
        .where('taskId', '=', taskId)
        .orderBy('lineNo')
        .execute()
    ).map((row) => row.packageStatus);
  const cancelApproval = async (id: string, headers?: Record<string, string>) =>
    call(
      '/wms/delivery/cancelApproval',
      { id, version: (await delivery(id)).version, requestId: randomUUID() },
      headers,
    );
  const outboundAll = async (id: string) => {
    const doc = await delivery(id);
    return result(
      await call('/wms/delivery/outbound', {
        id,
        version: doc.version,
        requestId: randomUUID(),
        lines: (doc.lines as Json[]).map((line) => ({ lineId: line.id, qty: line.qty })),
      }),
    );
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await t.login('admin');
    facilityId = String(
      result(
        await call('/wms/facility/add', { code: 'PKC-WH', name: 'Pack cmd WH', facilityType: 'warehouse' }),
      ).id,
    );
    const shelf = String(
      result(
        await call('/wms/position/add', {
          facilityId,
          code: 'C-1',
          positionType: 'storage',
          allocatable: true,
        }),
      ).id,
    );
    productId = String(
      result(
        await call('/mdm/product/add', {
          code: 'PKC-A',
          name: 'Item PKC-A',
          productType: 'spare_part',
          uom: 'PCS',
          netWeight: 1,
        }),
      ).id,
    );
    costCenterId = String(result(await call('/mdm/costCenter/add', { code: 'PKCCC', name: 'Pack cmd' })).id);
    const receiveId = String(
      result(
        await call('/wms/receive/add', {
          movementTypeCode: 'other_receipt',
          inFacilityId: facilityId,
          lines: [{ productId, qty: 50, inPositionId: shelf }],
        }),
      ).id,
    );
    result(await call('/wms/receive/approve', { id: receiveId, version: 0, requestId: randomUUID() }));
    const received = result(await call(`/wms/receive/queryById?id=${receiveId}`));
    result(
      await call('/wms/receive/inbound', {
        id: receiveId,
        version: received.version,
        requestId: randomUUID(),
        lines: [{ lineId: (received.lines as Json[])[0]!.id, qty: 50 }],
      }),
    );
  });
  afterAll(async () => t.close());

  it('refuses cancel approval while a packing task is open and allows it once the task is cancelled', async () => {
    const id = await approvedDelivery(2);
    const taskId = await createdTask(id);
    expect(await cancelApproval(id)).toMatchObject({
      success: false,
      message: '存在未完成的拣货单或装箱任务，不能取消审核',
    });
    expect(await cancelApproval(id, { 'x-locale': 'en_US' })).toMatchObject({
      success: false,
      message: 'An open picklist or packing task refers to the document; approval cannot be cancelled',
    });
    expect((await delivery(id)).docStatus).toBe('approved');

    await taskAction(taskId, 'cancel', { remark: 'wrong command' });
    expect(result(await cancelApproval(id))).toMatchObject({
      docStatus: 'pending',
      fulfilStatus: 'unexecuted',
    });
  });

  it('counts a completed task whose packages have not shipped as open', async () => {
    const id = await approvedDelivery(3);
    const taskId = await packedTask(id, 3, true);
    expect(result(await call(`/pkg/task/queryById?id=${taskId}`)).fulfilStatus).toBe('completed');
    expect(await packageStatuses(taskId)).toEqual(['weighed']);
    expect(await cancelApproval(id)).toMatchObject({
      success: false,
      message: '存在未完成的拣货单或装箱任务，不能取消审核',
    });
  });

  it('refuses cancel of a pending command a packing task still works on', async () => {
    const id = await approvedDelivery(1);
    await createdTask(id);
    // The task was made while the command was approved; a cancel approval that raced it left it pending.
    await db(t).updateTable('wmsCommand').set({ docStatus: 'pending' }).where('id', '=', id).execute();
    const { version } = await delivery(id);
    const body = { id, version, requestId: randomUUID(), remark: 'not needed' };
    expect(await call('/wms/delivery/cancel', body)).toMatchObject({
      success: false,
      message: '存在未完成的拣货单或装箱任务，不能作废',
    });
    expect(
      await call('/wms/delivery/cancel', { ...body, requestId: randomUUID() }, { 'x-locale': 'en_US' }),
    ).toMatchObject({
      success: false,
      message: 'An open picklist or packing task refers to the document; it cannot be cancelled',
    });
    expect((await delivery(id)).docStatus).toBe('pending');
  });

  it('ships the packages of the completed task with the outbound, in its transaction', async () => {
    const id = await approvedDelivery(4);
    const taskId = await packedTask(id, 4, true);
    expect((await delivery(id)).businessStatus).toBe('packed');

    const shipped = await outboundAll(id);
    expect(shipped.fulfilStatus).toBe('completed');
    expect(await packageStatuses(taskId)).toEqual(['shipped']);
    expect((await delivery(id)).businessStatus).toBe('shipped');
  });

  it('ships what a force-finished task packed, and leaves the packages of a task still packing', async () => {
    const finished = await approvedDelivery(5);
    const closedTask = await packedTask(finished, 2, false);
    expect((await taskAction(closedTask, 'forceFinish', { remark: 'short' })).fulfilStatus).toBe('closed');
    await outboundAll(finished);
    expect(await packageStatuses(closedTask)).toEqual(['shipped']);

    const packing = await approvedDelivery(3);
    const busyTask = await packedTask(packing, 1, false);
    await outboundAll(packing);
    expect(await packageStatuses(busyTask)).toEqual(['open']);
  });

  it('ships nothing when the outbound is refused', async () => {
    const id = await approvedDelivery(2);
    const taskId = await packedTask(id, 2, true);
    const doc = await delivery(id);
    const refused = await call('/wms/delivery/outbound', {
      id,
      version: doc.version,
      requestId: randomUUID(),
      lines: [{ lineId: (doc.lines as Json[])[0]!.id, qty: 3 }],
    });
    expect(refused).toMatchObject({ success: false });
    expect(await packageStatuses(taskId)).toEqual(['weighed']);
  });
});
