import { sql } from 'kysely';
import { sparePartRequest } from '../../../../src/domain/warehouse/fsm';
import { actOnDocument } from '../../../documents/perform-document-action';
import { sparePartRequestEffects } from '../../../modules/fsm/spare-part-requests';
import { actOnCommand } from '../../../modules/warehouse/commands/command-effects';
import { loadCommand } from '../../../modules/warehouse/commands/command-store';
import { type LedgerContext, qty } from '../../../modules/warehouse/ledger/ledger-context';
import { toDbDateTime } from '../../datetime';
import { newId, stableId } from '../../ids';
import type { DemoPlaces } from './demo-master-data';
import { pickCommand } from './demo-picking';
import { insertDemoRows } from './insert-demo-rows';
import type { SeededRandom } from './seeded-random';
import { tripsOf } from './split-into-parts';

const DAY = 86_400_000;
const day = (epochMs: number) => new Date(epochMs).toISOString().slice(0, 10);

/** domain.md 6.1: 250 FSM spare-part requests of about 400 lines. */
const REQUESTS = 250;
/** Steps of the demo clock between a request and its approval, an approval and its shipment. */
const LAG = 3;
/**
 * The last steps leave requests open: recent ones wait for the coordinator, those approved in the last
 * 40 steps for the clerk (their stock reserved).
 */
const OPEN_TAIL = 20;

/** What the OA message log of the demo tells about one chargeable request. */
export interface OaApproval {
  fsmCode: string;
  oaOrderId: string;
  at: number;
  oaStatus: 'pending' | 'approved' | 'rejected';
}

interface Due {
  id: string;
  due: number;
}

/**
 * The spare-part requests of the demo (domain.md 3.12) along the demo clock: FSM sends a request for
 * one or two parts the central warehouse stocks; a fifth are chargeable and wait for OA (most approved,
 * some rejected and then cancelled); a few are cancelled by FSM; the coordinator approves the others
 * some steps later through the real approval (service delivery created, approved, stock reserved), and
 * the clerk ships them (some picked to staging first) in two or three trips, one in ten in part. Each
 * shipment mirrors the command into the request as the command actions do. `shipped` collects the
 * completed service deliveries (the returns of defective parts refer to them) and `oa` the OA approvals
 * for the message log.
 */
export function startDemoFsmRequests(
  places: DemoPlaces,
  rnd: SeededRandom,
  steps: number,
  shipped: string[],
  oa: OaApproval[],
): (lc: LedgerContext) => Promise<void> {
  const central = places.central.id;
  const parts = places.spareParts.filter((p) => p.tracking !== 'serial').map((p) => p.id);
  let step = 0;
  let made = 0;
  const approvals: Due[] = [];
  const cancels: (Due & { remark: string })[] = [];
  const shipments: Due[] = [];
  const take = <T extends Due>(queue: T[], tail: number): T[] => {
    const ready = queue.filter((w) => w.due <= step && step < steps - tail);
    queue.splice(0, queue.length, ...queue.filter((w) => !ready.includes(w)));
    return ready;
  };

  return async (lc) => {
    step += 1;
    const coordinator = { ...lc, username: 'admin' };
    const clerk = { ...lc, username: 'wh_clerk' };
    if (made < REQUESTS && rnd.next() < (REQUESTS - made) / (steps - step + 1)) {
      made += 1;
      const candidates = Array.from({ length: 12 }, () => rnd.pick(parts));
      const stocked = await freeParts(lc, central, [...new Set(candidates)]);
      const chosen = stocked.sort(() => rnd.next() - 0.5).slice(0, rnd.chance(0.6) ? 2 : 1);
      const id = stableId('fsm_request', String(made));
      const fsmCode = `FSM${rnd.int(100_000, 999_999)}`;
      const chargeable = rnd.chance(0.2);
      const recent = step >= steps - OPEN_TAIL;
      const oaStatus = !chargeable
        ? 'not_required'
        : recent
          ? 'pending'
          : rnd.chance(0.8)
            ? 'approved'
            : 'rejected';
      const oaOrderId = chargeable ? `OA${rnd.int(1_000_000, 9_999_999)}` : null;
      if (oaOrderId && oaStatus !== 'not_required') oa.push({ fsmCode, oaOrderId, at: lc.now, oaStatus });
      await addRequest(lc, rnd, places, {
        id,
        code: `SP-DEMO-${String(made).padStart(3, '0')}`,
        sourceKey: `FSM-REQ-${10_000 + made}`,
        fsmCode,
        chargeable,
        oaStatus,
        parts: chosen.length > 0 ? chosen : [rnd.pick(parts)],
      });
      const due = step + rnd.int(1, LAG);
      if (oaStatus === 'rejected') cancels.push({ id, due, remark: 'OA审批驳回,客户不接受收费' });
      else if (rnd.chance(0.08)) cancels.push({ id, due, remark: '客户自行解决' });
      else if (oaStatus !== 'pending') approvals.push({ id, due });
    }
    const act = async (id: string, action: 'approve' | 'cancel', remark?: string) => {
      const call = { id, version: await requestVersion(lc, id), permissions: new Set<string>() };
      const input = remark === undefined ? {} : { remark };
      const { result } = await actOnDocument(
        coordinator,
        sparePartRequest,
        sparePartRequestEffects,
        action,
        call,
        input,
      );
      return result;
    };
    for (const { id, remark } of take(cancels, OPEN_TAIL)) await act(id, 'cancel', remark);
    for (const { id } of take(approvals, OPEN_TAIL)) {
      const { commandId } = await act(id, 'approve');
      if (commandId) shipments.push({ id: String(commandId), due: step + rnd.int(1, LAG) });
    }
    for (const { id } of take(shipments, OPEN_TAIL * 2)) {
      // Some are picked to staging first (a picklist); the parts leave in two or three trips.
      if (rnd.chance(0.15)) await pickCommand(clerk, central, id, 'picked');
      const share = rnd.chance(0.1) ? 0.5 : 1;
      if (await shipReserved(clerk, id, share, rnd.int(2, 3))) shipped.push(id);
    }
  };
}

