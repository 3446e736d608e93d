import type { FastifyRequest } from 'fastify';
import type { EntityDescriptor } from '../../src/domain/entity/define-entity';
import {
  type EntityDb,
  entityDb,
  idsInScope,
  type RowScope,
  requireInScope,
  rowScope,
} from '../entity/entity-store';
import { AppError } from '../http/app-error';
import type { LedgerContext } from '../modules/warehouse/ledger/ledger-context';

/**
 * domain.md 4.4 rule 5: an action on a document the caller cannot see (tenant, partner, data rules)
 * fails exactly like one on a missing document.
 */
export async function requireVisibleDocument(
  request: FastifyRequest,
  entity: EntityDescriptor,
  id: string,
): Promise<void> {
  const scope = await rowScope(request, entity);
  // Without rules or partner the action's own load is the same check (tenant and id).
  if (scope.rules.length === 0 && !scope.partner) return;
  const [visible] = await idsInScope(entityDb(request.server.ctx), entity, scope, [id]);
  if (!visible) throw new AppError('doc.notFound');
}

/**
 * A document built by an action (picklist, stock count, billing list) must land inside its creator's
 * scope; otherwise the action's transaction is rolled back and refused.
 */
export function createdInScope<R extends { id: string }>(
  entity: EntityDescriptor,
  scope: RowScope,
  create: (lc: LedgerContext) => Promise<R>,
): (lc: LedgerContext) => Promise<R> {
  return async (lc) => {
    const created = await create(lc);
    await requireInScope(lc.trx as unknown as EntityDb, entity, scope, [created.id]);
    return created;
  };
}
