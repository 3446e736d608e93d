import type { Db, Engine } from '../../../db/database';
import { runDocumentAction } from '../../../documents/run-document-action';
import { approveReceipt, cancelReceipt, loadReceipt, type ReceiptActionResult } from './approve-receipt';

export type ReceiptAction = { action: 'approve' } | { action: 'cancel'; remark: string };

export interface DocumentActionCall {
  tenantId: number;
  username: string;
  id: string;
  /** The version the user saw (domain.md 0.5 optimistic lock). */
  version: number;
  requestId: string;
  now: number;
}

/** One action on one receipt: one transaction, guarded by state and version, idempotent by requestId. */
export function performReceiptAction(
  db: Db,
  engine: Engine,
  call: DocumentActionCall,
  action: ReceiptAction,
): Promise<ReceiptActionResult> {
  return runDocumentAction(
    db,
    engine,
    call.now,
    { ...call, docType: 'receipt', docId: call.id, action: action.action },
    async (lc) => {
      const receipt = await loadReceipt(lc, call.id);
      return action.action === 'approve'
        ? approveReceipt(lc, receipt, call.version)
        : cancelReceipt(lc, receipt, call.version, action.remark);
    },
  );
}
