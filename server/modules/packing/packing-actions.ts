import { sql } from 'kysely';
import { fromScaled, toScaled } from '../../../src/domain/entity/scaled-number';
import {
  DEFAULT_PACKAGE_TYPE,
  expectedPackageWeight,
  needsRecheck,
  packageNo,
  weightDeviationPct,
} from '../../../src/domain/packing/packing-rules';
import { type DocState, isAllowedFrom, nextState } from '../../../src/domain/workflow';
import { toDbDateTime } from '../../db/datetime';
import { newId } from '../../db/ids';
import { AppError } from '../../http/app-error';
import { type LedgerContext, qty } from '../warehouse/ledger/ledger-context';
import './packing-tables';

/** Product columns the ledger's typed table leaves out: the net weight per unit (kg) of the weight check. */
type ProductWeight = { mdmProduct: { netWeight: number | string | null } };

export type PackingAction =
  | { action: 'approve' | 'cancelApproval'; version: number }
  | { action: 'cancel' | 'forceFinish'; version: number; remark: string }
  | {
      action: 'exec';
      productCode: string;
      batchNo?: string;
      /** Scaled quantity (domain.md 0.2). */
      qty: number;
      packageType?: string;
      newPackage?: boolean;
    }
  | { action: 'seal'; packageId: string }
  | {
      action: 'weigh';
      packageId: string;
      /** Scaled kilograms. */
      grossWeight: number;
      dimensions?: { length: number; width: number; height: number };
      /** The packer re-checked a package outside the tolerance and accepts the weight. */
      confirmDeviation?: boolean;
    };

export interface PackingActionResult {
  id: string;
  docStatus: string;
  fulfilStatus: string;
  version: number;
  packageId?: string;
  packageNo?: string;
  deviationPct?: number;
  /** The weight is outside the tolerance and was not confirmed: the package waits for a re-check. */
  recheck?: boolean;
}

interface TaskHeader {
  id: string;
  code: string;
  docStatus: DocState['docStatus'];
  fulfilStatus: DocState['fulfilStatus'];
  version: number;
  sourceDocId: string | null;
}

