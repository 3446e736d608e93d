import { Button } from 'antd';
import { type ReactNode, useState } from 'react';
import { hasPermission } from '../../client/permissions';
import { permissionCode } from '../../domain/entity/define-entity';
import { pickText } from '../../domain/i18n-text';
import { supplierReturn } from '../../domain/warehouse/supplier-return';
import { type DocState, type DocumentActionDef, documentActions, isAllowedFrom } from '../../domain/workflow';
import { EntityListPage } from '../../ui/entity/EntityListPage';
import type { EntityRow } from '../../ui/entity/entity-api';
import { useEmit, useLocale, useSession, useT } from '../../ui/root/hooks';
import { ConfirmedActionButtons, RemarkModal, useConfirmedAction } from './documentActions';
import { ExecuteModal } from './ExecuteModal';

type Dialog =
  | { kind: 'outbound'; row: EntityRow }
  | { kind: 'remark'; row: EntityRow; action: 'cancel' | 'forceFinish' };

/**
 * Warehouse › return (spec 2.3, domain.md 3.5): stock sent back to suppliers, out only: approve reserves
 * the defect stock, outbound ships it through the posting form (partial allowed), cancel and force
 * finish ask their remark. A supplier user acknowledges an approved return to it (domain.md 4.3).
 */
export default function SupplierReturnListPage() {
  const locale = useLocale();
  const session = useSession();
  const emit = useEmit();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [reloadList, setReloadList] = useState<(() => void) | null>(null);
  const t = useT('warehouse');
  const can = (perm: string) => hasPermission(permissionCode(supplierReturn, perm), session);
  const isSupplier = session.userInfo?.userType === 'supplier';
  const confirmed = useConfirmedAction();
  const acknowledge = (row: EntityRow, reload: () => void) =>
    confirmed(
      {
        basePath: supplierReturn.basePath,
        row,
        action: 'acknowledge',
        title: t('supplierReturn.acknowledgeConfirm'),
      },
      reload,
    );
  const title = (action: 'outbound' | 'cancel' | 'forceFinish', row: EntityRow) => {
    const def: DocumentActionDef = documentActions[action];
    return `${pickText(def.confirm ?? def.title, locale)} ${String(row.code ?? '')}`;
  };
  const rowButtons = (row: EntityRow, reload: () => void): ReactNode => {
    const state = { docStatus: row.docStatus, fulfilStatus: row.fulfilStatus } as DocState;
    const open = (next: Dialog) => {
      setReloadList(() => reload);
      setDialog(next);
    };
    const button = (action: 'outbound' | 'cancel' | 'forceFinish', next: Dialog) =>
      can(action) &&
      isAllowedFrom(action, state) && (
        <Button
          key={action}
          type="link"
          size="small"
          className={`isps-row-${action}`}
          onClick={() => open(next)}
        >
          {pickText(documentActions[action].title, locale)}
        </Button>
      );
    return (
      <>
        <ConfirmedActionButtons
          entity={supplierReturn}
          row={row}
          actions={['approve', 'cancelApproval']}
          can={can}
          onDone={reload}
        />
        {button('outbound', { kind: 'outbound', row })}
        {button('cancel', { kind: 'remark', row, action: 'cancel' })}
        {button('forceFinish', { kind: 'remark', row, action: 'forceFinish' })}
        {/* The server accepts it while the return is open: approved and not finished. */}
        {isSupplier && row.supplierConfirmStatus !== 'confirmed' && isAllowedFrom('outbound', state) && (
          <Button
            type="link"
            size="small"
            className="isps-row-acknowledge"
            onClick={() => acknowledge(row, reload)}
          >
            {t('supplierReturn.acknowledge')}
          </Button>
        )}
      </>
    );
  };
  const done = (changed: boolean) => {
    if (changed && dialog) {
      const action = dialog.kind === 'outbound' ? 'outbound' : dialog.action;
      emit('isps-entity-change', { entity: supplierReturn.name, action, ids: [String(dialog.row.id)] });
      reloadList?.();
    }
    setDialog(null);
  };
  return (
    <>
      <EntityListPage
        entity={supplierReturn}
        rowExtra={rowButtons}
        onChange={(change) => emit('isps-entity-change', { entity: supplierReturn.name, ...change })}
      />
      {dialog?.kind === 'outbound' && (
        <ExecuteModal
          entity={supplierReturn}
          row={dialog.row}
          leg="outbound"
          title={title('outbound', dialog.row)}
          onDone={done}
        />
      )}
      {dialog?.kind === 'remark' && (
        <RemarkModal
          request={{ entity: supplierReturn, row: dialog.row, action: dialog.action }}
          title={title(dialog.action, dialog.row)}
          onDone={done}
        />
      )}
    </>
  );
}
