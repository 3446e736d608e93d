import { loadDocumentHeader } from '../../documents/load-document';
import { type LedgerContext, qty } from '../warehouse/ledger/ledger-context';
import './quality-tables';

/** An inspection of the caller's tenant, or `doc.notFound`. */
export async function loadInspection(lc: LedgerContext, id: string) {
  const row = await loadDocumentHeader(lc, 'qmsInspection', id, [
    'result',
    'disposition',
    'lotQty',
    'qualifiedQty',
    'unqualifiedQty',
    'partnerId',
    'productId',
    'batchId',
    'facilityId',
    'positionId',
    'sourceDocId',
    'sourceLineId',
    'inspectionType',
    'defectType',
    'defectDesc',
    'supplierVisible',
  ]);
  return {
    ...row,
    lotQty: qty(row.lotQty),
    qualifiedQty: row.qualifiedQty === null ? null : qty(row.qualifiedQty),
    unqualifiedQty: row.unqualifiedQty === null ? null : qty(row.unqualifiedQty),
    supplierVisible: Number(row.supplierVisible) === 1,
  };
}

export type Inspection = Awaited<ReturnType<typeof loadInspection>>;
