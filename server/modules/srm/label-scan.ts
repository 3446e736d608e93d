import { fromScaled } from '../../../src/domain/entity/scaled-number';
import { parseScannedCode } from '../../../src/domain/srm/label-rules';
import { toDbDateTime } from '../../db/datetime';
import { AppError } from '../../http/app-error';
import { type LedgerContext, qty } from '../warehouse/ledger/ledger-context';
import '../quality/quality-tables';
import { receiveDeliveryNote } from './delivery-note-receiving';
import './srm-tables';

/**
 * Receiving by scan (domain.md 4.1 step 5, 4.2): the clerk scans the delivery note's QR (or its code),
 * which opens its pending receipt, then each package label, whose quantity joins the receipt line of its
 * note line. A label is received once: it is claimed by the receipt line when scanned and marked
 * received when the receipt posts; a voided label or a label of another note is refused.
 */

/** The delivery note a scanned code names, in the caller's tenant, or `scan.unknownCode`. */
export async function scanDeliveryNote(
  lc: LedgerContext,
  text: string,
): Promise<{ id: string; code: string; created: boolean }> {
  const scanned = parseScannedCode(text);
  const code = scanned.kind === 'label' ? scanned.labelNo : scanned.code;
  const note =
    scanned.kind === 'label'
      ? undefined
      : await lc.trx
          .selectFrom('srmDeliveryNote')
          .select('id')
          .where('tenantId', '=', lc.tenantId)
          .where('code', '=', code)
          .executeTakeFirst();
  if (!note) throw new AppError('scan.unknownCode', { code: text.trim().slice(0, 64) });
  return receiveDeliveryNote(lc, note.id, false);
}

/** Whether a label's claim still stands: its receipt line exists on a pending or posted receipt. */
async function claimStands(lc: LedgerContext, receiptLineId: string | null): Promise<boolean> {
  if (!receiptLineId) return false;
  const row = await lc.trx
    .selectFrom('wmsReceiptLine as l')
    .innerJoin('wmsReceipt as r', 'r.id', 'l.receiptId')
    .select('r.docStatus')
    .where('l.tenantId', '=', lc.tenantId)
    .where('l.id', '=', receiptLineId)
    .executeTakeFirst();
  return row?.docStatus === 'pending' || row?.docStatus === 'approved';
}

/** What a scan reads of a label. */
const LABEL_COLUMNS = [
  'id',
  'labelNo',
  'deliveryNoteId',
  'deliveryNoteLineId',
  'productId',
  'qty',
  'supplierBatchNo',
  'labelStatus',
  'receiptLineId',
] as const;

/** A pending receipt's scan of a package label, as the receipt's `scan` step runs it. */
export async function scanLabel(
  lc: LedgerContext,
  receipt: { id: string; deliveryNoteId: string | null },
  text: string,
): Promise<{
  labelNo: string;
  lineId: string;
  lineNo: number;
  qty: number | string;
  receivedQty: number | string;
  /** The unit's serial when the product is serial-tracked. */
  serialNo: string | null;
}> {
  if (!receipt.deliveryNoteId) throw new AppError('scan.receiptWithoutNote');
  const scanned = parseScannedCode(text);
  if (scanned.kind === 'deliveryNote') throw new AppError('scan.unknownCode', { code: scanned.code });
  const labelNo = scanned.kind === 'label' ? scanned.labelNo : scanned.code;
  const label =
    (await lc.trx
      .selectFrom('srmLabel')
      .select(LABEL_COLUMNS)
      .where('tenantId', '=', lc.tenantId)
      .where('labelNo', '=', labelNo)
      .executeTakeFirst()) ??
    (scanned.kind === 'plain' ? await serialLabel(lc, receipt.deliveryNoteId, scanned.code) : undefined);
  if (!label) throw new AppError('scan.unknownCode', { code: labelNo.slice(0, 64) });
  if (label.labelStatus === 'voided') throw new AppError('scan.labelVoided', { labelNo: label.labelNo });
  if (label.labelStatus === 'received' || (await claimStands(lc, label.receiptLineId))) {
    throw new AppError('scan.labelTwice', { labelNo: label.labelNo });
  }
  if (label.deliveryNoteId !== receipt.deliveryNoteId) {
    const notes = await lc.trx
      .selectFrom('srmDeliveryNote')
      .select(['id', 'code'])
      .where('tenantId', '=', lc.tenantId)
      .where('id', 'in', [label.deliveryNoteId, receipt.deliveryNoteId])
      .execute();
    const codeOf = (id: string) => notes.find((note) => note.id === id)?.code ?? id;
    throw new AppError('scan.labelOtherNote', {
      labelNo: label.labelNo,
      other: codeOf(label.deliveryNoteId),
      code: codeOf(receipt.deliveryNoteId),
    });
  }
  const lines = await lc.trx
    .selectFrom('wmsReceiptLine')
    .select(['id', 'lineNo', 'receivedQty', 'supplierBatchNo'])
    .where('tenantId', '=', lc.tenantId)
    .where('receiptId', '=', receipt.id)
    .where('deliveryNoteLineId', '=', label.deliveryNoteLineId)
    .orderBy('lineNo', 'asc')
    .execute();
  const serial = await isSerialTracked(lc, label.productId);
  // A serial's unit has a line of its own (delivery-note-receiving.ts), received once; a package joins its
  // note line's line.
  const line = serial
    ? lines.find((one) => one.supplierBatchNo === label.supplierBatchNo && qty(one.receivedQty) === 0)
    : lines[0];
  // The receipt was opened before (the line fully received then): its line is not there to add to.
  if (!line) throw new AppError('scan.labelTwice', { labelNo: label.labelNo });
  const now = toDbDateTime(lc.now);
  const claimed = await lc.trx
    .updateTable('srmLabel')
    .set({ receiptLineId: line.id, updateBy: lc.username, updateTime: now })
    .where('id', '=', label.id)
    .where('labelStatus', '=', 'created')
    .where((eb) =>
      label.receiptLineId === null
        ? eb('receiptLineId', 'is', null)
        : eb('receiptLineId', '=', label.receiptLineId),
    )
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) throw new AppError('scan.labelTwice', { labelNo: label.labelNo });
  const receivedQty = qty(line.receivedQty) + qty(label.qty);
  await lc.trx
    .updateTable('wmsReceiptLine')
    .set({ receivedQty, updateBy: lc.username, updateTime: now })
    .where('id', '=', line.id)
    .execute();
  return {
    labelNo: label.labelNo,
    lineId: line.id,
    lineNo: Number(line.lineNo),
    qty: fromScaled(qty(label.qty), 'qty'),
    receivedQty: fromScaled(receivedQty, 'qty'),
    serialNo: serial ? label.supplierBatchNo : null,
  };
}

