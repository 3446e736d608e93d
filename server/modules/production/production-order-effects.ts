import { productionOrder } from '../../../src/domain/production/production-order';
import { toDbDateTime } from '../../db/datetime';
import { documentEffects } from '../../documents/document-effects';
import { loadDocument } from '../../documents/load-document';
import { AppError } from '../../http/app-error';
import { type LedgerContext, qty } from '../warehouse/ledger/ledger-context';
import { productLabel } from '../warehouse/ledger/post-inventory-movement';
import { atLineSide, insertComponents, orderComponents } from './production-components';

/** A production order of the caller's tenant with its components, or `doc.notFound`. */
export async function loadProductionOrder(lc: LedgerContext, id: string) {
  const doc = await loadDocument(
    lc,
    {
      header: 'mesProductionOrder',
      headerColumns: ['orderType', 'productId', 'bomVersion', 'plannedQty', 'receivedQty', 'createBy'],
      lines: 'mesProductionComponent',
      parent: 'productionOrderId',
      lineColumns: ['id', 'productId', 'backflush'],
      quantities: ['qtyPerUnit', 'requiredQty', 'issuedQty', 'returnedQty', 'consumedQty'],
    },
    id,
  );
  return {
    ...doc,
    header: {
      ...doc.header,
      plannedQty: qty(doc.header.plannedQty),
      receivedQty: qty(doc.header.receivedQty),
    },
  };
}

export type ProductionOrderDocument = Awaited<ReturnType<typeof loadProductionOrder>>;

/** Required quantity of a component: planned x per unit x (1 + scrap %), scaled (qty x 1000, pct x 100). */
export function requiredOf(plannedQty: number, qtyPerUnit: number, scrapPct = 0): number {
  return Math.round((plannedQty * qtyPerUnit * (10000 + scrapPct)) / (1000 * 10000));
}

/**
 * The business effects of the production order (descriptor: src/domain/production/production-order.ts).
 * Release takes the components from the product's BOM when none were entered and fills the required
 * quantities; force finish is refused while components are still at the line side.
 */
export const productionOrderEffects = documentEffects(productionOrder, {
  load: loadProductionOrder,
  actions: {
    approve: { run: ({ lc, doc }) => release(lc, doc) },
    cancelApproval: {
      facts: (doc) => ({
        hasPostings: doc.lines.some((c) => c.issuedQty > 0) || doc.header.receivedQty > 0,
      }),
    },
    cancel: {},
    forceFinish: {
      facts: (doc) => ({ closedQuantity: doc.header.receivedQty < doc.header.plannedQty }),
      run: async ({ lc, doc }) => {
        for (const component of await orderComponents(lc, doc.header.id)) {
          const left = atLineSide(component);
          if (left > 0) {
            throw new AppError('mes.lineSideNotReturned', {
              product: await productLabel(lc, component.productId),
              qty: left / 1000,
            });
          }
        }
        doc.header.fulfilStatus = doc.header.receivedQty >= doc.header.plannedQty ? 'completed' : 'closed';
        await lc.trx
          .updateTable('mesProductionOrder')
          .set({ actualEnd: toDbDateTime(lc.now) })
          .where('id', '=', doc.header.id)
          .execute();
      },
    },
  },
});

/** Release (domain.md 3.9): components from the BOM when none were entered, required quantities filled. */
async function release(lc: LedgerContext, doc: ProductionOrderDocument): Promise<void> {
  const { header } = doc;
  if (header.plannedQty <= 0) throw new AppError('mes.plannedQtyPositive');
  // A rework order works on units already made (work-check-follow-up.ts): it may have no components.
  if (doc.lines.length === 0 && header.orderType === 'rework') return;
  if (doc.lines.length === 0) {
    if (!(await componentsFromBom(lc, header))) throw new AppError('mes.noComponents');
    return;
  }
  for (const line of doc.lines) {
    if (line.requiredQty > 0) continue;
    await lc.trx
      .updateTable('mesProductionComponent')
      .set({ requiredQty: requiredOf(header.plannedQty, line.qtyPerUnit) })
      .where('id', '=', line.id)
      .execute();
  }
}

/** Inserts an order's components from its product's BOM, required quantities filled; false when it has none. */
export async function componentsFromBom(
  lc: LedgerContext,
  header: { id: string; productId: string; bomVersion: string | null; plannedQty: number },
): Promise<boolean> {
  const bom = await lc.trx
    .selectFrom('mesBom')
    .select(['componentId', 'qtyPerUnit', 'scrapPct', 'backflush'])
    .where('tenantId', '=', lc.tenantId)
    .where('productId', '=', header.productId)
    .where('bomVersion', '=', header.bomVersion ?? '1')
    .orderBy('componentId')
    .execute();
  await insertComponents(
    lc,
    header.id,
    bom.map((row, index) => ({
      lineNo: index + 1,
      productId: row.componentId,
      qtyPerUnit: qty(row.qtyPerUnit),
      requiredQty: requiredOf(header.plannedQty, qty(row.qtyPerUnit), qty(row.scrapPct)),
      backflush: row.backflush ? 1 : 0,
    })),
  );
  return bom.length > 0;
}
