import { type DocumentDescriptor, documentAction } from '../../../../src/domain/document/define-document';
import type { ActionInputValue } from '../../../documents/action-body';
import type { DocumentEffects, LoadedDocument } from '../../../documents/document-effects';
import { performDocumentAction } from '../../../documents/perform-document-action';
import type { LedgerContext } from '../../../modules/warehouse/ledger/ledger-context';
import { seedTransactionDb } from './seed-transaction-db';

/**
 * One action of the engine on a demo document at its current version, logged like a click: its request
 * id is `demo:<id>:<action>`, followed by `:<wave>` when one document repeats an action (picks).
 */
export async function demoDocumentAction<D extends LoadedDocument, C = never>(
  lc: LedgerContext,
  doc: DocumentDescriptor,
  effects: DocumentEffects<D, C>,
  id: string,
  action: string,
  input: ActionInputValue<C> = {},
  wave?: number,
  /** The button permissions of the user acting (a step of a multi-step approval checks its own). */
  permissions: ReadonlySet<string> = new Set(),
): Promise<Record<string, unknown>> {
  const spec = documentAction(doc, action);
  if (!spec) throw new Error(`${doc.name}: no action ${action}`);
  const { header } = await effects.load(lc, id);
  const { result } = await performDocumentAction(
    seedTransactionDb(lc.trx),
    lc.engine,
    doc,
    effects,
    spec,
    {
      tenantId: lc.tenantId,
      username: lc.username,
      id,
      version: header.version,
      requestId: `demo:${id}:${action}${wave === undefined ? '' : `:${wave}`}`,
      now: lc.now,
      permissions,
    },
    input,
  );
  return result;
}
