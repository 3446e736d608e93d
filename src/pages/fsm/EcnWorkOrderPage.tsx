import { ecnWorkOrder } from '../../domain/warehouse/fsm';
import { isAllowedFrom } from '../../domain/workflow';
import { DocumentListPage } from '../../ui/document/DocumentListPage';
import { stateOf } from '../../ui/document/row-actions';
import { useT } from '../../ui/root/hooks';
import { EcnItemsDoneModal } from './EcnItemsDoneModal';

/**
 * EcnWorkOrder (spec 2.2, domain.md 3.12): ECN roll-outs over the installed base, with the actions of W
 * and "items done" (`:edit`) while an approved order is open.
 */
export default function EcnWorkOrderPage() {
  const t = useT('warehouse');
  return (
    <DocumentListPage
      entity={ecnWorkOrder}
      actions={[
        'approve',
        'cancelApproval',
        {
          key: 'items-done',
          perm: 'edit',
          label: t('fsm.itemsDone'),
          shows: (row) => row.docStatus === 'approved' && isAllowedFrom('forceFinish', stateOf(row)),
          dialog: (row, { done }) => <EcnItemsDoneModal row={row} onDone={done} />,
        },
        'cancel',
        'forceFinish',
      ]}
    />
  );
}
