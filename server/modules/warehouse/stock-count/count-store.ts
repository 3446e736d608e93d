import type { DocState } from '../../../../src/domain/workflow';
import { toDbDateTime } from '../../../db/datetime';
import { loadDocument } from '../../../documents/load-document';
import { type LedgerContext, qty } from '../ledger/ledger-context';

export interface CountHeader {
  id: string;
  code: string;
  facilityId: string;
  docStatus: DocState['docStatus'];
  fulfilStatus: DocState['fulfilStatus'];
  version: number;
  freeze: boolean;
  createBy: string | null;
}

export interface CountLine {
  id: string;
  lineNo: number;
  productId: string;
  positionId: string;
  batchId: string | null;
  bookQty: number;
  checkQty: number | null;
  countedBy: string | null;
  recountNo: number;
  diffQty: number | null;
  checkType: string | null;
  differenceStatus: string | null;
}

export interface CountDocument {
  header: CountHeader;
  lines: CountLine[];
}

export async function loadCount(lc: LedgerContext, id: string): Promise<CountDocument> {
  const { header, lines } = await loadDocument(
    lc,
    {
      header: 'wmsCheckInventory',
      headerColumns: ['facilityId', 'freeze', 'createBy'],
      lines: 'wmsCheckInventoryLine',
      parent: 'checkInventoryId',
      lineColumns: [
        'id',
        'productId',
        'positionId',
        'batchId',
        'checkQty',
        'countedBy',
        'recountNo',
        'diffQty',
        'checkType',
        'differenceStatus',
      ],
      quantities: ['bookQty'],
    },
    id,
  );
  return {
    header: { ...header, freeze: Number(header.freeze) === 1 },
    lines: lines.map((line) => ({
      ...line,
      checkQty: line.checkQty === null ? null : qty(line.checkQty),
      recountNo: Number(line.recountNo ?? 0),
      diffQty: line.diffQty === null ? null : qty(line.diffQty),
    })),
  };
}

/** Header totals of domain.md 3.4 (`line_count`, `diff_count`) and the fulfilment the lines give. */
export async function saveCountHeader(
  lc: LedgerContext,
  doc: CountDocument,
  changes: { gainQty?: number; lossQty?: number } = {},
): Promise<void> {
  const counted = doc.lines.filter((line) => line.differenceStatus !== null);
  await lc.trx
    .updateTable('wmsCheckInventory')
    .set({
      fulfilStatus: doc.header.fulfilStatus,
      lineCount: doc.lines.length,
      diffCount: counted.filter((line) => line.differenceStatus !== 'none').length,
      ...(changes.gainQty !== undefined ? { gainQty: changes.gainQty } : {}),
      ...(changes.lossQty !== undefined ? { lossQty: changes.lossQty } : {}),
      updateBy: lc.username,
      updateTime: toDbDateTime(lc.now),
    })
    .where('id', '=', doc.header.id)
    .execute();
}

/** Option `freeze` (domain.md 2.9): the positions of the count stop being allocatable while it runs. */
export async function setFrozen(lc: LedgerContext, doc: CountDocument, frozen: boolean): Promise<void> {
  if (!doc.header.freeze) return;
  const positionIds = [...new Set(doc.lines.map((line) => line.positionId))];
  if (positionIds.length === 0) return;
  await lc.trx
    .updateTable('wmsPosition')
    .set({ frozenByCountId: frozen ? doc.header.id : null })
    .where('tenantId', '=', lc.tenantId)
    .where('id', 'in', positionIds)
    .where('frozenByCountId', frozen ? 'is' : '=', frozen ? null : doc.header.id)
    .execute();
}

/** What every stock count action answers: the engine's default and the lines still pending. */
export type CountActionResult = {
  id: string;
  code: string;
  docStatus: string;
  fulfilStatus: string;
  version: number;
  pendingLines: number;
};

export function countResult(doc: CountDocument): CountActionResult {
  return {
    id: doc.header.id,
    code: doc.header.code,
    docStatus: doc.header.docStatus,
    fulfilStatus: doc.header.fulfilStatus,
    version: doc.header.version,
    pendingLines: doc.lines.filter((line) => line.differenceStatus === 'pending').length,
  };
}
