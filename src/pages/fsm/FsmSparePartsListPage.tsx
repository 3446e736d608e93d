import { Button } from 'antd';
import { useState } from 'react';
import { hasPermission } from '../../client/permissions';
import { permissionCode } from '../../domain/entity/define-entity';
import { pickText } from '../../domain/i18n-text';
import { sparePartRequest } from '../../domain/warehouse/fsm';
import { documentActions } from '../../domain/workflow';
import { EntityListPage } from '../../ui/entity/EntityListPage';
import type { EntityRow } from '../../ui/entity/entity-api';
import { useEmit, useLocale, useSession } from '../../ui/root/hooks';
import { ConfirmedActionButtons, RemarkModal } from '../warehouse/documentActions';

/**
 * FsmSparePartsList (spec 2.2, domain.md 3.12): requests from FSM; approve creates and approves the
 * service delivery (stock reserved), cancel asks the reason; fulfilment mirrors the command.
 */
export default function FsmSparePartsListPage() {
  const locale = useLocale();
  const session = useSession();
  const emit = useEmit();
  const [cancelling, setCancelling] = useState<{ row: EntityRow; reload: () => void } | null>(null);
  const can = (perm: string) => hasPermission(permissionCode(sparePartRequest, perm), session);
  const canCancel = can('cancel');
  return (
    <>
      <EntityListPage
        entity={sparePartRequest}
        rowExtra={(row, reload) => (
          <>
            <ConfirmedActionButtons
              entity={sparePartRequest}
              row={row}
              actions={['approve']}
              can={can}
              onDone={reload}
            />
            {canCancel && row.docStatus === 'pending' && (
              <Button type="link" size="small" onClick={() => setCancelling({ row, reload })}>
                {pickText(documentActions.cancel.title, locale)}
              </Button>
            )}
          </>
        )}
        onChange={(change) => emit('isps-entity-change', { entity: sparePartRequest.name, ...change })}
      />
      {cancelling && (
        <RemarkModal
          request={{ entity: sparePartRequest, row: cancelling.row, action: 'cancel' }}
          title={pickText(documentActions.cancel.confirm, locale)}
          onDone={(changed) => {
            if (changed) cancelling.reload();
            setCancelling(null);
          }}
        />
      )}
    </>
  );
}
