import { fromScaled } from '../../../src/domain/entity/scaled-number';
import { outsourcingOrder } from '../../../src/domain/srm/outsourcing-order';
import { atSubcontractor, consumedTarget, requiredQty } from '../../../src/domain/srm/outsourcing-rules';
import { toDbDateTime } from '../../db/datetime';
import { documentEffects } from '../../documents/document-effects';
import { loadDocument } from '../../documents/load-document';
import { AppError } from '../../http/app-error';
import { actOnCommand } from '../warehouse/commands/command-effects';
import { recordOnOriginal } from '../warehouse/commands/command-references';
import { createCommand } from '../warehouse/commands/create-command';
import { lockBalances } from '../warehouse/ledger/balance-rows';
import { type LedgerContext, qty } from '../warehouse/ledger/ledger-context';
import {
  type PostingInput,
  type PostingLeg,
  postInventoryMovement,
  productLabel,
} from '../warehouse/ledger/post-inventory-movement';
import './srm-tables';

/** An outsourcing order of the caller's tenant with its components, or `doc.notFound`. */
export async function loadOutsourcingOrder(lc: LedgerContext, id: string) {
  const { header, lines } = await loadDocument(
    lc,
    {
      header: 'srmOutsourcingOrder',
      headerColumns: [
        'partnerId',
        'productId',
        'qty',
        'receivedQty',
        'issueFacilityId',
        'subcontractFacilityId',
        'confirmStatus',
        'issueCommandId',
        'returnStatus',
        'createBy',
      ],
      lines: 'srmOutsourcingComponent',
      parent: 'outsourcingOrderId',
      lineColumns: ['id', 'productId'],
      quantities: ['qtyPerUnit', 'requiredQty', 'issuedQty', 'consumedQty', 'returnedQty'],
    },
    id,
  );
  return {
    header: { ...header, qty: qty(header.qty), receivedQty: qty(header.receivedQty) },
    components: lines,
  };
}

export type OutsourcingOrderDocument = Awaited<ReturnType<typeof loadOutsourcingOrder>>;
type Component = OutsourcingOrderDocument['components'][number];

async function saveComponent(lc: LedgerContext, component: Component) {
  await lc.trx
    .updateTable('srmOutsourcingComponent')
    .set({
      requiredQty: component.requiredQty,
      issuedQty: component.issuedQty,
      consumedQty: component.consumedQty,
      returnedQty: component.returnedQty,
      updateBy: lc.username,
      updateTime: toDbDateTime(lc.now),
    })
    .where('tenantId', '=', lc.tenantId)
    .where('id', '=', component.id)
    .execute();
}

async function saveHeader(
  lc: LedgerContext,
  doc: OutsourcingOrderDocument,
  values: {
    receivedQty?: number;
    subcontractFacilityId?: string | null;
    issueCommandId?: string | null;
    returnStatus?: string | null;
    confirmStatus?: string;
    confirmBy?: string | null;
    confirmTime?: string | null;
    fulfilStatus?: string;
  },
) {
  await lc.trx
    .updateTable('srmOutsourcingOrder')
    .set(values)
    .where('tenantId', '=', lc.tenantId)
    .where('id', '=', doc.header.id)
    .execute();
}

/** The subcontractor's own facility (domain.md 2.1: one `subcontractor` facility per subcontracting partner). */
async function subcontractFacility(lc: LedgerContext, doc: OutsourcingOrderDocument): Promise<string> {
  if (doc.header.subcontractFacilityId) return doc.header.subcontractFacilityId;
  const row = await lc.trx
    .selectFrom('wmsFacility')
    .select('id')
    .where('tenantId', '=', lc.tenantId)
    .where('partnerId', '=', doc.header.partnerId)
    .where('facilityType', '=', 'subcontractor')
    .where('delFlag', '=', 0)
    .orderBy('code')
    .executeTakeFirst();
  if (!row) throw new AppError('outsourcing.noSubcontractFacility');
  return row.id;
}

/**
 * Approve (domain.md 3.6): the components' required quantities fixed from the order quantity, then the
 * `subcontract_issue` transfer command from the issue facility to the subcontractor's facility created
 * and approved in the same transaction (its stock reserved), the order keeping the command's id.
 */
