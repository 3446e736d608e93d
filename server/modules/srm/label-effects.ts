import type { Insertable } from 'kysely';
import {
  labelQrPayload,
  MAX_LABELS_PER_NOTE,
  packageQuantities,
  serialListRefusal,
  serialNumbers,
} from '../../../src/domain/srm/label-rules';
import { toDbDateTime } from '../../db/datetime';
import { newId } from '../../db/ids';
import { insertRows } from '../../db/insert-rows';
import { AppError } from '../../http/app-error';
import { nextFillValues } from '../rules/next-fill-value';
import { dayOf, type LedgerContext } from '../warehouse/ledger/ledger-context';
import type { DeliveryNoteDocument } from './delivery-note-effects';
import type { SrmLabelTable } from './srm-tables';
import './srm-tables';

/** Rows per INSERT: 25 columns x 400 stays under SQLite's and PostgreSQL's bound-parameter limits. */
const INSERT_CHUNK = 400;

type MasterCodes = {
  mdmBusinessPartner: { id: string; tenantId: number; code: string };
  mdmProduct: { id: string; tenantId: number; code: string };
};

/** The codes the QR payload prints (domain.md 4.2): order number and item, product, supplier. */
async function payloadCodes(lc: LedgerContext, doc: DeliveryNoteDocument) {
  const db = lc.trx.withTables<MasterCodes>();
  const itemIds = [...new Set(doc.lines.map((line) => line.poItemId))];
  const productIds = [...new Set(doc.lines.map((line) => line.productId))];
  const [items, products, partner] = await Promise.all([
    db
      .selectFrom('srmPurchaseOrderItem as i')
      .innerJoin('srmPurchaseOrder as o', 'o.id', 'i.purchaseOrderId')
      .select(['i.id', 'i.lineNo', 'o.code'])
      .where('i.tenantId', '=', lc.tenantId)
      .where('i.id', 'in', itemIds)
      .execute(),
    db
      .selectFrom('mdmProduct')
      .select(['id', 'code'])
      .where('tenantId', '=', lc.tenantId)
      .where('id', 'in', productIds)
      .execute(),
    db
      .selectFrom('mdmBusinessPartner')
      .select('code')
      .where('tenantId', '=', lc.tenantId)
      .where('id', '=', doc.header.partnerId)
      .executeTakeFirst(),
  ]);
  return {
    items: new Map(items.map((item) => [item.id, item])),
    products: new Map(products.map((product) => [product.id, product.code])),
    supplierCode: partner?.code ?? null,
  };
}

/**
 * One label per package of every line of a shipping note (domain.md 3.6, 4.2), in the ship's
 * transaction: numbers `LB` + yyMMdd + 6 digits taken as one block of the tenant's daily `LB` sequence
 * (the sequence row is locked until the ship commits: concurrent ships wait, no number twice), the
 * QR payload of domain.md 4.2, `created`. A package split the line's quantity cannot hold is refused.
 */
export async function generateLabels(lc: LedgerContext, doc: DeliveryNoteDocument): Promise<number> {
  const { header, lines } = doc;
  const split = lines.map((line) => {
    // A serial-tracked line (checkSerials passed): one package of one unit per serial.
    const serials = serialNumbers(line.serialNos);
    if (serials.length > 0) return { line, packages: serials.map(() => UNIT), serials };
    const result = packageQuantities({
      lineNo: line.lineNo,
      qty: line.qty,
      packageQty: line.packageQty,
      packageCount: line.packageCount,
    });
    if (!result.ok) throw new AppError(result.code, result.params);
    return { line, packages: result.packages, serials };
  });
  const count = split.reduce((sum, { packages }) => sum + packages.length, 0);
  if (count > MAX_LABELS_PER_NOTE) {
    throw new AppError('deliveryNote.tooManyLabels', { count, max: MAX_LABELS_PER_NOTE });
  }
  if (count === 0) return 0;
  const numbers = await nextFillValues(lc.trx, 'LB', lc.tenantId, lc.now, count);
  if (!numbers) throw new AppError('fillRule.invalidRule', { ruleCode: 'LB', detail: 'missing' });
  const codes = await payloadCodes(lc, doc);
  const now = toDbDateTime(lc.now);
  const rows: SrmLabelRow[] = [];
  let next = 0;
  for (const { line, packages, serials } of split) {
    const item = codes.items.get(line.poItemId);
    const productionDate = dayOf(line.productionDate);
    packages.forEach((qty, index) => {
      const labelNo = numbers[next++]!;
      // A serial is its unit's batch (domain.md 2.2): the label's supplier batch, read back by receiving.
      const supplierBatchNo = serials[index] ?? line.supplierBatchNo;
      rows.push({
        id: newId(),
        labelNo,
        deliveryNoteId: header.id,
        deliveryNoteLineId: line.id,
        poItemId: line.poItemId,
        partnerId: header.partnerId,
        facilityId: header.facilityId,
        productId: line.productId,
        qty,
        uom: line.uom,
        supplierBatchNo,
        productionDate,
        expiryDate: dayOf(line.expiryDate),
        packageSeq: index + 1,
        packageTotal: packages.length,
        qrPayload: labelQrPayload({
          labelNo,
          deliveryNoteCode: header.code ?? header.id,
          poNo: item?.code ?? null,
          poItem: item?.lineNo ?? null,
          productCode: codes.products.get(line.productId) ?? null,
          qty,
          uom: line.uom,
          supplierBatchNo,
          productionDate,
          supplierCode: codes.supplierCode,
        }),
        labelStatus: 'created',
        printCount: 0,
        createBy: lc.username,
        createTime: now,
        tenantId: lc.tenantId,
        version: 0,
      });
    });
  }
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await insertRows(lc.trx, lc.engine, 'srmLabel', rows.slice(start, start + INSERT_CHUNK));
  }
  return count;
}