/** Those of the parts with at least three units free in the storage of the facility. */
async function freeParts(lc: LedgerContext, facilityId: string, parts: readonly string[]): Promise<string[]> {
  const rows = await lc.trx
    .selectFrom('wmsInventoryBalance as b')
    .innerJoin('wmsPosition as p', 'p.id', 'b.positionId')
    .innerJoin('wmsInventoryBatch as t', 't.id', 'b.batchId')
    .select('b.productId')
    .where('b.facilityId', '=', facilityId)
    .where('b.productId', 'in', parts)
    .where('p.positionType', 'in', ['storage', 'picking'])
    .where('p.frozenByCountId', 'is', null)
    .where('t.qualityStatus', 'in', ['qualified', 'concession'])
    .groupBy('b.productId')
    .having(sql<number>`sum(b.onhand_qty - b.promise_qty)`, '>=', 3000)
    .orderBy('b.productId')
    .execute();
  return rows.map((r) => r.productId);
}

async function requestVersion(lc: LedgerContext, id: string): Promise<number> {
  const { version } = await lc.trx
    .selectFrom('fsmSparePartRequest')
    .select('version')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(version);
}

/**
 * Ships what the approval reserved (the FSM store reserves only what exists, domain.md 2.5), all of it
 * or the share asked, and mirrors the command into its request. True when the command completed.
 */
async function shipReserved(
  lc: LedgerContext,
  commandId: string,
  share: number,
  trips: number,
): Promise<boolean> {
  const reserved = await lc.trx
    .selectFrom('wmsInventoryReservation')
    .select([
      'sourceLineId',
      sql<number | string>`sum(reserved_qty - consumed_qty - released_qty)`.as('open'),
    ])
    .where('sourceDocId', '=', commandId)
    .where('reservationStatus', '=', 'active')
    .groupBy('sourceLineId')
    .execute();
  const doc = await loadCommand(lc, commandId);
  const openOf = new Map(reserved.map((r) => [r.sourceLineId, qty(r.open)]));
  const lines = doc.lines.map((line) => ({
    lineId: line.id,
    qty: Math.floor((Math.min(line.qty, openOf.get(line.id) ?? 0) * share) / 1000) * 1000,
  }));
  let fulfilStatus: string = doc.header.fulfilStatus;
  for (const trip of tripsOf(lines, trips)) {
    // The engine mirrors the command on its FSM request after each action (domain.md 3.12).
    fulfilStatus = String((await actOnCommand(lc, commandId, 'outbound', { outLines: trip })).fulfilStatus);
  }
  return fulfilStatus === 'completed';
}

