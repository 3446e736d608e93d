import { rollUpCost } from '../../../src/domain/offer/cost-math';
import { materialCost } from '../../../src/domain/offer/material-cost';
import { toDbDateTime } from '../../db/datetime';
import { newId } from '../../db/ids';
import { documentEffects } from '../../documents/document-effects';
import { loadDocumentHeader } from '../../documents/load-document';
import { typedTrx } from '../../entity/entity-write';
import type { WriteEvent } from '../../entity/register-entity';
import { AppError } from '../../http/app-error';
import { dayOf, type LedgerContext } from '../warehouse/ledger/ledger-context';
import { buildCostTree } from './bom-tree';
import { withCostReads } from './cost-reads';
import './offer-tables';

const INSERT_CHUNK = 400;

/** A material cost of the caller's tenant with what its recalculation reads. */
export async function loadMaterialCost(lc: LedgerContext, id: string) {
  return {
    header: await loadDocumentHeader(lc, 'ofrMaterialCost', id, [
      'createBy',
      'productId',
      'saleBomId',
      'currency',
      'costDate',
      'laborCost',
      'overheadCost',
      'calcTime',
    ]),
  };
}

type MaterialCostDocument = Awaited<ReturnType<typeof loadMaterialCost>>;

const cents = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

/**
 * Recalculates a pending material cost (domain.md 3.10): the approved sale BOM of the cost's product is
 * exploded through every level with scrap, raw materials at their price in force on the cost date and
 * rates in force then (rollUpCost: exact, rounded once per line); the lines are replaced and the header
 * carries the material cost, the total with labour and overhead, the BOM version and the time.
 */
export async function recalculateMaterialCost(
  lc: LedgerContext,
  doc: MaterialCostDocument,
): Promise<{ materialCost: number; lines: number }> {
  const header = doc.header;
  const bom = await lc.trx
    .selectFrom('ofrSaleBom')
    .select(['id', 'code', 'productId', 'docStatus', 'bomVersion'])
    .where('tenantId', '=', lc.tenantId)
    .where('id', '=', header.saleBomId)
    .executeTakeFirst();
  if (bom?.docStatus !== 'approved')
    throw new AppError('saleBom.notApproved', { code: bom?.code ?? header.saleBomId });
  if (bom.productId !== header.productId)
    throw new AppError('saleBom.otherProduct', { code: bom.code ?? bom.id });
  const day = dayOf(header.costDate) ?? '';
  const tree = await withCostReads(lc.trx, () =>
    buildCostTree(lc, { id: bom.id, productId: bom.productId }, day, header.currency),
  );
  const rolled = rollUpCost(tree);
  await lc.trx
    .deleteFrom('ofrMaterialCostLine')
    .where('tenantId', '=', lc.tenantId)
    .where('materialCostId', '=', header.id)
    .execute();
  const at = toDbDateTime(lc.now);
  const rows = rolled.lines.map((line, index) => ({
    id: newId(),
    tenantId: lc.tenantId,
    materialCostId: header.id,
    lineNo: index + 1,
    remark: null,
    createBy: lc.username,
    createTime: at,
    updateBy: null,
    updateTime: null,
    ...line,
  }));
  for (let start = 0; start < rows.length; start += INSERT_CHUNK)
    await lc.trx
      .insertInto('ofrMaterialCostLine')
      .values(rows.slice(start, start + INSERT_CHUNK))
      .execute();
  await lc.trx
    .updateTable('ofrMaterialCost')
    .set({
      materialCost: rolled.materialCost,
      totalCost: rolled.materialCost + cents(header.laborCost) + cents(header.overheadCost),
      bomVersion: bom.bomVersion,
      calcTime: at,
    })
    .where('tenantId', '=', lc.tenantId)
    .where('id', '=', header.id)
    .execute();
  return { materialCost: rolled.materialCost, lines: rows.length };
}

const CALCULATION_INPUTS = ['productId', 'saleBomId', 'currency', 'costDate'] as const;

/**
 * The generic add and edit of a material cost (engine `beforeWrite`): the total is the material cost plus
 * labour and overhead; an edit of what the calculation read (product, BOM, currency, cost date) drops the
 * calculation and its lines, so a stale figure is never approved.
 */
export async function totalMaterialCost(event: WriteEvent): Promise<void> {
  if (event.action === 'delete') return;
  const values = event.record.values;
  if (event.action === 'add') {
    values.materialCost = null;
    values.totalCost = null;
    values.calcTime = null;
    return;
  }
  const trx = typedTrx(event.trx);
  const stored = await trx
    .selectFrom('ofrMaterialCost')
    .select(['productId', 'saleBomId', 'currency', 'costDate', 'materialCost', 'laborCost', 'overheadCost'])
    .where('tenantId', '=', event.scope.tenantId)
    .where('id', '=', event.id)
    .executeTakeFirst();
  if (!stored) return;
  const changed = CALCULATION_INPUTS.some((name) => {
    if (values[name] === undefined) return false;
    const before = name === 'costDate' ? dayOf(stored.costDate) : stored[name];
    return String(values[name]) !== String(before);
  });
  if (changed || stored.materialCost === null) {
    values.materialCost = null;
    values.totalCost = null;
    values.calcTime = null;
    await trx
      .deleteFrom('ofrMaterialCostLine')
      .where('tenantId', '=', event.scope.tenantId)
      .where('materialCostId', '=', event.id)
      .execute();
    return;
  }
  const labor = values.laborCost === undefined ? stored.laborCost : values.laborCost;
  const overhead = values.overheadCost === undefined ? stored.overheadCost : values.overheadCost;
  values.totalCost = cents(stored.materialCost) + cents(labor) + cents(overhead);
}

/**
 * Material cost effects (descriptor src/domain/offer/material-cost.ts): recalculate while pending;
 * approve only a calculated cost, which it freezes for offers (W: approved documents are not edited).
 */
export const materialCostEffects = documentEffects(materialCost, {
  load: loadMaterialCost,
  actions: {
    approve: {
      guard: (doc) => {
        if (!doc.header.calcTime) throw new AppError('materialCost.notCalculated');
      },
    },
    cancelApproval: {},
    cancel: {},
    recalculate: { run: ({ lc, doc }) => recalculateMaterialCost(lc, doc) },
  },
});
