import type { DocumentActionSpec, DocumentDescriptor } from '../../src/domain/document/define-document';
import { permissionCode } from '../../src/domain/entity/define-entity';
import { toDbDateTime } from '../db/datetime';
import { queryRows, sqlStatement } from '../db/raw-sql';
import { columnName } from '../entity/column-name';
import { AppError } from '../http/app-error';
import type { LedgerContext } from '../modules/warehouse/ledger/ledger-context';
import { claimStep, writeHeaderColumns } from './claim-document';
import type { LoadedHeader } from './document-effects';

/**
 * A multi-step approval (docs/documents.md "Multi-step approval"): which step a pending document waits
 * for, whether the caller holds that step's permission, and the header columns an intermediate approval,
 * a refusal or the final approval write. The W state moves only at the last step.
 */

/** The step the document waits for (0-based), read in the action's transaction. */
async function stepsDone(lc: LedgerContext, doc: DocumentDescriptor, id: string): Promise<number> {
  const approval = doc.document.approval!;
  const rows = await queryRows<{ done: number | string | null }>(
    lc.trx,
    STEPS_DONE.text(lc.engine, doc.table, columnName(approval.stepField)),
    [lc.tenantId, id],
  );
  return Number(rows[0]?.done ?? 0);
}

const STEPS_DONE = sqlStatement(
  (_engine, table: string, column: string) =>
    `select ${column} as done from ${table} where tenant_id = ? and id = ?`,
);

/** What the engine does with an approve or refuse of a multi-step approval. */
export type ApprovalMove =
  /** An intermediate approval: done, the document stays pending. */
  | { kind: 'done' }
  /** The last step: W's approve runs; `columns` join the header's state. */
  | { kind: 'final'; columns: Record<string, unknown> };

/**
 * Runs before the claim of approve or refuse: the caller must hold the permission of the step the
 * document waits for (else `doc.approvalStepRole` naming it). An intermediate approve or a refuse is
 * claimed here as a step of the pending document and written; the last approve is left to W.
 */
export async function moveApproval(
  lc: LedgerContext,
  doc: DocumentDescriptor,
  action: DocumentActionSpec,
  header: LoadedHeader,
  seen: number,
  permissions: ReadonlySet<string>,
  remark: string | undefined,
): Promise<ApprovalMove> {
  const approval = doc.document.approval!;
  const steps = approval.steps;
  const done = Math.min(await stepsDone(lc, doc, header.id), steps.length - 1);
  const step = steps[done]!;
  if (header.docStatus === 'pending' && !permissions.has(permissionCode(doc, step.perm))) {
    throw new AppError('doc.approvalStepRole', { step: `${step.title.zh} / ${step.title.en}` });
  }
  const stamps = (values: Record<string, unknown>, value: (s: 'by' | 'time') => unknown) => {
    for (const s of steps) {
      if (s.stampBy) values[s.stampBy] = value('by');
      if (s.stampTime) values[s.stampTime] = value('time');
    }
    return values;
  };
  if (action.transition === null) {
    // Refuse: back to the first step with the remark, the earlier steps' stamps cleared.
    await claimStep(lc, doc.table, header, seen, action.allowedFrom);
    await writeHeaderColumns(
      lc,
      doc.table,
      header.id,
      stamps({ [approval.stepField]: 0, [approval.refuseRemarkField]: remark ?? null }, () => null),
    );
    return { kind: 'done' };
  }
  if (done < steps.length - 1) {
    await claimStep(lc, doc.table, header, seen, action.allowedFrom);
    const values: Record<string, unknown> = { [approval.stepField]: done + 1 };
    if (step.stampBy) values[step.stampBy] = lc.username;
    if (step.stampTime) values[step.stampTime] = toDbDateTime(lc.now);
    await writeHeaderColumns(lc, doc.table, header.id, values);
    return { kind: 'done' };
  }
  return { kind: 'final', columns: { [approval.stepField]: steps.length } };
}

/** Cancel approval of a multi-step document starts its approval again from the first step. */
export function restartApproval(doc: DocumentDescriptor): Record<string, number | null> {
  const approval = doc.document.approval;
  if (!approval) return {};
  const values: Record<string, number | null> = { [approval.stepField]: 0 };
  for (const s of approval.steps) {
    if (s.stampBy) values[s.stampBy] = null;
    if (s.stampTime) values[s.stampTime] = null;
  }
  return values;
}