/** One pending request from FSM with its lines, as the FSM interface stores it. */
async function addRequest(
  lc: LedgerContext,
  rnd: SeededRandom,
  places: DemoPlaces,
  request: {
    id: string;
    code: string;
    sourceKey: string;
    fsmCode: string;
    chargeable: boolean;
    oaStatus: string;
    parts: string[];
  },
): Promise<void> {
  const audit = {
    tenantId: 0,
    createBy: 'fsm_shell',
    createTime: toDbDateTime(lc.now),
    updateBy: null,
    updateTime: null,
  };
  await lc.trx
    .insertInto('fsmSparePartRequest')
    .values({
      ...audit,
      id: request.id,
      code: request.code,
      docStatus: 'pending',
      fulfilStatus: 'unexecuted',
      returnStatus: null,
      approveBy: null,
      approveTime: null,
      cancelRemark: null,
      remark: null,
      version: 0,
      sourceKey: request.sourceKey,
      fsmCode: request.fsmCode,
      fsmActivityId: `ACT-${rnd.int(10_000, 99_999)}`,
      movementTypeCode: rnd.chance(0.7) ? 'defect_replace' : 'good_replace',
      teamId: rnd.pick(places.custody).teamId,
      engineerUserId: null,
      customerId: rnd.pick(places.customers),
      equipmentId: rnd.pick(places.equipment),
      equipmentSerialNo: null,
      requiredDate: day(lc.now + rnd.int(1, 20) * DAY),
      priority: rnd.pick(['L', 'M', 'H']),
      chargeable: request.chargeable ? 1 : 0,
      oaStatus: request.oaStatus,
      commandId: null,
      syncStatus: null,
    })
    .execute();
  await lc.trx
    .insertInto('fsmSparePartRequestLine')
    .values(
      request.parts.map((productId, index) => ({
        ...audit,
        id: newId(),
        requestId: request.id,
        lineNo: index + 1,
        productId,
        qty: rnd.int(1, 2) * 1000,
        defectReturnRequired: rnd.chance(0.7) ? 1 : 0,
        defectSerialNo: null,
        deliveredQty: 0,
        returnedQty: 0,
      })),
    )
    .execute();
}

/** domain.md 6.1: 400 FSM/OA messages. */
const OA_MESSAGES = 400;

/**
 * The field-service records around the requests (domain.md 3.12, 6.1), dated over the 18 months before
 * `lc.now` and inserted 200 rows to a statement: the FSM/OA message log (the approvals of the chargeable
 * requests, then contract, ECN and settlement messages; failures, retries, ignored ones and recent ones
 * pending), 6 ECN work orders in every state with 120 equipment items, 20 projects with their 7 stages,
 * and 50 service contracts covering 200 installed units, some expired, terminated or in draft.
 */
