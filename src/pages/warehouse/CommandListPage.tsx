import { commandKind } from '../../domain/warehouse/command-kinds';
import { commandPages } from '../../domain/warehouse/command-pages';
import type { CommandType } from '../../domain/warehouse/movement-types';
import { DocumentListPage } from '../../ui/document/DocumentListPage';

/** The legs of a command kind: out-only, in-only, or both (domain.md 3.4). */
const LEGS = { out: ['outbound'], in: ['inbound'], both: ['outbound', 'inbound'] } as const;

/**
 * One of the nine command lists (spec 2.3, domain.md 3.4): the document list of its descriptor with the
 * actions of W; force finish asks the leg on two-leg commands.
 */
export function CommandListPage({ type, formMode }: { type: CommandType; formMode?: string }) {
  const { facilities } = commandKind(type);
  return (
    <DocumentListPage
      entity={commandPages.get(type)!}
      formMode={formMode === 'drawer' ? 'drawer' : 'modal'}
      actions={['approve', 'cancelApproval', ...LEGS[facilities], 'cancel', 'forceFinish']}
      forceFinishLegs={facilities === 'both'}
    />
  );
}