async function loadTask(lc: LedgerContext, id: string): Promise<TaskHeader> {
  const row = await lc.trx
    .selectFrom('pkgTask')
    .select(['id', 'code', 'docStatus', 'fulfilStatus', 'version', 'sourceDocId'])
    .where('tenantId', '=', lc.tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new AppError('doc.notFound');
  return {
    ...row,
    code: row.code ?? row.id,
    docStatus: row.docStatus as DocState['docStatus'],
    fulfilStatus: row.fulfilStatus as DocState['fulfilStatus'],
    version: Number(row.version),
  };
}

/**
 * Writes the next state guarded by the state and version read (a concurrent action fails instead of
 * being overwritten); on PostgreSQL the row lock also queues the pack station's scans one by one.
 */
async function saveTask(lc: LedgerContext, task: TaskHeader, next: Partial<DocState>, extra = {}) {
  const result = await lc.trx
    .updateTable('pkgTask')
    .set({
      ...next,
      ...extra,
      version: sql<number>`version + 1`,
      updateBy: lc.username,
      updateTime: toDbDateTime(lc.now),
    })
    .where('tenantId', '=', lc.tenantId)
    .where('id', '=', task.id)
    .where('version', '=', task.version)
    .where('docStatus', '=', task.docStatus)
    .where('fulfilStatus', '=', task.fulfilStatus)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new AppError('doc.stateChanged');
  task.version += 1;
  Object.assign(task, next);
}

async function packedAnything(lc: LedgerContext, taskId: string): Promise<boolean> {
  const row = await lc.trx
    .selectFrom('pkgTaskLine')
    .select('id')
    .where('tenantId', '=', lc.tenantId)
    .where('taskId', '=', taskId)
    .where('packedQty', '>', 0)
    .executeTakeFirst();
  return Boolean(row);
}

/** The W actions of a packing task: approve releases it to the pack station; nothing is posted. */
async function changeState(
  lc: LedgerContext,
  task: TaskHeader,
  action: Extract<PackingAction, { version: number }>,
): Promise<void> {
  if (action.version !== task.version) throw new AppError('doc.stateChanged');
  const packed = await packedAnything(lc, task.id);
  if (action.action === 'cancelApproval' && packed) throw new AppError('packing.alreadyPacked');
  const facts = {
    ...('remark' in action ? { remark: action.remark } : {}),
    closedQuantity: action.action === 'forceFinish' && !(await allPacked(lc, task.id)),
  };
  const transition = nextState(task, action.action, facts);
  if (!transition.ok) throw new AppError(transition.error);
  const state = transition.state as DocState;
  const stamp =
    action.action === 'approve'
      ? { approveBy: lc.username, approveTime: toDbDateTime(lc.now) }
      : 'remark' in action
        ? { cancelRemark: action.remark }
        : {};
  await saveTask(lc, task, state, stamp);
}

async function allPacked(lc: LedgerContext, taskId: string): Promise<boolean> {
  const lines = await lc.trx
    .selectFrom('pkgTaskLine')
    .select(['qty', 'packedQty'])
    .where('tenantId', '=', lc.tenantId)
    .where('taskId', '=', taskId)
    .execute();
  return lines.every((line) => qty(line.packedQty) >= qty(line.qty));
}

/** The pack station works on a released task that is not finished (like outbound in W). */
async function claimForPacking(lc: LedgerContext, task: TaskHeader): Promise<void> {
  if (!isAllowedFrom('outbound', task)) throw new AppError('doc.actionNotAllowed');
  await saveTask(lc, task, { fulfilStatus: 'executing' });
}

/**
 * Exec (domain.md 3.8): the scanned product (and batch) must be a line of the task and the quantity
 * at most what is left of it; it goes into the open package, a new one when asked or none is open.
 */
async function packItem(
  lc: LedgerContext,
  task: TaskHeader,
  scan: Extract<PackingAction, { action: 'exec' }>,
): Promise<{ packageId: string; packageNo: string }> {
  const lines = await lc.trx
    .selectFrom('pkgTaskLine as l')
    .innerJoin('mdmProduct as m', 'm.id', 'l.productId')
    .leftJoin('wmsInventoryBatch as b', 'b.id', 'l.batchId')
    .select(['l.id', 'l.productId', 'l.batchId', 'l.qty', 'l.packedQty', 'b.batchNo'])
    .where('l.tenantId', '=', lc.tenantId)
    .where('l.taskId', '=', task.id)
    .where('m.code', '=', scan.productCode)
    .orderBy('l.lineNo')
    .execute();
  const batchNo = scan.batchNo?.trim() || undefined;
  const candidates = lines.filter((line) => batchNo === undefined || line.batchNo === batchNo);
  const params = { product: scan.productCode, batch: batchNo ?? '-' };
  if (candidates.length === 0) throw new AppError('packing.notInTask', params);
  const withOpen = candidates.filter((line) => qty(line.packedQty) < qty(line.qty));
  if (batchNo === undefined && new Set(withOpen.map((line) => line.batchId)).size > 1)
    throw new AppError('packing.batchRequired', { product: scan.productCode });
  const line = withOpen[0] ?? candidates[0]!;
  const open = qty(line.qty) - qty(line.packedQty);
  if (scan.qty > open) {
    throw new AppError('packing.overPacked', {
      product: scan.productCode,
      open: fromScaled(open, 'qty'),
      qty: fromScaled(scan.qty, 'qty'),
    });
  }
  const box = await openPackage(lc, task, scan.newPackage === true, scan.packageType);
  const audit = { tenantId: lc.tenantId, createBy: lc.username, createTime: toDbDateTime(lc.now) };
  const same = await lc.trx
    .selectFrom('pkgPackageItem')
    .select('id')
    .where('tenantId', '=', lc.tenantId)
    .where('packageId', '=', box.id)
    .where('taskLineId', '=', line.id)
    .executeTakeFirst();
  if (same) {
    await lc.trx
      .updateTable('pkgPackageItem')
      .set({ qty: sql<number>`qty + ${scan.qty}`, updateBy: lc.username, updateTime: toDbDateTime(lc.now) })
      .where('id', '=', same.id)
      .execute();
  } else {
    const count = await lc.trx
      .selectFrom('pkgPackageItem')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('packageId', '=', box.id)
      .executeTakeFirstOrThrow();
    await lc.trx
      .insertInto('pkgPackageItem')
      .values({
        ...audit,
        id: newId(),
        packageId: box.id,
        lineNo: Number(count.n) + 1,
        taskLineId: line.id,
        productId: line.productId,
        batchId: line.batchId,
        qty: scan.qty,
      })
      .execute();
  }
  await lc.trx
    .updateTable('pkgTaskLine')
    .set({
      packedQty: sql<number>`packed_qty + ${scan.qty}`,
      updateBy: lc.username,
      updateTime: toDbDateTime(lc.now),
    })
    .where('id', '=', line.id)
    .execute();
  return { packageId: box.id, packageNo: box.packageNo };
}

/** The task's open package, or a new one numbered after the last (task code + `-001`). */
async function openPackage(
  lc: LedgerContext,
  task: TaskHeader,
  forceNew: boolean,
  packageType: string | undefined,
): Promise<{ id: string; packageNo: string }> {
  const packages = await lc.trx
    .selectFrom('pkgPackage')
    .select(['id', 'packageNo', 'packageStatus', 'lineNo'])
    .where('tenantId', '=', lc.tenantId)
    .where('taskId', '=', task.id)
    .orderBy('lineNo', 'desc')
    .execute();
  const current = packages.find((p) => p.packageStatus === 'open');
  if (current && !forceNew) return current;
  if (current) await sealPackage(lc, task.id, current.id);
  const sequence = Number(packages[0]?.lineNo ?? 0) + 1;
  const created = {
    id: newId(),
    packageNo: packageNo(task.code, sequence),
  };
  await lc.trx
    .insertInto('pkgPackage')
    .values({
      ...created,
      tenantId: lc.tenantId,
      taskId: task.id,
      lineNo: sequence,
      packageType: packageType || DEFAULT_PACKAGE_TYPE,
      packageStatus: 'open',
      labelPrintCount: 0,
      createBy: lc.username,
      createTime: toDbDateTime(lc.now),
    })
    .execute();
  return created;
}

async function packageItems(lc: LedgerContext, packageId: string) {
  return lc.trx
    .withTables<ProductWeight>()
    .selectFrom('pkgPackageItem as i')
    .innerJoin('mdmProduct as m', 'm.id', 'i.productId')
    .select(['i.qty', 'm.netWeight'])
    .where('i.tenantId', '=', lc.tenantId)
    .where('i.packageId', '=', packageId)
    .execute();
}

async function findPackage(lc: LedgerContext, taskId: string, packageId: string) {
  const row = await lc.trx
    .selectFrom('pkgPackage')
    .select(['id', 'packageNo', 'packageType', 'packageStatus'])
    .where('tenantId', '=', lc.tenantId)
    .where('taskId', '=', taskId)
    .where('id', '=', packageId)
    .executeTakeFirst();
  if (!row || row.packageStatus === 'shipped') throw new AppError('packing.packageNotFound');
  return row;
}

/** Seal: nothing more goes in; the next scan opens a new package. */
async function sealPackage(lc: LedgerContext, taskId: string, packageId: string): Promise<void> {
  const box = await findPackage(lc, taskId, packageId);
  if ((await packageItems(lc, box.id)).length === 0) throw new AppError('packing.emptyPackage');
  if (box.packageStatus !== 'open') return;
  await lc.trx
    .updateTable('pkgPackage')
    .set({ packageStatus: 'sealed', updateBy: lc.username, updateTime: toDbDateTime(lc.now) })
    .where('id', '=', box.id)
    .execute();
}

const kilograms = (items: { qty: number | string; netWeight: number | string | null }[]) =>
  items.map((item) => ({
    qty: fromScaled(qty(item.qty), 'qty'),
    netWeightKg: item.netWeight === null ? 0 : fromScaled(qty(item.netWeight), 'qty'),
  }));

/**
 * Weigh (domain.md 3.8): the scale's gross weight against Σ item net weight + tare; a deviation above
 * the tolerance keeps the package sealed for a re-check unless the packer confirms the weight.
 */
async function weighPackage(
  lc: LedgerContext,
  task: TaskHeader,
  weighing: Extract<PackingAction, { action: 'weigh' }>,
): Promise<{ packageId: string; packageNo: string; deviationPct: number; recheck: boolean }> {
  const box = await findPackage(lc, task.id, weighing.packageId);
  const items = await packageItems(lc, box.id);
  if (items.length === 0) throw new AppError('packing.emptyPackage');
  const expected = expectedPackageWeight(kilograms(items), box.packageType ?? DEFAULT_PACKAGE_TYPE);
  const deviation = weightDeviationPct(fromScaled(weighing.grossWeight, 'qty'), expected);
  const recheck = needsRecheck(deviation) && weighing.confirmDeviation !== true;
  await lc.trx
    .updateTable('pkgPackage')
    .set({
      grossWeight: weighing.grossWeight,
      expectedWeight: toScaled(expected, 'qty') ?? 0,
      deviationPct: toScaled(deviation, 'pct') ?? 0,
      ...(weighing.dimensions ?? {}),
      weighedAt: toDbDateTime(lc.now),
      weighedBy: lc.username,
      packageStatus: recheck ? 'sealed' : 'weighed',
      updateBy: lc.username,
      updateTime: toDbDateTime(lc.now),
    })
    .where('id', '=', box.id)
    .execute();
  return { packageId: box.id, packageNo: box.packageNo, deviationPct: deviation, recheck };
}

/**
 * The task's totals from its packages, and completion: every line packed and every package that holds
 * something weighed. A completed task marks its command `packed` (the goods stay reserved in STAGE).
 */
async function settleTask(lc: LedgerContext, task: TaskHeader): Promise<void> {
  const packages = await lc.trx
    .selectFrom('pkgPackage')
    .select(['id', 'packageStatus', 'grossWeight'])
    .where('tenantId', '=', lc.tenantId)
    .where('taskId', '=', task.id)
    .execute();
  let net = 0;
  const filled = [];
  for (const box of packages) {
    const items = kilograms(await packageItems(lc, box.id));
    if (items.length === 0) continue;
    filled.push(box);
    net += items.reduce((sum, item) => sum + item.qty * item.netWeightKg, 0);
  }
  const gross = filled.reduce((sum, box) => sum + qty(box.grossWeight), 0);
  const done = (await allPacked(lc, task.id)) && filled.every((box) => box.packageStatus === 'weighed');
  await saveTask(lc, task, done ? { fulfilStatus: 'completed' } : {}, {
    packageCount: filled.length,
    totalGrossWeight: gross,
    totalNetWeight: toScaled(Math.round(net * 1000) / 1000, 'qty') ?? 0,
  });
  if (done && task.sourceDocId) {
    await lc.trx
      .updateTable('wmsCommand')
      .set({ businessStatus: 'packed', updateBy: lc.username, updateTime: toDbDateTime(lc.now) })
      .where('tenantId', '=', lc.tenantId)
      .where('id', '=', task.sourceDocId)
      .execute();
  }
}

/** One action on a packing task inside the caller's transaction (runDocumentAction: idempotent by request). */
export async function performPackingAction(
  lc: LedgerContext,
  id: string,
  action: PackingAction,
): Promise<PackingActionResult> {
  const task = await loadTask(lc, id);
  const answer = (extra: Partial<PackingActionResult> = {}): PackingActionResult => ({
    id: task.id,
    docStatus: task.docStatus,
    fulfilStatus: task.fulfilStatus,
    version: task.version,
    ...extra,
  });
  switch (action.action) {
    case 'approve':
    case 'cancelApproval':
    case 'cancel':
    case 'forceFinish':
      await changeState(lc, task, action);
      return answer();
    case 'exec': {
      await claimForPacking(lc, task);
      const packed = await packItem(lc, task, action);
      await settleTask(lc, task);
      return answer(packed);
    }
    case 'seal': {
      await claimForPacking(lc, task);
      const box = await findPackage(lc, task.id, action.packageId);
      await sealPackage(lc, task.id, box.id);
      return answer({ packageId: box.id, packageNo: box.packageNo });
    }
    case 'weigh': {
      await claimForPacking(lc, task);
      const weighed = await weighPackage(lc, task, action);
      await settleTask(lc, task);
      return answer(weighed);
    }
  }
}