export async function seedDemoFsmRecords(
  lc: LedgerContext,
  rnd: SeededRandom,
  places: DemoPlaces,
  spanMs: number,
  oa: readonly OaApproval[],
): Promise<void> {
  const audit = (epochMs: number) => ({
    tenantId: 0,
    createBy: 'fsm_shell',
    createTime: toDbDateTime(epochMs),
    updateBy: null,
    updateTime: null,
  });
  const spanStart = lc.now - spanMs;

  const messages: Record<string, unknown>[] = oa.flatMap((approval) => [
    {
      direction: 'outbound',
      bizType: 'spare_part_approval',
      fsmCode: approval.fsmCode,
      oaOrderId: approval.oaOrderId,
      at: approval.at,
      status: 'success',
    },
    ...(approval.oaStatus === 'pending'
      ? []
      : [
          {
            direction: 'inbound',
            bizType: 'spare_part_approval',
            fsmCode: approval.fsmCode,
            oaOrderId: approval.oaOrderId,
            at: approval.at + rnd.int(1, 48) * 3_600_000,
            status: 'success',
            decision: approval.oaStatus,
          },
        ]),
  ]);
  while (messages.length < OA_MESSAGES) {
    const when = spanStart + Math.floor(rnd.next() * spanMs);
    const recent = lc.now - when < 2 * DAY;
    const roll = rnd.next();
    messages.push({
      direction: rnd.chance(0.5) ? 'outbound' : 'inbound',
      bizType: rnd.pick(['service_contract', 'ecn', 'settlement', 'settlement']),
      fsmCode: `FSM${rnd.int(100_000, 999_999)}`,
      oaOrderId: `OA${rnd.int(1_000_000, 9_999_999)}`,
      at: when,
      status: recent ? 'pending' : roll < 0.08 ? 'failed' : roll < 0.11 ? 'ignored' : 'success',
    });
  }
  messages.sort((a, b) => Number(a.at) - Number(b.at));
  await insertDemoRows(
    lc,
    'fsm_oa_interface',
    messages.map((m, i) => ({
      ...audit(Number(m.at)),
      id: stableId('fsm_oa', String(i)),
      version: 0,
      direction: m.direction,
      bizType: m.bizType,
      fsmCode: m.fsmCode,
      oaOrderId: m.oaOrderId,
      oaPartner: '华东服务中心',
      requestPayload: JSON.stringify({ seq: i, fsmCode: m.fsmCode, bizType: m.bizType }),
      responsePayload:
        m.status === 'success'
          ? JSON.stringify({ code: 0, ...(m.decision ? { result: m.decision } : {}) })
          : null,
      syncStatus: m.status,
      errorMessage: m.status === 'failed' ? rnd.pick(['OA接口超时', 'OA返回: 审批流程不存在']) : null,
      retryCount: m.status === 'failed' ? 3 : m.status === 'success' && rnd.chance(0.1) ? 1 : 0,
      handleRemark: m.status === 'ignored' ? '线下已处理' : null,
    })),
  );

  // EC-DEMO-3 keeps its shape (approved, 2 done, 3 dispatched): the e2e test of the done dialog uses it.
  const ecns = [
    { title: '更换高压泵密封', state: 'pending', items: 23 },
    { title: '升级控制板固件', state: 'approved', items: 23 },
    { title: '加装过滤器', state: 'executing', items: 5 },
    { title: '更换流量传感器', state: 'completed', items: 23 },
    { title: '更换进水电磁阀', state: 'executing', items: 23 },
    { title: '加装漏水检测', state: 'cancelled', items: 23 },
  ] as const;
  const ecnRows: Record<string, unknown>[] = [];
  const itemRows: Record<string, unknown>[] = [];
  let unit = 0;
  for (const [e, ecn] of ecns.entries()) {
    const id = stableId('fsm_ecn', String(e));
    const created = spanStart + Math.floor(((e + 1) / (ecns.length + 1)) * spanMs);
    const approved = ecn.state !== 'pending' && ecn.state !== 'cancelled';
    ecnRows.push({
      ...audit(created),
      id,
      code: `EC-DEMO-${e + 1}`,
      docStatus: approved ? 'approved' : ecn.state,
      fulfilStatus: ecn.state === 'executing' || ecn.state === 'completed' ? ecn.state : 'unexecuted',
      version: 0,
      ecnNo: `ECN-2025-${String(e + 11).padStart(3, '0')}`,
      title: ecn.title,
      productId: null,
      plannedFrom: day(created + 7 * DAY),
      plannedTo: day(created + 120 * DAY),
      approveBy: approved ? 'admin' : null,
      approveTime: approved ? toDbDateTime(created + DAY) : null,
      cancelRemark: ecn.state === 'cancelled' ? '改由下一版本整机解决' : null,
    });
    for (let i = 0; i < ecn.items; i++) {
      const status =
        ecn.state === 'pending' || ecn.state === 'approved'
          ? 'planned'
          : ecn.state === 'cancelled'
            ? 'cancelled'
            : ecn.state === 'completed'
              ? i % 9 === 4
                ? 'cancelled'
                : 'done'
              : e === 2
                ? i < 2
                  ? 'done'
                  : 'dispatched'
                : i % 3 === 0
                  ? 'done'
                  : i % 7 === 1
                    ? 'cancelled'
                    : 'dispatched';
      itemRows.push({
        ...audit(created),
        id: newId(),
        workOrderId: id,
        lineNo: i + 1,
        equipmentId: places.equipment[unit % places.equipment.length]!,
        serialNo: `SN${String(2_000_000 + (unit % places.equipment.length))}`,
        customerId: null,
        plannedDate: day(created + (7 + i * 5) * DAY),
        fsmCode: status === 'planned' ? null : `FSM${rnd.int(100_000, 999_999)}`,
        itemStatus: status,
      });
      unit += 1;
    }
  }
  await insertDemoRows(lc, 'fsm_ecn_work_order', ecnRows);
  await insertDemoRows(lc, 'fsm_ecn_work_order_item', itemRows);

  const stages = [
    'contract',
    'design',
    'delivery',
    'installation',
    'commissioning',
    'acceptance',
    'warranty',
  ];
  const projectRows: Record<string, unknown>[] = [];
  const stageRows: Record<string, unknown>[] = [];
  for (let p = 0; p < 20; p++) {
    const projectId = stableId('fsm_project', String(p));
    const start = lc.now - rnd.int(30, 520) * DAY;
    const suspended = p % 9 === 5;
    let cursor = start;
    let finishedAll = true;
    for (const [index, stage] of stages.entries()) {
      const plannedEnd = cursor + rnd.int(25, 60) * DAY;
      const actualEnd = plannedEnd + rnd.int(-15, 25) * DAY;
      const finished = !suspended && actualEnd < lc.now;
      finishedAll &&= finished;
      stageRows.push({
        ...audit(start),
        id: newId(),
        projectId,
        lineNo: index + 1,
        stage,
        plannedStart: day(cursor),
        plannedEnd: day(plannedEnd),
        actualStart: cursor < lc.now ? day(cursor) : null,
        actualEnd: finished ? day(actualEnd) : null,
        progressPct: finished ? 10_000 : cursor < lc.now ? rnd.int(1, 9) * 1_000 : 0,
      });
      cursor = plannedEnd;
    }
    projectRows.push({
      ...audit(start),
      id: projectId,
      code: `PRJ${String(p + 1).padStart(3, '0')}`,
      name: `${['上海', '苏州', '广州', '成都'][p % 4]}水处理项目${p + 1}`,
      customerId: rnd.pick(places.customers),
      regionCode: ['31', '32', '44', '51'][p % 4]!,
      projectStatus: suspended ? 'suspended' : finishedAll ? 'closed' : 'active',
      startDate: day(start),
      endDate: day(cursor),
      status: '1',
      delFlag: 0,
      version: 0,
    });
  }
  await insertDemoRows(lc, 'fsm_project', projectRows);
  await insertDemoRows(lc, 'fsm_project_stage', stageRows);

  const contractRows: Record<string, unknown>[] = [];
  const coverageRows: Record<string, unknown>[] = [];
  for (let c = 0; c < 50; c++) {
    const contractId = stableId('fsm_contract', String(c));
    const start = lc.now - rnd.int(0, 540) * DAY;
    const end = start + 365 * DAY;
    const status = c % 17 === 8 ? 'draft' : c % 13 === 6 ? 'terminated' : end < lc.now ? 'expired' : 'active';
    contractRows.push({
      ...audit(start),
      id: contractId,
      code: `SC2025${String(c + 1).padStart(4, '0')}`,
      customerId: rnd.pick(places.customers),
      contractType: rnd.pick(['warranty', 'extended_warranty', 'maintenance', 'full_service']),
      startDate: day(start),
      endDate: day(end),
      amount: rnd.int(5_000, 200_000) * 100,
      currency: 'CNY',
      slaLevel: rnd.pick(['gold', 'silver', 'bronze']),
      responseHours: rnd.pick([4, 8, 24]),
      partsIncluded: rnd.chance(0.5) ? 1 : 0,
      contractStatus: status,
      importBatchId: null,
      status: '1',
      delFlag: 0,
      version: 0,
    });
    for (let u = 0; u < 4; u++) {
      const index = 100 + c * 4 + u;
      coverageRows.push({
        ...audit(start),
        id: newId(),
        contractId,
        lineNo: u + 1,
        equipmentId: places.equipment[index % places.equipment.length]!,
        serialNo: `SN${String(2_000_000 + (index % places.equipment.length))}`,
        coverageStart: day(start),
        coverageEnd: day(end),
      });
    }
  }
  await insertDemoRows(lc, 'fsm_service_contract', contractRows);
  await insertDemoRows(lc, 'fsm_service_contract_equipment', coverageRows);
  // The sync job has long pushed the older request states back to FSM; the last two days' wait.
  await lc.trx
    .updateTable('fsmSparePartRequest')
    .set({ syncStatus: 'success' })
    .where('syncStatus', '=', 'pending')
    .where('updateTime', '<', toDbDateTime(lc.now - 2 * DAY))
    .execute();
}