/** Whether the product is serial-tracked (domain.md 2.2). */
async function isSerialTracked(lc: LedgerContext, productId: string): Promise<boolean> {
  const product = await lc.trx
    .withTables<{ mdmProduct: { id: string; tenantId: number; tracking: string | null } }>()
    .selectFrom('mdmProduct')
    .select('tracking')
    .where('tenantId', '=', lc.tenantId)
    .where('id', '=', productId)
    .executeTakeFirst();
  return product?.tracking === 'serial';
}

/**
 * The label of the unit whose own serial barcode was scanned instead of its label: a label of this
 * receipt's note carrying that serial, of a serial-tracked product (docs/decisions.md "Serial-tracked
 * products on delivery notes").
 */
async function serialLabel(lc: LedgerContext, deliveryNoteId: string, code: string) {
  const found = await lc.trx
    .selectFrom('srmLabel')
    .select(LABEL_COLUMNS)
    .where('tenantId', '=', lc.tenantId)
    .where('deliveryNoteId', '=', deliveryNoteId)
    .where('supplierBatchNo', '=', code)
    .limit(2)
    .execute();
  const [only] = found;
  return found.length === 1 && only && (await isSerialTracked(lc, only.productId)) ? only : undefined;
}

/** The receipt posted: the labels its lines claimed are received (domain.md 3.6 `srm_label`). */
export async function receiveScannedLabels(lc: LedgerContext, lineIds: readonly string[]): Promise<void> {
  if (lineIds.length === 0) return;
  await lc.trx
    .updateTable('srmLabel')
    .set({ labelStatus: 'received', receivedAt: toDbDateTime(lc.now), receivedBy: lc.username })
    .where('tenantId', '=', lc.tenantId)
    .where('receiptLineId', 'in', [...lineIds])
    .where('labelStatus', '=', 'created')
    .execute();
}

/**
 * The serial-tracked lines of a posted receipt of a note (one unit each, named by its serial): the label
 * of each unit is received with it, scanned or not (a prefilled receipt names its units by serial).
 */
export async function receiveSerialLabels(
  lc: LedgerContext,
  lines: readonly { id: string; deliveryNoteLineId: string | null; serialNo: string }[],
): Promise<void> {
  for (const line of lines) {
    if (!line.deliveryNoteLineId) continue;
    await lc.trx
      .updateTable('srmLabel')
      .set({
        labelStatus: 'received',
        receiptLineId: line.id,
        receivedAt: toDbDateTime(lc.now),
        receivedBy: lc.username,
      })
      .where('tenantId', '=', lc.tenantId)
      .where('deliveryNoteLineId', '=', line.deliveryNoteLineId)
      .where('supplierBatchNo', '=', line.serialNo)
      .where('labelStatus', '=', 'created')
      .execute();
  }
}
