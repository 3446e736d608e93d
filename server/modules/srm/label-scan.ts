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
}> {
  if (!receipt.deliveryNoteId) throw new AppError('scan.receiptWithoutNote');
  const scanned = parseScannedCode(text);
  if (scanned.kind === 'deliveryNote') throw new AppError('scan.unknownCode', { code: scanned.code });
  const labelNo = scanned.kind === 'label' ? scanned.labelNo : scanned.code;
  const label = await lc.trx
    .selectFrom('srmLabel')
    .select(['id', 'labelNo', 'deliveryNoteId', 'deliveryNoteLineId', 'qty', 'labelStatus', 'receiptLineId'])
    .where('tenantId', '=', lc.tenantId)
    .where('labelNo', '=', labelNo)
    .executeTakeFirst();
  if (!label) throw new AppError('scan.unknownCode', { code: labelNo.slice(0, 64) });
  if (label.labelStatus === 'voided') throw new AppError('scan.labelVoided', { labelNo });
  if (label.labelStatus === 'received' || (await claimStands(lc, label.receiptLineId))) {
    throw new AppError('scan.labelTwice', { labelNo });
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
      labelNo,
      other: codeOf(label.deliveryNoteId),
      code: codeOf(receipt.deliveryNoteId),
    });
  }
  const line = await lc.trx
    .selectFrom('wmsReceiptLine')
    .select(['id', 'lineNo', 'receivedQty'])
    .where('tenantId', '=', lc.tenantId)
    .where('receiptId', '=', receipt.id)
    .where('deliveryNoteLineId', '=', label.deliveryNoteLineId)
    .orderBy('lineNo', 'asc')
    .executeTakeFirst();
  // The receipt was opened before (the line fully received then): its line is not there to add to.
  if (!line) throw new AppError('scan.labelTwice', { labelNo });
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
  if (Number(claimed.numUpdatedRows) !== 1) throw new AppError('scan.labelTwice', { labelNo });
  const receivedQty = qty(line.receivedQty) + qty(label.qty);
  await lc.trx
    .updateTable('wmsReceiptLine')
    .set({ receivedQty, updateBy: lc.username, updateTime: now })
    .where('id', '=', line.id)
    .execute();
  return {
    labelNo,
    lineId: line.id,
    lineNo: Number(line.lineNo),
    qty: fromScaled(qty(label.qty), 'qty'),
    receivedQty: fromScaled(receivedQty, 'qty'),
  };
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
