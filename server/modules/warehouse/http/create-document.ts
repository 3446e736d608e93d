import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Static, TObject } from 'typebox';
import type { EntityDescriptor } from '../../../../src/domain/entity/define-entity';
import { createdInScope } from '../../../documents/document-scope';
import { runDocumentAction } from '../../../documents/run-document-action';
import { rowScope } from '../../../entity/entity-store';
import { requirePermission } from '../../../http/require-permission';
import { ok } from '../../../http/result';
import type { LedgerContext } from '../ledger/ledger-context';
import { builtDocumentReply } from './warehouse-replies';

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

/**
 * `POST <path>`: builds a new document from the request body through `createDocument`, behind the
 * permission given; the body carries the click's `requestId`. Answers the new document's id and code.
 */
export function createDocumentRoute<B extends TObject>(
  app: FastifyInstance,
  path: string,
  options: { permission: string; entity: EntityDescriptor; body: B; docType: string; action: string },
  create: (lc: LedgerContext, body: Static<B>) => Promise<{ id: string }>,
): void {
  app.post(
    path,
    {
      preHandler: requirePermission(options.permission),
      schema: { body: options.body, response: builtDocumentReply },
    },
    async (request) => {
      const body = request.body as Static<B>;
      const what = { docType: options.docType, action: options.action, requestId: String(body.requestId) };
      const result = await createDocument(request, options.entity, what, (lc) => create(lc, body));
      return ok(request.locale, result);
    },
  );
}
