import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { type EntityDescriptor, permissionCode } from '../../../../src/domain/entity/define-entity';
import {
  approveBody,
  forceFinishBody,
  outboundBody,
  remarkBody,
  scaledQty,
} from '../../../documents/action-body';
import { createdInScope } from '../../../documents/document-scope';
import { runDocumentAction } from '../../../documents/run-document-action';
import { rowScope } from '../../../entity/entity-store';
import { requirePermission } from '../../../http/require-permission';
import { ok } from '../../../http/result';
import type { LedgerContext } from '../ledger/ledger-context';
import type { DocumentActionCall } from './document-action-call';
import { documentActionCall } from './document-action-call';

/** What each W action route hands to its document's perform function (domain.md 0.5). */
export interface RoutedAction {
  approve: { action: 'approve' };
  cancelApproval: { action: 'cancelApproval' };
  cancel: { action: 'cancel'; remark: string };
  forceFinish: { action: 'forceFinish'; remark: string };
  outbound: { action: 'outbound'; lines: { lineId: string; qty: number }[] };
}

type AnyBody = Static<typeof approveBody> &
  Partial<Static<typeof remarkBody>> &
  Partial<Pick<Static<typeof outboundBody>, 'lines'>>;

/** Each route's body (api-contract: id, version, requestId, and the remark or the lines) and its action. */
const routes: { [K in keyof RoutedAction]: { body: object; action: (body: AnyBody) => RoutedAction[K] } } = {
  approve: { body: approveBody, action: () => ({ action: 'approve' }) },
  cancelApproval: { body: approveBody, action: () => ({ action: 'cancelApproval' }) },
  cancel: { body: remarkBody, action: (body) => ({ action: 'cancel', remark: body.remark ?? '' }) },
  forceFinish: {
    body: forceFinishBody,
    action: (body) => ({ action: 'forceFinish', remark: body.remark ?? '' }),
  },
  outbound: {
    body: outboundBody,
    action: (body) => ({
      action: 'outbound',
      lines: (body.lines ?? []).map((line) => ({ lineId: line.lineId, qty: scaledQty(line.qty) })),
    }),
  },
};

/**
 * The W action routes of one document entity (`<basePath>/<action>`), each behind its button permission
 * and refused on a document the caller cannot see, answering what the perform function returns.
 */
export function registerDocumentActionRoutes<K extends keyof RoutedAction>(
  app: FastifyInstance,
  entity: EntityDescriptor,
  actions: readonly K[],
  perform: (call: DocumentActionCall, action: RoutedAction[K]) => Promise<unknown>,
): void {
  for (const name of actions) {
    const route = routes[name];
    app.post(
      `${entity.basePath}/${name}`,
      { preHandler: requirePermission(permissionCode(entity, name)), schema: { body: route.body } },
      async (request) => {
        const body = request.body as AnyBody;
        const call = await documentActionCall(request, entity, body);
        // routes[name] builds RoutedAction[name]; TypeScript cannot narrow the generic K per iteration.
        return ok(request.locale, await perform(call, route.action(body) as RoutedAction[K]));
      },
    );
  }
}

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
