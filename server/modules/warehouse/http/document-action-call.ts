import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import type { EntityDescriptor } from '../../../../src/domain/entity/define-entity';
import type { approveBody } from '../../../documents/action-body';
import { requireVisibleDocument } from '../../../documents/document-scope';

export interface DocumentActionCall {
  tenantId: number;
  username: string;
  id: string;
  /** The version the user saw (domain.md 0.5 optimistic lock). */
  version: number;
  requestId: string;
  now: number;
}

/**
 * Who acts on which document, at which version and with which click id: what every document action
 * runs with. A document the caller cannot see is refused first (domain.md 4.4 rule 5).
 */
export async function documentActionCall(
  request: FastifyRequest,
  entity: EntityDescriptor,
  body: Static<typeof approveBody>,
): Promise<DocumentActionCall> {
  await requireVisibleDocument(request, entity, body.id);
  return {
    tenantId: request.user.tenantId,
    username: request.user.username,
    id: body.id,
    version: body.version,
    requestId: body.requestId,
    now: request.server.ctx.clock.now(),
  };
}
