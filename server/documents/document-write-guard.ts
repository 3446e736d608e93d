import { sql } from 'kysely';
import type { DocumentDescriptor } from '../../src/domain/document/define-document';
import { rowOffers } from '../../src/domain/workflow';
import type { WriteEvent } from '../entity/register-entity';
import { AppError } from '../http/app-error';
import { restartApproval } from './approval-steps';

/**
 * W on the generic writes of a document (domain.md 0.5), the one guard every document's edit and delete
 * go through: header and lines change only while pending, a delete only when pending and never
 * approved, the rows read in the caller's tenant. A document whose lines change only through its actions
 * (`linesEditable: false`) keeps its lines on an edit. `also` runs a document's own rules after the
 * state check (a command's type and movement type).
 */
export function documentWriteGuard(
  doc: DocumentDescriptor,
  also?: (event: WriteEvent) => Promise<void> | void,
): (event: WriteEvent) => Promise<void> {
  return async (event) => {
    if (event.action !== 'add') {
      if (event.action === 'edit' && !doc.document.linesEditable) {
        for (const key of Object.keys(doc.lines)) delete event.record.lines[key];
      }
      const ids = event.action === 'delete' ? event.ids : [event.id];
      const { rows } = await sql<{ docStatus: string; approveTime: unknown }>`select doc_status, approve_time
        from ${sql.table(doc.table)} where tenant_id = ${event.scope.tenantId} and id in (${sql.join(ids)})`.execute(
        event.trx,
      );
      // An edited document of a multi-step approval is approved again from the first step.
      if (event.action === 'edit') Object.assign(event.record.values, restartApproval(doc));
      for (const row of rows) {
        if (!rowOffers('edit', row.docStatus, false)) throw new AppError('doc.actionNotAllowed');
        if (event.action === 'delete' && !rowOffers('delete', row.docStatus, Boolean(row.approveTime))) {
          throw new AppError('doc.deleteAfterApproval');
        }
      }
    }
    await also?.(event);
  };
}
