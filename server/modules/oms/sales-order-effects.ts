import type { Transaction } from 'kysely';
import { fromScaled } from '../../../src/domain/entity/scaled-number';
import { SALES_ORDER_PAGES, type SalesOrderPage, salesOrderPages } from '../../../src/domain/oms/sales-order';
import type { Database } from '../../db/database';
import { toDbDateTime } from '../../db/datetime';
import { type DocumentEffects, documentEffects } from '../../documents/document-effects';
import { loadDocument } from '../../documents/load-document';
import { AppError } from '../../http/app-error';
import {
  enqueueSapMessage,
  onSapAnswer,
  type SapAnsweredMessage,
  type SapAnswerHandler,
} from '../../integrations/sap/sap-outbox';
import { actOnCommand } from '../warehouse/commands/command-effects';
import { createCommand } from '../warehouse/commands/create-command';
import { dayOf, type LedgerContext, qty } from '../warehouse/ledger/ledger-context';
import './sales-tables';

/** The SAP interface of the order creation (domain.md 3.11 `sap_interface`). */
export const SO_CREATE = 'so_create';

/** A sales order of the caller's tenant listed on `page`, with its lines, or `doc.notFound`. */
export async function loadSalesOrder(lc: LedgerContext, id: string, page?: SalesOrderPage) {
  const doc = await loadDocument(
    lc,
    {
      header: 'omsSalesOrder',
      headerColumns: [
        'createBy',
        'sourceSystem',
        'sourceOrderNo',
        'customerId',
        'productStoreId',
        'salesUserId',
        'orderDate',
        'requestedDate',
        'currency',
        'totalAmount',
        'taxAmount',
        'eshopSaleOrderId',
        'eccSaleOrderId',
        'sapStatus',
      ],
      lines: 'omsSalesOrderLine',
      parent: 'salesOrderId',
      lineColumns: ['id', 'productId', 'unitPrice', 'taxRate', 'amount', 'taxAmount', 'eccItemNo'],
      quantities: ['qty', 'deliveredQty'],
    },
    id,
  );
  // The page's fixed filter holds for its actions too: another page's order does not exist here.
  if (page && !page.sources.includes(doc.header.sourceSystem as never)) throw new AppError('doc.notFound');
  return doc;
}

export type SalesOrderDocument = Awaited<ReturnType<typeof loadSalesOrder>>;

const money = (value: unknown) => fromScaled(qty(value as number | string | null), 'amount').toFixed(2);

/** The store's facility the order ships from (`mdm_product_store.default_facility_id`). */
async function storeFacility(lc: LedgerContext, storeId: string): Promise<string> {
  const store = await lc.trx
    .selectFrom('mdmProductStore')
    .select(['code', 'defaultFacilityId'])
    .where('tenantId', '=', lc.tenantId)
    .where('id', '=', storeId)
    .executeTakeFirst();
  if (!store?.defaultFacilityId)
    throw new AppError('salesOrder.noStoreFacility', { store: store?.code ?? storeId });
  return store.defaultFacilityId;
}

/** The SAP order creation message (docs/integrations.md `so_create`). */
async function soCreatePayload(lc: LedgerContext, doc: SalesOrderDocument, plant: string) {
  const { header } = doc;
  const codes = await lc.trx
    .selectFrom('mdmProduct')
    .select(['id', 'code', 'uom'])
    .where('id', 'in', [...new Set(doc.lines.map((line) => line.productId))])
    .execute();
  const customer = await lc.trx
    .withTables<{ mdmBusinessPartner: { id: string; code: string } }>()
    .selectFrom('mdmBusinessPartner')
    .select('code')
    .where('id', '=', header.customerId)
    .executeTakeFirst();
  const product = new Map(codes.map((row) => [row.id, row]));
  return {
    orderNo: header.code,
    sourceSystem: header.sourceSystem,
    sourceOrderNo: header.sourceOrderNo,
    customer: customer?.code ?? null,
    orderDate: dayOf(header.orderDate),
    requestedDate: dayOf(header.requestedDate),
    currency: header.currency,
    plant,
    netAmount: money(header.totalAmount),
    taxAmount: money(header.taxAmount),
    items: doc.lines.map((line) => ({
      itemNo: String(line.lineNo * 10).padStart(6, '0'),
      material: product.get(line.productId)?.code ?? null,
      uom: product.get(line.productId)?.uom ?? null,
      qty: fromScaled(line.qty, 'qty').toString(),
      netPrice: fromScaled(qty(line.unitPrice), 'price').toString(),
      netAmount: money(line.amount),
      taxAmount: money(line.taxAmount),
    })),
  };
}

/**
 * Approve (domain.md 3.11): the SAP order creation queued in this transaction, and the delivery command
 * draft (`sales_delivery` out of the product store's facility) created for the warehouse to approve.
 */
async function approve(lc: LedgerContext, doc: SalesOrderDocument): Promise<Record<string, unknown>> {
  const { header, lines } = doc;
  if (lines.length === 0) throw new AppError('salesOrder.noLines');
  for (const line of lines) {
    if (line.qty <= 0) throw new AppError('salesOrder.lineQtyPositive', { lineNo: line.lineNo });
  }
  const facilityId = await storeFacility(lc, header.productStoreId);
  const command = await createCommand(lc, {
    commandType: 'delivery',
    movementTypeCode: 'sales_delivery',
    outFacilityId: facilityId,
    productStoreId: header.productStoreId,
    partnerId: header.customerId,
    salesOrderId: header.id,
    eshopSaleOrderId: header.eshopSaleOrderId,
    eccSaleOrderId: header.eccSaleOrderId,
    plannedDate: dayOf(header.requestedDate),
    remark: header.code,
    lines: lines.map((line) => ({ productId: line.productId, qty: line.qty - line.deliveredQty })),
  });
  const sapMessageId = await enqueueSapMessage(lc.trx, {
    tenantId: lc.tenantId,
    username: lc.username,
    now: lc.now,
    interfaceCode: SO_CREATE,
    bizDocType: 'sales_order',
    bizDocId: header.id,
    bizDocCode: header.code,
    payload: await soCreatePayload(lc, doc, facilityId),
  });
  await setSapStatus(lc.trx, lc.tenantId, header.id, { sapStatus: 'pending' });
  return { deliveryCommandId: command.id, deliveryCommandCode: command.code, sapMessageId };
}

