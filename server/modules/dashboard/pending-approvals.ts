import type { FastifyRequest } from 'fastify';
import type { PendingApproval } from '../../../src/domain/dashboard/figures';
import {
  type DocumentActionSpec,
  type DocumentDescriptor,
  isDocument,
} from '../../../src/domain/document/define-document';
import { permissionCode } from '../../../src/domain/entity/define-entity';
import { menuKeyOfPermission } from '../../../src/domain/entity/menu-permission';
import { entityRegistry } from '../../entity/entity-registry';
import { entityDb, rowScope, scopedFrom } from '../../entity/entity-store';

/**
 * domain.md "my pending approvals": per page, the pending documents the caller may approve, read from the
 * documents the server serves (every one declared on the document engine), each within the caller's row
 * scope (tenant, the page's own rows, data rules). A multi-step approval counts a document only at a step
 * whose permission the caller holds. Supplier users approve nothing: null.
 */
export async function pendingApprovals(request: FastifyRequest): Promise<PendingApproval[] | null> {
  const { user, server } = request;
  if (user.userType === 'supplier') return null;
  const documents = [...entityRegistry(server.ctx).values()].filter(isDocument);
  const counts = await Promise.all(
    documents.map(async (doc) => {
      const menuKey = menuKeyOfPermission(doc.permission);
      const steps = approvableSteps(doc, user.permissions);
      if (!menuKey || steps === 'none') return null;
      const count = await pendingCount(request, doc, steps);
      return count > 0 ? { menuKey, count } : null;
    }),
  );
  return counts.filter((row): row is PendingApproval => row !== null).sort((a, b) => b.count - a.count);
}

/** Every pending row, the steps (0-based) the caller may approve of a multi-step approval, or none. */
type Approvable = 'all' | 'none' | number[];

function approvableSteps(doc: DocumentDescriptor, permissions: ReadonlySet<string>): Approvable {
  const approve: DocumentActionSpec | undefined = doc.document.actions.find(
    (action) => action.transition === 'approve',
  );
  if (!approve?.side.includes('staff') || !approve.perm) return 'none';
  const steps = doc.document.approval?.steps;
  if (!steps) return permissions.has(permissionCode(doc, approve.perm)) ? 'all' : 'none';
  const held = steps.flatMap((step, index) =>
    permissions.has(permissionCode(doc, step.perm)) ? [index] : [],
  );
  return held.length > 0 ? held : 'none';
}

async function pendingCount(
  request: FastifyRequest,
  doc: DocumentDescriptor,
  steps: 'all' | number[],
): Promise<number> {
  let query = scopedFrom(entityDb(request.server.ctx), doc, await rowScope(request, doc)).where(
    'docStatus',
    '=',
    'pending',
  );
  const stepField = doc.document.approval?.stepField;
  if (steps !== 'all' && stepField)
    query = query.where((eb) => eb(eb.fn.coalesce(stepField, eb.lit(0)), 'in', steps));
  const row = await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  return Number((row as { n?: unknown } | undefined)?.n ?? 0);
}
