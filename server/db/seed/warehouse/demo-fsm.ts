import { approveSparePartRequest } from '../../../modules/fsm/spare-part-requests';
import type { LedgerContext } from '../../../modules/warehouse/ledger/ledger-context';
import { toDbDateTime } from '../../datetime';
import { newId, stableId } from '../../ids';
import type { DemoPlaces } from './demo-master-data';
import type { SeededRandom } from './seeded-random';

const DAY = 86_400_000;
const day = (epochMs: number) => new Date(epochMs).toISOString().slice(0, 10);

/**
 * The field-service part of the demo (domain.md 6.1, scaled down): spare-part requests in every state
 * (a third approved into service deliveries), the FSM/OA message log with failures, ECN work orders,
 * projects with their stages, and service contracts covering installed equipment.
 */
export async function seedDemoFsm(lc: LedgerContext, rnd: SeededRandom, places: DemoPlaces): Promise<void> {
  const at = toDbDateTime(lc.now);
  const db = lc.trx;
  const audit = { tenantId: 0, createBy: 'fsm_shell', createTime: at, updateBy: null, updateTime: null };

  for (let i = 0; i < 40; i++) {
    const id = stableId('fsm_request', String(i));
    const part = rnd.pick(places.spareParts.filter((p) => p.tracking !== 'serial'));
    await db
      .insertInto('fsmSparePartRequest')
      .values({
        ...audit,
        id,
        code: `SP-DEMO-${String(i + 1).padStart(3, '0')}`,
        docStatus: i % 10 === 9 ? 'cancelled' : 'pending',
        fulfilStatus: 'unexecuted',
        returnStatus: null,
        approveBy: null,
        approveTime: null,
        cancelRemark: i % 10 === 9 ? '客户自行解决' : null,
        remark: null,
        version: 0,
        sourceKey: `FSM-REQ-${10_000 + i}`,
        fsmCode: `FSM${rnd.int(100_000, 999_999)}`,
        fsmActivityId: `ACT-${rnd.int(10_000, 99_999)}`,
        movementTypeCode: rnd.chance(0.7) ? 'defect_replace' : 'good_replace',
        teamId: rnd.pick(places.custody).teamId,
        engineerUserId: null,
        customerId: rnd.pick(places.customers),
        equipmentId: rnd.pick(places.equipment),
        equipmentSerialNo: null,
        requiredDate: day(lc.now + rnd.int(1, 20) * DAY),
        priority: rnd.pick(['L', 'M', 'H']),
        chargeable: rnd.chance(0.2) ? 1 : 0,
        oaStatus: 'not_required',
        commandId: null,
        syncStatus: null,
      })
      .execute();
    await db
      .insertInto('fsmSparePartRequestLine')
      .values({
        ...audit,
        id: newId(),
        requestId: id,
        lineNo: 1,
        productId: part.id,
        qty: 1000,
        defectReturnRequired: 1,
        defectSerialNo: null,
        deliveredQty: 0,
        returnedQty: 0,
      })
      .execute();
    // A third are approved: the FSM store reserves what exists (check_inventory off, domain.md 2.5).
    if (i % 3 === 0 && i % 10 !== 9) await approveSparePartRequest(lc, id, 0);
  }

  for (let i = 0; i < 60; i++) {
    const status = i % 12 === 0 ? 'failed' : i % 12 === 1 ? 'pending' : i % 12 === 2 ? 'ignored' : 'success';
    await db
      .insertInto('fsmOaInterface')
      .values({
        ...audit,
        id: stableId('fsm_oa', String(i)),
        version: 0,
        direction: i % 2 === 0 ? 'outbound' : 'inbound',
        bizType: rnd.pick(['spare_part_approval', 'service_contract', 'ecn', 'settlement']),
        fsmCode: `FSM${rnd.int(100_000, 999_999)}`,
        oaOrderId: `OA${rnd.int(1_000_000, 9_999_999)}`,
        oaPartner: '华东服务中心',
        requestPayload: JSON.stringify({ seq: i }),
        responsePayload: status === 'success' ? '{"code":0}' : null,
        syncStatus: status,
        errorMessage: status === 'failed' ? 'OA接口超时' : null,
        retryCount: status === 'failed' ? 3 : 0,
        handleRemark: status === 'ignored' ? '线下已处理' : null,
      })
      .execute();
  }

  for (let e = 0; e < 4; e++) {
    const id = stableId('fsm_ecn', String(e));
    const approved = e > 0;
    await db
      .insertInto('fsmEcnWorkOrder')
      .values({
        ...audit,
        id,
        code: `EC-DEMO-${e + 1}`,
        docStatus: approved ? 'approved' : 'pending',
        fulfilStatus: e === 3 ? 'completed' : e === 2 ? 'executing' : 'unexecuted',
        version: 0,
        ecnNo: `ECN-2025-${String(e + 11).padStart(3, '0')}`,
        title: ['更换高压泵密封', '升级控制板固件', '加装过滤器', '更换流量传感器'][e]!,
        productId: null,
        plannedFrom: day(lc.now - 30 * DAY),
        plannedTo: day(lc.now + 60 * DAY),
        approveBy: approved ? 'admin' : null,
        approveTime: approved ? at : null,
        cancelRemark: null,
      })
      .execute();
    for (let i = 0; i < 5; i++) {
      await db
        .insertInto('fsmEcnWorkOrderItem')
        .values({
          ...audit,
          id: newId(),
          workOrderId: id,
          lineNo: i + 1,
          equipmentId: places.equipment[e * 5 + i]!,
          serialNo: `SN${String(2_000_000 + e * 5 + i)}`,
          customerId: null,
          plannedDate: day(lc.now + i * 7 * DAY),
          fsmCode: null,
          itemStatus: !approved ? 'planned' : e === 3 || (e === 2 && i < 2) ? 'done' : 'dispatched',
        })
        .execute();
    }
  }

  const stages = [
    'contract',
    'design',
    'delivery',
    'installation',
    'commissioning',
    'acceptance',
    'warranty',
  ];
  for (let p = 0; p < 12; p++) {
    const projectId = stableId('fsm_project', String(p));
    const start = lc.now - rnd.int(60, 500) * DAY;
    await db
      .insertInto('fsmProject')
      .values({
        ...audit,
        id: projectId,
        code: `PRJ${String(p + 1).padStart(3, '0')}`,
        name: `${['上海', '苏州', '广州', '成都'][p % 4]}水处理项目${p + 1}`,
        customerId: rnd.pick(places.customers),
        regionCode: ['31', '32', '44', '51'][p % 4]!,
        projectStatus: p < 9 ? 'active' : 'closed',
        startDate: day(start),
        endDate: day(start + 400 * DAY),
        status: '1',
        delFlag: 0,
        version: 0,
      })
      .execute();
    let cursor = start;
    for (const [index, stage] of stages.entries()) {
      const plannedEnd = cursor + 40 * DAY;
      const finished = plannedEnd + rnd.int(-15, 25) * DAY < lc.now;
      await db
        .insertInto('fsmProjectStage')
        .values({
          ...audit,
          id: newId(),
          projectId,
          lineNo: index + 1,
          stage,
          plannedStart: day(cursor),
          plannedEnd: day(plannedEnd),
          actualStart: cursor < lc.now ? day(cursor) : null,
          actualEnd: finished ? day(plannedEnd + rnd.int(-15, 25) * DAY) : null,
          progressPct: finished ? 10_000 : cursor < lc.now ? 5_000 : 0,
        })
        .execute();
      cursor = plannedEnd;
    }
  }

  for (let c = 0; c < 20; c++) {
    const contractId = stableId('fsm_contract', String(c));
    const start = lc.now - rnd.int(0, 300) * DAY;
    await db
      .insertInto('fsmServiceContract')
      .values({
        ...audit,
        id: contractId,
        code: `SC2025${String(c + 1).padStart(4, '0')}`,
        customerId: rnd.pick(places.customers),
        contractType: rnd.pick(['warranty', 'extended_warranty', 'maintenance', 'full_service']),
        startDate: day(start),
        endDate: day(start + 365 * DAY),
        amount: rnd.int(5_000, 200_000) * 100,
        currency: 'CNY',
        slaLevel: rnd.pick(['gold', 'silver', 'bronze']),
        responseHours: rnd.pick([4, 8, 24]),
        partsIncluded: rnd.chance(0.5) ? 1 : 0,
        contractStatus: 'active',
        importBatchId: null,
        status: '1',
        delFlag: 0,
        version: 0,
      })
      .execute();
    for (let u = 0; u < 4; u++) {
      const index = 100 + c * 4 + u;
      await db
        .insertInto('fsmServiceContractEquipment')
        .values({
          ...audit,
          id: newId(),
          contractId,
          lineNo: u + 1,
          equipmentId: places.equipment[index]!,
          serialNo: `SN${String(2_000_000 + index)}`,
          coverageStart: day(start),
          coverageEnd: day(start + 365 * DAY),
        })
        .execute();
    }
  }
}
