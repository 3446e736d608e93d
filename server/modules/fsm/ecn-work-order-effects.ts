import { ecnWorkOrder } from '../../../src/domain/warehouse/fsm';
import { documentEffects } from '../../documents/document-effects';
import { loadDocumentHeader } from '../../documents/load-document';
import type { LedgerContext } from '../warehouse/ledger/ledger-context';
import './fsm-tables';

/** An ECN work order of the caller's tenant, or `doc.notFound`; its items are changed by status. */
async function loadEcnWorkOrder(lc: LedgerContext, id: string) {
  return { header: await loadDocumentHeader(lc, 'fsmEcnWorkOrder', id, ['createBy']) };
}

type EcnDocument = Awaited<ReturnType<typeof loadEcnWorkOrder>>;
type ItemStatus = 'planned' | 'dispatched' | 'done' | 'cancelled';

async function moveItems(
  lc: LedgerContext,
  doc: EcnDocument,
  from: readonly ItemStatus[],
  to: ItemStatus,
): Promise<void> {
  await lc.trx
    .updateTable('fsmEcnWorkOrderItem')
    .set({ itemStatus: to })
    .where('tenantId', '=', lc.tenantId)
    .where('workOrderId', '=', doc.header.id)
    .where('itemStatus', 'in', from)
    .execute();
}

/**
 * The items of the chosen ids that were dispatched are done; the order completes once no item is planned
 * or dispatched, else it is being executed.
 */
async function itemsDone(lc: LedgerContext, doc: EcnDocument, itemIds: readonly string[]): Promise<void> {
  await lc.trx
    .updateTable('fsmEcnWorkOrderItem')
    .set({ itemStatus: 'done' })
    .where('tenantId', '=', lc.tenantId)
    .where('workOrderId', '=', doc.header.id)
    .where('id', 'in', itemIds)
    .where('itemStatus', '=', 'dispatched')
    .execute();
  const open = await lc.trx
    .selectFrom('fsmEcnWorkOrderItem')
    .select('id')
    .where('tenantId', '=', lc.tenantId)
    .where('workOrderId', '=', doc.header.id)
    .where('itemStatus', 'in', ['planned', 'dispatched'])
    .execute();
  doc.header.fulfilStatus = open.length === 0 ? 'completed' : 'executing';
  await lc.trx
    .updateTable('fsmEcnWorkOrder')
    .set({ fulfilStatus: doc.header.fulfilStatus })
    .where('tenantId', '=', lc.tenantId)
    .where('id', '=', doc.header.id)
    .execute();
}

/**
 * The business effects of the ECN work order's actions (descriptor: src/domain/warehouse/fsm.ts): the
 * items follow the order's state; the engine claims, stamps, logs and answers.
 */
export const ecnWorkOrderEffects = documentEffects(ecnWorkOrder, {
  load: loadEcnWorkOrder,
  actions: {
    approve: { run: ({ lc, doc }) => moveItems(lc, doc, ['planned'], 'dispatched') },
    cancelApproval: { run: ({ lc, doc }) => moveItems(lc, doc, ['dispatched'], 'planned') },
    cancel: {},
    // A force-finished order closes: what was left is cancelled, not done.
    forceFinish: {
      facts: () => ({ closedQuantity: true }),
      run: async ({ lc, doc }) => {
        await moveItems(lc, doc, ['planned', 'dispatched'], 'cancelled');
        doc.header.fulfilStatus = 'closed';
      },
    },
    itemsDone: { run: ({ lc, doc, input }) => itemsDone(lc, doc, input.itemIds ?? []) },
  },
  // The ECN contract answers the order's state without its code.
  result: ({ header }) => ({
    id: header.id,
    docStatus: header.docStatus,
    fulfilStatus: header.fulfilStatus,
    version: header.version,
  }),
});