async function setSapStatus(
  trx: Transaction<Database>,
  tenantId: number,
  id: string,
  values: { sapStatus: string | null; eccSaleOrderId?: string | null },
) {
  await trx
    .updateTable('omsSalesOrder')
    .set(values)
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

/** The order's delivery commands that are not cancelled. */
async function deliveryCommands(lc: LedgerContext, id: string) {
  return lc.trx
    .selectFrom('wmsCommand')
    .select(['id', 'docStatus', 'fulfilStatus'])
    .where('tenantId', '=', lc.tenantId)
    .where('salesOrderId', '=', id)
    .where('commandType', '=', 'delivery')
    .where('docStatus', '!=', 'cancelled')
    .orderBy('createTime')
    .execute();
}

/**
 * Cancel approval: refused once SAP accepted the order (guard); otherwise the delivery command drafts
 * are withdrawn and a creation message SAP has not received yet is ignored.
 */
async function withdraw(lc: LedgerContext, doc: SalesOrderDocument): Promise<void> {
  for (const command of await deliveryCommands(lc, doc.header.id)) {
    if (command.docStatus === 'approved') await actOnCommand(lc, command.id, 'cancelApproval');
    await actOnCommand(lc, command.id, 'cancel', { remark: doc.header.code });
  }
  await lc.trx
    .updateTable('omsSapLog')
    .set({ syncStatus: 'ignored', updateBy: lc.username, updateTime: toDbDateTime(lc.now) })
    .where('tenantId', '=', lc.tenantId)
    .where('interfaceCode', '=', SO_CREATE)
    .where('bizDocId', '=', doc.header.id)
    .where('syncStatus', 'in', ['pending', 'failed'])
    .execute();
  await setSapStatus(lc.trx, lc.tenantId, doc.header.id, { sapStatus: null });
}

function effectsOf(page: SalesOrderPage): DocumentEffects<SalesOrderDocument> {
  return documentEffects<SalesOrderDocument>(salesOrderPages.get(page.page)!, {
    load: (lc, id) => loadSalesOrder(lc, id, page),
    actions: {
      approve: { run: ({ lc, doc }) => approve(lc, doc) },
      cancelApproval: {
        guard: (doc) => {
          if (doc.header.eccSaleOrderId || doc.header.sapStatus === 'success') {
            throw new AppError('salesOrder.sapAccepted', { eccSaleOrderId: doc.header.eccSaleOrderId ?? '' });
          }
        },
        facts: async (doc, _input, lc) => ({
          hasPostings:
            doc.lines.some((line) => line.deliveredQty > 0) ||
            (await deliveryCommands(lc, doc.header.id)).some(
              (command) => command.fulfilStatus !== 'unexecuted',
            ),
        }),
        run: ({ lc, doc }) => withdraw(lc, doc),
      },
      cancel: {},
    },
  });
}

/** The effects of the BOS and CRM order pages. */
export const salesOrderEffects: ReadonlyMap<'bos' | 'crm', DocumentEffects<SalesOrderDocument>> = new Map(
  SALES_ORDER_PAGES.map((page) => [page.page, effectsOf(page)]),
);

/**
 * SAP's answer to the order creation (domain.md 3.11): accepted, the order keeps SAP's order number
 * (and its delivery commands and item numbers with it); finally refused, its SAP status is `failed`.
 */
export async function recordSoCreateAnswer(
  trx: Transaction<Database>,
  message: Pick<SapAnsweredMessage, 'tenantId' | 'bizDocId'>,
  answer: Parameters<SapAnswerHandler>[2],
): Promise<void> {
  if (!message.bizDocId) return;
  if (!answer.ok) {
    await setSapStatus(trx, message.tenantId, message.bizDocId, { sapStatus: 'failed' });
    return;
  }
  await setSapStatus(trx, message.tenantId, message.bizDocId, {
    sapStatus: 'success',
    eccSaleOrderId: answer.sapDocNo,
  });
  if (answer.sapDocNo === null) return;
  await trx
    .updateTable('wmsCommand')
    .set({ eccSaleOrderId: answer.sapDocNo })
    .where('tenantId', '=', message.tenantId)
    .where('salesOrderId', '=', message.bizDocId)
    .where('docStatus', '!=', 'cancelled')
    .execute();
  const lines = await trx
    .selectFrom('omsSalesOrderLine')
    .select(['id', 'lineNo'])
    .where('tenantId', '=', message.tenantId)
    .where('salesOrderId', '=', message.bizDocId)
    .orderBy('lineNo')
    .execute();
  for (const [index, line] of lines.entries()) {
    await trx
      .updateTable('omsSalesOrderLine')
      .set({ eccItemNo: String((line.lineNo ?? index + 1) * 10).padStart(6, '0') })
      .where('id', '=', line.id)
      .execute();
  }
}

onSapAnswer(SO_CREATE, recordSoCreateAnswer);