/** One unit, scaled (domain.md 0.2): a serial's package. */
const UNIT = 1000;

/**
 * The serial lists of a note about to ship (domain.md 2.2, 4.1 step 4): a line of a serial-tracked
 * product lists one serial per unit, other lines none (`serialListRefusal`); no serial twice for a
 * product within the note, nor one that is already on a label in transit or received, or a batch in
 * stock (I9: a serial is one unit of the tenant).
 */
export async function checkSerials(
  lc: LedgerContext,
  lines: readonly { lineNo: number; productId: string; qty: number; serialNos: string | null }[],
): Promise<void> {
  const productIds = [...new Set(lines.map((line) => line.productId))];
  const tracking = new Map(
    (
      await lc.trx
        .selectFrom('mdmProduct')
        .select(['id', 'tracking'])
        .where('tenantId', '=', lc.tenantId)
        .where('id', 'in', productIds)
        .execute()
    ).map((row) => [row.id, row.tracking]),
  );
  const perProduct = new Map<string, Map<string, number>>();
  for (const line of lines) {
    const refusal = serialListRefusal(line, tracking.get(line.productId) ?? null);
    if (refusal) throw new AppError(refusal.code, refusal.params);
    const known = perProduct.get(line.productId) ?? new Map<string, number>();
    for (const serial of serialNumbers(line.serialNos)) {
      if (known.has(serial)) throw new AppError('deliveryNote.serialTwice', { lineNo: line.lineNo, serial });
      known.set(serial, line.lineNo);
    }
    perProduct.set(line.productId, known);
  }
  for (const [productId, serials] of perProduct) {
    if (serials.size === 0) continue;
    const list = [...serials.keys()];
    const onLabel = await lc.trx
      .selectFrom('srmLabel')
      .select('supplierBatchNo as serial')
      .where('tenantId', '=', lc.tenantId)
      .where('productId', '=', productId)
      .where('supplierBatchNo', 'in', list)
      .where('labelStatus', '!=', 'voided')
      .executeTakeFirst();
    const inStock =
      onLabel ??
      (await lc.trx
        .selectFrom('wmsInventoryBatch')
        .select('batchNo as serial')
        .where('tenantId', '=', lc.tenantId)
        .where('productId', '=', productId)
        .where('batchNo', 'in', list)
        .executeTakeFirst());
    if (inStock?.serial) {
      throw new AppError('deliveryNote.serialKnown', {
        lineNo: serials.get(inStock.serial) ?? 0,
        serial: inStock.serial,
      });
    }
  }
}

/** A label row as generation inserts it (the receipt and print columns stay empty). */
type SrmLabelRow = Pick<
  Insertable<SrmLabelTable>,
  | 'id'
  | 'labelNo'
  | 'deliveryNoteId'
  | 'deliveryNoteLineId'
  | 'poItemId'
  | 'partnerId'
  | 'facilityId'
  | 'productId'
  | 'uom'
  | 'supplierBatchNo'
  | 'packageSeq'
  | 'packageTotal'
  | 'qrPayload'
  | 'labelStatus'
  | 'printCount'
  | 'createBy'
  | 'tenantId'
  | 'version'
> & { qty: number; productionDate: string | null; expiryDate: string | null; createTime: string };

/**
 * Voids the labels of a note not yet received (cancel approval: none is; force finish: the unreceived
 * ones), so that a scan of them is refused.
 */
export async function voidLabels(lc: LedgerContext, deliveryNoteId: string): Promise<void> {
  await lc.trx
    .updateTable('srmLabel')
    .set({ labelStatus: 'voided', updateBy: lc.username, updateTime: toDbDateTime(lc.now) })
    .where('tenantId', '=', lc.tenantId)
    .where('deliveryNoteId', '=', deliveryNoteId)
    .where('labelStatus', '=', 'created')
    .execute();
}
