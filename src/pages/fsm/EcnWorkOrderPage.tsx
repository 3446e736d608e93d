import { Button } from 'antd';
import { useState } from 'react';
import { hasPermission } from '../../client/permissions';
import { permissionCode } from '../../domain/entity/define-entity';
import { pickText } from '../../domain/i18n-text';
import { ecnWorkOrder } from '../../domain/warehouse/fsm';
import { type DocState, documentActions, isAllowedFrom } from '../../domain/workflow';
import { EntityListPage } from '../../ui/entity/EntityListPage';
import type { EntityRow } from '../../ui/entity/entity-api';
import { useLocale, useSession, useT } from '../../ui/root/hooks';
import { ConfirmedActionButtons, RemarkActionButtons, RemarkModal } from '../warehouse/documentActions';
import { EcnItemsDoneModal } from './EcnItemsDoneModal';

/**
 * EcnWorkOrder (spec 2.2, domain.md 3.12): ECN roll-outs over the installed base, with the actions of W
 * and "items done" (`:edit`) while an approved order is open.
 */
export default function EcnWorkOrderPage() {
  const locale = useLocale();
  const session = useSession();
  const t = useT('warehouse');
  const [reporting, setReporting] = useState<{ row: EntityRow; reload: () => void } | null>(null);
  const [asking, setAsking] = useState<{
    row: EntityRow;
    action: 'cancel' | 'forceFinish';
    reload: () => void;
  } | null>(null);
  const can = (perm: string) => hasPermission(permissionCode(ecnWorkOrder, perm), session);
  return (
    <>
      <EntityListPage
        entity={ecnWorkOrder}
        rowExtra={(row, reload) => {
          const state = { docStatus: row.docStatus, fulfilStatus: row.fulfilStatus } as DocState;
          return (
            <>
              <ConfirmedActionButtons
                entity={ecnWorkOrder}
                row={row}
                actions={['approve', 'cancelApproval']}
                can={can}
                onDone={reload}
              />
              {can('edit') && state.docStatus === 'approved' && isAllowedFrom('forceFinish', state) && (
                <Button
                  type="link"
                  size="small"
                  className="isps-row-items-done"
                  onClick={() => setReporting({ row, reload })}
                >
                  {t('fsm.itemsDone')}
                </Button>
              )}
              <RemarkActionButtons
                row={row}
                actions={['cancel', 'forceFinish']}
                can={can}
                onChoose={(action) => setAsking({ row, action, reload })}
              />
            </>
          );
        }}
      />
      {reporting && (
        <EcnItemsDoneModal
          row={reporting.row}
          onDone={(changed) => {
            if (changed) reporting.reload();
            setReporting(null);
          }}
        />
      )}
      {asking && (
        <RemarkModal
          request={{ entity: ecnWorkOrder, row: asking.row, action: asking.action }}
          title={pickText(documentActions[asking.action].confirm, locale)}
          onDone={(changed) => {
            if (changed) asking.reload();
            setAsking(null);
          }}
        />
      )}
    </>
  );
}
