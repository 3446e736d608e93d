import { permissionCode } from '../../../src/domain/entity/define-entity';
import { inspection } from '../../../src/domain/quality/inspection';
import { documentEffects } from '../../documents/document-effects';
import { AppError } from '../../http/app-error';
import type { LedgerContext } from '../warehouse/ledger/ledger-context';
import { approveInspection } from './approve-inspection';
import { cancelInspectionApproval } from './cancel-inspection-approval';
import { loadInspection } from './load-inspection';

/**
 * The inspection as its actions use it; `approvedVersion` is its version before the action's claim, the
 * one an approval's follow-up documents are keyed by (put-away.ts `followUpKey`).
 */
async function load(lc: LedgerContext, id: string) {
  const header = await loadInspection(lc, id);
  // Final and in-process inspections are production's work checks (domain.md 3.9): acted on their own page.
  if (header.inspectionType === 'final' || header.inspectionType === 'in_process')
    throw new AppError('mes.notAWorkCheck');
  return { header, approvedVersion: header.version };
}

/**
 * The business effects of the inspection's actions (descriptor: src/domain/quality/inspection.ts):
 * approve makes the result final and opens the follow-ups, cancel approval takes them back. The engine
 * claims, stamps, logs, answers and pushes the supplier's notice of a failed lot after the commit.
 */
export const inspectionEffects = documentEffects(inspection, {
  load,
  actions: {
    approve: {
      run: async ({ lc, doc, permissions, notices }) => {
        const mayConcede = permissions.has(permissionCode(inspection, 'concession'));
        const approval = await approveInspection(lc, doc.header, { mayConcede });
        if (approval.supplierNoticeId) notices.push(approval.supplierNoticeId);
        return { ...approval };
      },
    },
    cancelApproval: { run: ({ lc, doc }) => cancelInspectionApproval(lc, doc.header, doc.approvedVersion) },
  },
});
