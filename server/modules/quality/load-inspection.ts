import { AppError } from '../../http/app-error';
import { documentHeader } from '../warehouse/commands/document-header';
import { type LedgerContext, qty } from '../warehouse/ledger/ledger-context';
import './quality-tables';

/** An inspection of the caller's tenant, or `doc.notFound`. */
export async function loadInspection(lc: LedgerContext, id: string) {
  const row = await lc.trx
    .selectFrom('qmsInspection')
    .select(['id', 'code', 'docStatus', 'fulfilStatus', 'version', 'result', 'disposition'])
    .select(['lotQty', 'qualifiedQty', 'unqualifiedQty', 'partnerId', 'productId', 'batchId'])
    .select(['facilityId', 'positionId', 'sourceDocId', 'sourceLineId'])
    .select(['inspectionType', 'defectType', 'defectDesc', 'supplierVisible'])
    .where('tenantId', '=', lc.tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new AppError('doc.notFound');
  return {
    ...documentHeader(row),
    lotQty: qty(row.lotQty),
    qualifiedQty: row.qualifiedQty === null ? null : qty(row.qualifiedQty),
    unqualifiedQty: row.unqualifiedQty === null ? null : qty(row.unqualifiedQty),
    supplierVisible: Number(row.supplierVisible) === 1,
  };
}

export type Inspection = Awaited<ReturnType<typeof loadInspection>>;
