import { hasPermission } from '../../client/permissions';
import { permissionCode } from '../../domain/entity/define-entity';
import { inspection } from '../../domain/quality/inspection';
import { EntityListPage } from '../../ui/entity/EntityListPage';
import { useEmit, useSession } from '../../ui/root/hooks';
import { ConfirmedActionButtons } from './documentActions';

/**
 * Warehouse › quality testing (spec 2.3, domain.md 3.7): inspections opened by receipts; the inspector
 * records result, split, disposition and item readings in the form while pending, then approves, which
 * puts the accepted stock away and moves the rejected stock to DEFECT; cancel approval undoes that while
 * nothing it generated has posted.
 */
export default function QualityTestingListPage() {
  const session = useSession();
  const emit = useEmit();
  const can = (perm: string) => hasPermission(permissionCode(inspection, perm), session);
  return (
    <EntityListPage
      entity={inspection}
      formMode="drawer"
      rowExtra={(row, reload) => (
        <ConfirmedActionButtons
          entity={inspection}
          row={row}
          actions={['approve', 'cancelApproval']}
          // A concession is approved by the qc_manager only (domain.md 3.7): the server refuses others.
          can={(perm) =>
            can(perm) && (perm !== 'approve' || row.result !== 'concession' || can('concession'))
          }
          onDone={reload}
        />
      )}
      onChange={(change) => emit('isps-entity-change', { entity: inspection.name, ...change })}
    />
  );
}
