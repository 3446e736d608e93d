import { newId } from '../../db/ids';
import type { LedgerContext } from '../warehouse/ledger/ledger-context';
import { qty } from '../warehouse/ledger/ledger-context';
import './quality-tables';
import { newDocumentHeader } from '../warehouse/commands/new-document-header';

export interface IncomingLot {
  receipt: { id: string; partnerId: string; facilityId: string };
  lineId: string;
  productId: string;
  batchId: string;
  positionId: string;
  /** Scaled. */
  lotQty: number;
  inspectionMode: 'sampling' | 'full';
}

/**
 * A pending incoming inspection of one receipt line (domain.md 3.7, 4.1 step 6): the sample size from
 * the sampling plan whose lot range holds the lot (sampling) or the whole lot (full), and one item per
 * incoming standard of the product, for the inspector to fill in.
 */
export async function createIncomingInspection(lc: LedgerContext, lot: IncomingLot): Promise<string> {
  const header = await newDocumentHeader(lc, 'QI');
  const { id, createTime } = header;
  const plan =
    lot.inspectionMode === 'sampling'
      ? await lc.trx
          .selectFrom('qmsSamplingPlan')
          .select(['id', 'sampleSize'])
          .where('tenantId', '=', lc.tenantId)
          .where('delFlag', '=', 0)
          .where('lotFrom', '<=', lot.lotQty)
          .where('lotTo', '>=', lot.lotQty)
          .orderBy('lotFrom', 'desc')
          .executeTakeFirst()
      : undefined;
  const sampleQty =
    lot.inspectionMode === 'full' ? lot.lotQty : plan ? Math.min(qty(plan.sampleSize), lot.lotQty) : null;
  await lc.trx
    .insertInto('qmsInspection')
    .values({
      ...header,
      inspectionType: 'incoming',
      sourceDocType: 'receipt',
      sourceDocId: lot.receipt.id,
      sourceLineId: lot.lineId,
      partnerId: lot.receipt.partnerId,
      productId: lot.productId,
      batchId: lot.batchId,
      facilityId: lot.receipt.facilityId,
      positionId: lot.positionId,
      lotQty: lot.lotQty,
      inspectionMode: lot.inspectionMode,
      samplingPlanId: plan?.id ?? null,
      sampleQty,
      supplierVisible: 1,
    })
    .execute();
  const standards = await lc.trx
    .selectFrom('qmsInspectionStandard')
    .select(['id', 'characteristic', 'method', 'standardValue', 'lowerLimit', 'upperLimit', 'unit', 'isKey'])
    .where('tenantId', '=', lc.tenantId)
    .where('productId', '=', lot.productId)
    .where('inspectionType', '=', 'incoming')
    .where('delFlag', '=', 0)
    .orderBy('itemNo')
    .execute();
  if (standards.length > 0) {
    await lc.trx
      .insertInto('qmsInspectionItem')
      .values(
        standards.map((standard, index) => ({
          id: newId(),
          tenantId: lc.tenantId,
          inspectionId: id,
          lineNo: index + 1,
          standardId: standard.id,
          characteristic: standard.characteristic,
          method: standard.method,
          standardValue: standard.standardValue,
          lowerLimit: standard.lowerLimit === null ? null : qty(standard.lowerLimit),
          upperLimit: standard.upperLimit === null ? null : qty(standard.upperLimit),
          unit: standard.unit,
          isKey: Number(standard.isKey),
          createBy: lc.username,
          createTime,
        })),
      )
      .execute();
  }
  return id;
}