async function approve(lc: LedgerContext, doc: OutsourcingOrderDocument): Promise<Record<string, unknown>> {
  const { header, components } = doc;
  if (header.qty <= 0) throw new AppError('outsourcing.qtyPositive');
  if (components.length === 0) throw new AppError('outsourcing.noComponents');
  for (const component of components) {
    if (component.qtyPerUnit <= 0) {
      throw new AppError('outsourcing.componentQtyPositive', { lineNo: component.lineNo });
    }
  }
  if (!header.issueFacilityId) throw new AppError('outsourcing.noIssueFacility');
  const target = await subcontractFacility(lc, doc);
  for (const component of components) {
    component.requiredQty = requiredQty(header.qty, component.qtyPerUnit);
    await saveComponent(lc, component);
  }
  const command = await createCommand(lc, {
    commandType: 'transfer',
    movementTypeCode: 'subcontract_issue',
    outFacilityId: header.issueFacilityId,
    inFacilityId: target,
    partnerId: header.partnerId,
    remark: header.code,
    lines: components.map((component) => ({ productId: component.productId, qty: component.requiredQty })),
  });
  await actOnCommand(lc, command.id, 'approve');
  await saveHeader(lc, doc, {
    subcontractFacilityId: target,
    issueCommandId: command.id,
    returnStatus: 'not_returned',
    confirmStatus: 'unconfirmed',
  });
  return { issueCommandId: command.id };
}

/** The issue command's state, or null when the order has none. */
async function issueCommand(lc: LedgerContext, doc: OutsourcingOrderDocument) {
  if (!doc.header.issueCommandId) return null;
  return lc.trx
    .selectFrom('wmsCommand')
    .select(['id', 'docStatus', 'fulfilStatus'])
    .where('tenantId', '=', lc.tenantId)
    .where('id', '=', doc.header.issueCommandId)
    .executeTakeFirst();
}

/** Cancel approval: while nothing was issued, the issue command is withdrawn and cancelled. */
async function withdraw(lc: LedgerContext, doc: OutsourcingOrderDocument): Promise<void> {
  const command = await issueCommand(lc, doc);
  if (command && command.docStatus !== 'cancelled') {
    if (command.docStatus === 'approved') await actOnCommand(lc, command.id, 'cancelApproval');
    await actOnCommand(lc, command.id, 'cancel', { remark: doc.header.code });
  }
  await saveHeader(lc, doc, {
    issueCommandId: null,
    returnStatus: null,
    confirmStatus: 'unconfirmed',
    confirmBy: null,
    confirmTime: null,
  });
}

/**
 * The issue command's lines per component product: what arrived at the subcontractor (`stock_in_qty`)
 * and the line consumption is recorded on. Refreshes the components' issued quantity.
 */
async function refreshIssued(lc: LedgerContext, doc: OutsourcingOrderDocument) {
  const lines = doc.header.issueCommandId
    ? await lc.trx
        .selectFrom('wmsCommandLine')
        .select(['id', 'productId', 'stockInQty'])
        .where('tenantId', '=', lc.tenantId)
        .where('commandId', '=', doc.header.issueCommandId)
        .orderBy('lineNo')
        .execute()
    : [];
  const lineOf = new Map<string, string>();
  for (const component of doc.components) {
    const own = lines.filter((line) => line.productId === component.productId);
    component.issuedQty = own.reduce((total, line) => total + qty(line.stockInQty), 0);
    if (own[0]) lineOf.set(component.id, own[0].id);
  }
  return lineOf;
}

/** On hand of a product at a facility, per balance, oldest batch first (what consumption takes). */
async function heldAt(lc: LedgerContext, facilityId: string, productId: string) {
  const rows = await lc.trx
    .selectFrom('wmsInventoryBalance')
    .select(['productId', 'facilityId', 'positionId', 'batchId', 'onhandQty', 'promiseQty'])
    .where('tenantId', '=', lc.tenantId)
    .where('facilityId', '=', facilityId)
    .where('productId', '=', productId)
    .where('onhandQty', '>', 0)
    .orderBy('batchId')
    .execute();
  return rows.map((row) => ({ ...row, free: qty(row.onhandQty) - qty(row.promiseQty) }));
}

