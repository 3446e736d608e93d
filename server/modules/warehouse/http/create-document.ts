import type { FastifyRequest } from 'fastify';
import type { EntityDescriptor } from '../../../../src/domain/entity/define-entity';
import { createdInScope } from '../../../documents/document-scope';
import { runDocumentAction } from '../../../documents/run-document-action';
import { rowScope } from '../../../entity/entity-store';
import type { LedgerContext } from '../ledger/ledger-context';

/**
 * An action that builds a new document (picklist, stock count, billing list) as one idempotent
 * transaction by the click's requestId, the new document landing inside its creator's scope.
 */
export async function createDocument<R extends { id: string }>(
  request: FastifyRequest,
  entity: EntityDescriptor,
  what: { docType: string; action: string; requestId: string },
  create: (lc: LedgerContext) => Promise<R>,
): Promise<R> {
  const { ctx } = request.server;
  const scope = await rowScope(request, entity);
  return runDocumentAction(
    ctx.db,
    ctx.engine,
    ctx.clock.now(),
    {
      tenantId: request.user.tenantId,
      username: request.user.username,
      requestId: what.requestId,
      docType: what.docType,
      docId: 'new',
      action: what.action,
    },
    createdInScope(entity, scope, create),
  );
}
