import {
  type DocumentActionSpec,
  type DocumentDescriptor,
  documentAction,
} from '../../src/domain/document/define-document';
import type { TransitionFacts } from '../../src/domain/workflow';
import type { Db, Engine } from '../db/database';
import { toDbDateTime } from '../db/datetime';
import { AppError } from '../http/app-error';
import type { LedgerContext } from '../modules/warehouse/ledger/ledger-context';
import type { ActionInputValue } from './action-body';
import { moveApproval, restartApproval } from './approval-steps';
import { claimStep, claimTransition, writeHeaderColumns } from './claim-document';
import type { DocumentEffects, LoadedDocument } from './document-effects';
import { storeDocumentNotice } from './document-notices';
import { runDocumentAction } from './run-document-action';

/** Who runs an action on which document, at which version, with which click id. */
export interface DocumentCall {
  tenantId: number;
  username: string;
  id: string;
  /** The version the user saw (domain.md 0.5 optimistic lock); null for a step that is not versioned. */
  version: number | null;
  requestId: string;
  now: number;
  permissions: ReadonlySet<string>;
}

/** An action's answer and the notices to push once it committed (a repeat pushes again: the bell re-reads). */
export interface ActionOutcome {
  result: Record<string, unknown>;
  notices: string[];
}

/** W transitions whose new state the state alone decides; the engine sets it before the effect runs. */
const DECIDED_BY_STATE = new Set(['approve', 'cancelApproval', 'cancel']);

/**
 * One action on one document as one transaction, the engine's whole sequence (domain.md 0.5, 2.10):
 * idempotent by requestId (`sys_doc_action`, which is also the action log), load, claim (version, W
 * state with the effect's facts, state-guarded version bump: a stale or concurrent action writes
 * nothing), segregation of duties, the document's effect, the header's new state and stamps, the
 * descriptor's notification. Nothing is pushed here: the caller pushes `notices` after the commit.
 */
export function performDocumentAction<D extends LoadedDocument, C = never>(
  db: Db,
  engine: Engine,
  doc: DocumentDescriptor,
  effects: DocumentEffects<D, C>,
  action: DocumentActionSpec,
  call: DocumentCall,
  input: ActionInputValue<C>,
): Promise<ActionOutcome> {
  return runDocumentAction(
    db,
    engine,
    call.now,
    {
      tenantId: call.tenantId,
      username: call.username,
      requestId: call.requestId,
      docType: doc.document.docType,
      docId: call.id,
      action: action.name,
    },
    (lc) => actOnDocument(lc, doc, effects, action, call, input),
  );
}

/**
 * The action inside a transaction the caller owns (a module cancelling the documents it generated, the
 * demo seed): the same claim, effect, header state and notice, without idempotency of its own.
 */
export async function actOnDocument<D extends LoadedDocument, C = never>(
  lc: LedgerContext,
  doc: DocumentDescriptor,
  effects: DocumentEffects<D, C>,
  named: DocumentActionSpec | string,
  call: Pick<DocumentCall, 'id' | 'version' | 'permissions'>,
  input: ActionInputValue<C> = {},
): Promise<ActionOutcome> {
  const action = typeof named === 'string' ? documentAction(doc, named) : named;
  if (!action) throw new Error(`${doc.name}: no action ${String(named)}`);
  const effect = effects.actions[action.name];
  if (!effect) throw new Error(`${doc.name}: action ${action.name} has no effect`);
  const loaded = await effects.load(lc, call.id);
  const { header } = loaded;
  effect.guard?.(loaded, input);
  const facts: TransitionFacts = { ...(await effect.facts?.(loaded, input, lc)), remark: input.remark };
  const seen = action.versioned ? call.version : header.version;
  if (seen === null) throw new AppError('doc.stateChanged');
  let own: Record<string, unknown> = {};
  if (action.approvalSteps) {
    const move = await moveApproval(lc, doc, action, header, seen, call.permissions, input.remark);
    if (move.kind === 'done') {
      if (action.segregated && header.createBy === lc.username) throw new AppError('doc.segregationOfDuties');
      return { result: defaultAnswer(effects, loaded), notices: [] };
    }
    own = move.columns;
  }
  if (action.transition === 'cancelApproval') own = restartApproval(doc);
  if (action.transition) {
    const next = await claimTransition(lc, doc.table, header, seen, action.transition, facts);
    if (next && DECIDED_BY_STATE.has(action.transition)) {
      header.docStatus = next.docStatus;
      header.fulfilStatus = next.fulfilStatus;
    }
  } else {
    await claimStep(lc, doc.table, header, seen, action.allowedFrom);
  }
  if (action.segregated && header.createBy === lc.username) throw new AppError('doc.segregationOfDuties');
  const notices: string[] = [];
  const extra = await effect.run?.({ lc, doc: loaded, input, permissions: call.permissions, notices });
  if (action.transition)
    await saveHeaderState(lc, doc, loaded, action, input, { ...own, ...effects.headerColumns?.(loaded) });
  await effects.afterAction?.(lc, loaded);
  if (action.notify) {
    const notice = await storeDocumentNotice(lc, doc.document.docType, action.notify, header);
    if (notice) notices.push(notice);
  }
  return { result: { ...defaultAnswer(effects, loaded), ...(extra ?? {}) }, notices };
}

function defaultAnswer<D extends LoadedDocument, C>(
  effects: DocumentEffects<D, C>,
  loaded: D,
): Record<string, unknown> {
  const { header } = loaded;
  return (
    effects.result?.(loaded) ?? {
      id: header.id,
      code: header.code,
      docStatus: header.docStatus,
      fulfilStatus: header.fulfilStatus,
      version: header.version,
    }
  );
}

/**
 * The header's W state after the effect, with the stamps of W (approver, cancel or finish remark) and
 * the document's own columns its effects set.
 */
async function saveHeaderState(
  lc: LedgerContext,
  doc: DocumentDescriptor,
  loaded: LoadedDocument,
  action: DocumentActionSpec,
  input: Pick<ActionInputValue, 'remark'>,
  own: Record<string, unknown> = {},
): Promise<void> {
  const { header } = loaded;
  const stamps: Record<string, unknown> = { ...own };
  if (action.transition === 'approve') {
    stamps.approveBy = lc.username;
    stamps.approveTime = toDbDateTime(lc.now);
  }
  if ((action.transition === 'cancel' || action.transition === 'forceFinish') && input.remark) {
    stamps.cancelRemark = input.remark;
  }
  await writeHeaderColumns(lc, doc.table, header.id, {
    docStatus: header.docStatus,
    fulfilStatus: header.fulfilStatus,
    ...stamps,
  });
}