/**
 * Force finish (domain.md 3.6): refused while a component is still at the subcontractor (issued, neither
 * consumed nor returned, and its stock still in the subcontractor's facility); once the rest came back or
 * was written off by a count, it counts as returned. An issue command not executed yet is cancelled, one
 * partly executed is force-finished.
 */
async function forceFinish(lc: LedgerContext, doc: OutsourcingOrderDocument, remark: string): Promise<void> {
  const command = await issueCommand(lc, doc);
  await refreshIssued(lc, doc);
  const facility = doc.header.subcontractFacilityId;
  for (const component of doc.components) {
    const rest = atSubcontractor(component);
    if (rest <= 0 || !facility) continue;
    const held = (await heldAt(lc, facility, component.productId)).reduce(
      (total, row) => total + row.free,
      0,
    );
    if (Math.min(rest, held) > 0) {
      throw new AppError('outsourcing.componentsOutstanding', {
        productCode: await productLabel(lc, component.productId),
        qty: fromScaled(Math.min(rest, held), 'qty'),
      });
    }
  }
  if (command?.docStatus === 'approved') {
    // Nothing issued yet: the command is withdrawn; partly issued: the rest of it is closed.
    if (command.fulfilStatus === 'unexecuted') {
      await actOnCommand(lc, command.id, 'cancelApproval');
      await actOnCommand(lc, command.id, 'cancel', { remark });
    } else if (command.fulfilStatus === 'executing') {
      await actOnCommand(lc, command.id, 'forceFinish', { remark });
    }
  }
  for (const component of doc.components) {
    component.returnedQty += atSubcontractor(component);
    await saveComponent(lc, component);
  }
  doc.header.fulfilStatus = doc.header.receivedQty < doc.header.qty ? 'closed' : 'completed';
  await saveHeader(lc, doc, { returnStatus: 'returned' });
}

/**
 * The business effects of the outsourcing order's actions (descriptor: src/domain/srm/outsourcing-order.ts);
 * the engine claims, stamps, logs, answers and notifies the subcontractor on approval and the buyer on its
 * confirmation.
 */
export const outsourcingOrderEffects = documentEffects<OutsourcingOrderDocument>(outsourcingOrder, {
  load: loadOutsourcingOrder,
  actions: {
    approve: { run: ({ lc, doc }) => approve(lc, doc) },
    cancelApproval: {
      // Only while the issue command posted nothing.
      facts: async (doc, _input, lc) => {
        const command = await issueCommand(lc, doc);
        return {
          hasPostings: !!command && command.docStatus === 'approved' && command.fulfilStatus !== 'unexecuted',
        };
      },
      run: ({ lc, doc }) => withdraw(lc, doc),
    },
    cancel: {},
    forceFinish: {
      facts: (doc) => ({ closedQuantity: doc.header.receivedQty < doc.header.qty }),
      run: ({ lc, doc, input }) => forceFinish(lc, doc, input.remark ?? doc.header.code),
    },
    confirmOrder: {
      guard: (doc) => {
        if (doc.header.confirmStatus === 'confirmed') throw new AppError('outsourcing.alreadyConfirmed');
      },
      run: ({ lc, doc }) =>
        saveHeader(lc, doc, {
          confirmStatus: 'confirmed',
          confirmBy: lc.username,
          confirmTime: toDbDateTime(lc.now),
        }),
    },
  },
});

/**
 * The delivery note's check at ship (domain.md 3.6: the subcontractor ships the finished goods with a note
 * whose lines name the order): a named order is approved and open, of the note's supplier, and makes the
 * line's product.
 */
export async function checkOutsourcingLines(
  lc: LedgerContext,
  partnerId: string,
  lines: readonly { lineNo: number; outsourcingOrderId: string | null; productId: string }[],
): Promise<void> {
  const named = lines.filter((line) => line.outsourcingOrderId);
  if (named.length === 0) return;
  const orders = await lc.trx
    .selectFrom('srmOutsourcingOrder')
    .select(['id', 'partnerId', 'productId', 'docStatus', 'fulfilStatus'])
    .where('tenantId', '=', lc.tenantId)
    .where('id', 'in', [...new Set(named.map((line) => line.outsourcingOrderId!))])
    .execute();
  const byId = new Map(orders.map((order) => [order.id, order]));
  for (const line of named) {
    const order = byId.get(line.outsourcingOrderId!);
    const fits =
      order?.docStatus === 'approved' &&
      (order.fulfilStatus === 'unexecuted' || order.fulfilStatus === 'executing') &&
      order.partnerId === partnerId &&
      order.productId === line.productId;
    if (!fits) throw new AppError('deliveryNote.notOutsourcingOrder', { lineNo: line.lineNo });
  }
}

