import { sql } from 'kysely';
import { type Static, Type } from 'typebox';
import { fromScaled, toScaled } from '../../../src/domain/entity/scaled-number';
import {
  DEFAULT_PACKAGE_TYPE,
  expectedPackageWeight,
  needsRecheck,
  packageNo,
  weightDeviationPct,
} from '../../../src/domain/packing/packing-rules';
import { packingTask } from '../../../src/domain/packing/packing-task';
import type { DocState } from '../../../src/domain/workflow';
import { toDbDateTime } from '../../db/datetime';
import { newId } from '../../db/ids';
import { scaledQty } from '../../documents/action-body';
import { documentEffects } from '../../documents/document-effects';
import { loadDocument } from '../../documents/load-document';
import { AppError } from '../../http/app-error';
import { type LedgerContext, qty } from '../warehouse/ledger/ledger-context';
import './packing-tables';

/** Product columns the ledger's typed table leaves out: the net weight per unit (kg) of the weight check. */
type ProductWeight = { mdmProduct: { netWeight: number | string | null } };

/** An item scanned at the pack station (exec). */
export interface PackScan {
  productCode: string;
  batchNo?: string;
  /** Scaled quantity (domain.md 0.2). */
  qty: number;
  packageType?: string;
  newPackage?: boolean;
}

/** A package put on the scale (weigh). */
export interface PackageWeighing {
  packageId: string;
  /** Scaled kilograms. */
  grossWeight: number;
  dimensions?: { length: number; width: number; height: number };
  /** The packer re-checked a package outside the tolerance and accepts the weight. */
  confirmDeviation?: boolean;
}

/** What the pack station's steps carry: a scan, the package to seal, or a weighing. */
export interface PackingInput {
  scan?: PackScan;
  sealPackageId?: string;
  weighing?: PackageWeighing;
}

interface TaskHeader {
  id: string;
  code: string;
  docStatus: DocState['docStatus'];
  fulfilStatus: DocState['fulfilStatus'];
  version: number;
  sourceDocId: string | null;
}

interface PackingTask {
  header: TaskHeader;
  /** Some line has packed quantity (cancel approval is refused). */
  packedAnything: boolean;
  /** Every line is packed in full (force finish closes nothing). */
  allPacked: boolean;
}

