import type { Db, Engine } from '../../db/database';
import { runDocumentAction } from '../../documents/run-document-action';
import type { DocumentActionCall } from '../warehouse/receiving/receipt-actions';
import {
  approveInspection,
  type InspectionActionResult,
  type InspectionApprover,
} from './approve-inspection';
import { cancelInspectionApproval } from './cancel-inspection-approval';
import { loadInspection } from './load-inspection';

export type InspectionAction = 'approve' | 'cancelApproval';

/** One action on one inspection: one transaction, guarded by state and version, idempotent by requestId. */
export function performInspectionAction(
  db: Db,
  engine: Engine,
  call: DocumentActionCall,
  action: InspectionAction,
  approver: InspectionApprover,
): Promise<InspectionActionResult> {
  return runDocumentAction(
    db,
    engine,
    call.now,
    { ...call, docType: 'inspection', docId: call.id, action },
    async (lc) => {
      const inspection = await loadInspection(lc, call.id);
      return action === 'approve'
        ? approveInspection(lc, inspection, call.version, approver)
        : cancelInspectionApproval(lc, inspection, call.version);
    },
  );
}
