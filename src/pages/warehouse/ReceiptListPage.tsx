import { Button } from 'antd';
import { type ReactNode, useState } from 'react';
import { hasPermission } from '../../client/permissions';
import { permissionCode } from '../../domain/entity/define-entity';
import { pickText } from '../../domain/i18n-text';
import { receipt } from '../../domain/warehouse/receipt';
import { type DocState, documentActions, isAllowedFrom } from '../../domain/workflow';
import { EntityListPage } from '../../ui/entity/EntityListPage';
import type { EntityRow } from '../../ui/entity/entity-api';
import { useEmit, useLocale, useSession } from '../../ui/root/hooks';
import { ConfirmedActionButtons, RemarkModal } from './documentActions';

/**
 * Warehouse › receive (spec 2.3, domain.md 3.5): receipts counted at the dock with their lines; approve
 * posts them into stock (to QC for products to inspect) and opens their inspections; cancel discards a
 * pending one with a remark.
 */
export default function ReceiptListPage() {
  const locale = useLocale();
  const session = useSession();
  const emit = useEmit();
  const [cancelling, setCancelling] = useState<{ row: EntityRow; reload: () => void } | null>(null);
  const can = (perm: string) => hasPermission(permissionCode(receipt, perm), session);
  const rowButtons = (row: EntityRow, reload: () => void): ReactNode => {
    const state = { docStatus: row.docStatus, fulfilStatus: row.fulfilStatus } as DocState;
    return (
      <>
        <ConfirmedActionButtons entity={receipt} row={row} actions={['approve']} can={can} onDone={reload} />
        {can('cancel') && isAllowedFrom('cancel', state) && (
          <Button
            type="link"
            size="small"
            className="isps-row-cancel"
            onClick={() => setCancelling({ row, reload })}
          >
            {pickText(documentActions.cancel.title, locale)}
          </Button>
        )}
      </>
    );
  };
  return (
    <>
      <EntityListPage
        entity={receipt}
        rowExtra={rowButtons}
        onChange={(change) => emit('isps-entity-change', { entity: receipt.name, ...change })}
      />
      {cancelling && (
        <RemarkModal
          request={{ entity: receipt, row: cancelling.row, action: 'cancel' }}
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