async function loadTask(lc: LedgerContext, id: string): Promise<PackingTask> {
  const { header, lines } = await loadDocument(
    lc,
    {
      header: 'pkgTask',
      headerColumns: ['sourceDocId'],
      lines: 'pkgTaskLine',
      parent: 'taskId',
      lineColumns: [],
      quantities: ['qty', 'packedQty'],
    },
    id,
  );
  return {
    header,
    packedAnything: lines.some((line) => line.packedQty > 0),
    allPacked: lines.every((line) => line.packedQty >= line.qty),
  };
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

/** The task's fulfilment (executing once the station worked on it, or completed) and its totals. */
async function saveTask(
  lc: LedgerContext,
  task: TaskHeader,
  totals: { packageCount?: number; totalGrossWeight?: number; totalNetWeight?: number } = {},
): Promise<void> {
  await lc.trx
    .updateTable('pkgTask')
    .set({
      fulfilStatus: task.fulfilStatus,
      ...totals,
      updateBy: lc.username,
      updateTime: toDbDateTime(lc.now),
    })
    .where('tenantId', '=', lc.tenantId)
    .where('id', '=', task.id)
    .execute();
}

/**
 * Exec (domain.md 3.8): the scanned product (and batch) must be a line of the task and the quantity
 * at most what is left of it; it goes into the open package, a new one when asked or none is open.
 */
async function packItem(
  lc: LedgerContext,
  task: TaskHeader,
  scan: PackScan,
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
  weighing: PackageWeighing,
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
  task.fulfilStatus = done ? 'completed' : 'executing';
  await saveTask(lc, task, {
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

const ID = Type.String({ pattern: '^[0-9A-Za-z]{1,32}$' });
const REQUEST_ID = Type.String({ minLength: 8, maxLength: 64 });
const DECIMAL = Type.Union([Type.Number({ minimum: 0 }), Type.String({ maxLength: 24 })]);
const execBody = Type.Object({
  id: ID,
  requestId: REQUEST_ID,
  productCode: Type.String({ minLength: 1, maxLength: 64 }),
  batchNo: Type.Optional(Type.String({ maxLength: 64 })),
  qty: DECIMAL,
  packageType: Type.Optional(Type.String({ maxLength: 32 })),
  newPackage: Type.Optional(Type.Boolean()),
});
const sealBody = Type.Object({ id: ID, requestId: REQUEST_ID, packageId: ID });
const weighBody = Type.Object({
  id: ID,
  requestId: REQUEST_ID,
  packageId: ID,
  grossWeight: DECIMAL,
  length: Type.Optional(DECIMAL),
  width: Type.Optional(DECIMAL),
  height: Type.Optional(DECIMAL),
  confirmDeviation: Type.Optional(Type.Boolean()),
});

/** A quantity or weight above zero, as the stored scaled integer. */
function positive(value: number | string): number {
  const scaled = toScaled(value, 'qty');
  if (scaled === undefined || scaled <= 0)
    throw new AppError('request.invalid', { detail: `quantity ${value}` });
  return scaled;
}

/** The input a custom step's parse gave; its absence is a body the step does not take. */
function given<T>(value: T | undefined): T {
  if (value === undefined) throw new AppError('request.invalid', { detail: 'input' });
  return value;
}

/**
 * The effects of a packing task (domain.md 3.8) on the document engine: W's actions post nothing (a
 * task with packed items refuses cancel approval with its own message; force finish closes what was
 * not packed); the pack station's steps scan items into packages, seal and weigh them, and a task
 * packed and weighed in full completes and marks its command `packed`.
 */
export const packingEffects = documentEffects<PackingTask, PackingInput>(packingTask, {
  load: loadTask,
  actions: {
    approve: {},
    cancelApproval: {
      guard: (task) => {
        if (task.packedAnything) throw new AppError('packing.alreadyPacked');
      },
    },
    cancel: {},
    forceFinish: {
      facts: (task) => ({ closedQuantity: !task.allPacked }),
      run: async ({ doc }) => {
        doc.header.fulfilStatus = doc.allPacked ? 'completed' : 'closed';
      },
    },
    exec: {
      body: execBody,
      parse: (raw) => {
        const { productCode, batchNo, qty, packageType, newPackage } = raw as Static<typeof execBody>;
        const scan: PackScan = { productCode, qty: positive(qty) };
        if (batchNo) scan.batchNo = batchNo;
        if (packageType) scan.packageType = packageType;
        if (newPackage) scan.newPackage = true;
        return { custom: { scan } };
      },
      run: async ({ lc, doc, input }) => {
        const packed = await packItem(lc, doc.header, given(input.custom?.scan));
        await settleTask(lc, doc.header);
        return packed;
      },
    },
    seal: {
      body: sealBody,
      parse: (raw) => ({ custom: { sealPackageId: (raw as Static<typeof sealBody>).packageId } }),
      run: async ({ lc, doc, input }) => {
        const box = await findPackage(lc, doc.header.id, given(input.custom?.sealPackageId));
        await sealPackage(lc, doc.header.id, box.id);
        doc.header.fulfilStatus = 'executing';
        await saveTask(lc, doc.header);
        return { packageId: box.id, packageNo: box.packageNo };
      },
    },
    weigh: {
      body: weighBody,
      parse: (raw) => {
        const body = raw as Static<typeof weighBody>;
        const weighing: PackageWeighing = {
          packageId: body.packageId,
          grossWeight: positive(body.grossWeight),
        };
        const { length, width, height } = body;
        if (length !== undefined && width !== undefined && height !== undefined)
          weighing.dimensions = {
            length: scaledQty(length),
            width: scaledQty(width),
            height: scaledQty(height),
          };
        if (body.confirmDeviation) weighing.confirmDeviation = true;
        return { custom: { weighing } };
      },
      run: async ({ lc, doc, input }) => {
        const weighed = await weighPackage(lc, doc.header, given(input.custom?.weighing));
        await settleTask(lc, doc.header);
        return weighed;
      },
    },
  },
});