/** What a receipt of finished goods of an outsourcing order tells it. */
export interface OutsourcingReceipt {
  outsourcingOrderId: string;
  /** Finished goods received now (scaled, > 0). */
  qty: number;
  /** The receipt posting the goods: the consumption's ledger source (movement `subcontract_consume`). */
  source: PostingInput['source'];
  sourceLineId?: string | null;
}

/**
 * The receiving flow's call (domain.md 3.6): finished goods of an outsourcing order were received, so its
 * components are consumed at the subcontractor's facility pro rata (cumulative, all of them once the order
 * is received in full), posted as `subcontract_consume` out of that facility, recorded on the issue
 * command's lines (its return status) and on the components; the order's received quantity and fulfilment
 * follow. Runs in the receipt's transaction; refuses an order that is not approved and open, more than
 * its open quantity, and components the subcontractor does not hold.
 */
export async function consumeOutsourcingComponents(
  lc: LedgerContext,
  receipt: OutsourcingReceipt,
): Promise<{ postingId: string | null }> {
  const doc = await loadOutsourcingOrder(lc, receipt.outsourcingOrderId);
  const { header } = doc;
  const open =
    header.docStatus === 'approved' &&
    (header.fulfilStatus === 'unexecuted' || header.fulfilStatus === 'executing');
  if (!open) throw new AppError('outsourcing.notOpen', { code: header.code });
  const received = header.receivedQty + receipt.qty;
  if (receipt.qty <= 0 || received > header.qty) {
    throw new AppError('outsourcing.overReceipt', {
      qty: fromScaled(receipt.qty, 'qty'),
      open: fromScaled(header.qty - header.receivedQty, 'qty'),
    });
  }
  const lineOf = await refreshIssued(lc, doc);
  const facility = header.subcontractFacilityId;
  const legs: PostingLeg[] = [];
  const consumed = new Map<string, number>();
  for (const component of doc.components) {
    const take = consumedTarget(component.requiredQty, header.qty, received) - component.consumedQty;
    if (take <= 0 || !facility) continue;
    let rest = take;
    for (const row of await heldAt(lc, facility, component.productId)) {
      const part = Math.min(rest, row.free);
      if (part <= 0) continue;
      legs.push({
        productId: row.productId,
        facilityId: row.facilityId,
        positionId: row.positionId,
        batchId: row.batchId,
        qtyDelta: -part,
        sourceLineId: receipt.sourceLineId ?? null,
        partnerId: header.partnerId,
      });
      rest -= part;
    }
    if (rest > 0) {
      throw new AppError('inventory.insufficient', {
        product: await productLabel(lc, component.productId),
        wanted: fromScaled(take, 'qty'),
        usable: fromScaled(take - rest, 'qty'),
      });
    }
    consumed.set(component.id, take);
  }
  let postingId: string | null = null;
  if (legs.length > 0) {
    const balances = await lockBalances(lc, legs);
    const posting = await postInventoryMovement(lc, balances, {
      action: 'outbound',
      source: receipt.source,
      commandType: null,
      movementTypeCode: 'subcontract_consume',
      requestId: null,
      legs,
    });
    postingId = posting.postingId;
  }
  for (const component of doc.components) {
    const take = consumed.get(component.id) ?? 0;
    component.consumedQty += take;
    await saveComponent(lc, component);
    const line = lineOf.get(component.id);
    if (take > 0 && line) await recordOnOriginal(lc, line, take, 'consumedQty');
  }
  const left = doc.components.some((component) => atSubcontractor(component) > 0);
  await saveHeader(lc, doc, {
    receivedQty: received,
    fulfilStatus: received >= header.qty ? 'completed' : 'executing',
    returnStatus: left ? 'partial_returned' : 'returned',
  });
  return { postingId };
}
