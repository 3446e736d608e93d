import { Button } from 'antd';
import { type ReactNode, useState } from 'react';
import { hasPermission } from '../../client/permissions';
import { permissionCode } from '../../domain/entity/define-entity';
import { pickText } from '../../domain/i18n-text';
import { commandKind } from '../../domain/warehouse/command-kinds';
import { commandPages } from '../../domain/warehouse/command-pages';
import type { CommandType } from '../../domain/warehouse/movement-types';
import type { DocState, DocumentActionDef } from '../../domain/workflow';
import { documentActions, isAllowedFrom } from '../../domain/workflow';
import { EntityListPage } from '../../ui/entity/EntityListPage';
import type { EntityRow } from '../../ui/entity/entity-api';
import { useEmit, useLocale, useSession } from '../../ui/root/hooks';
import { ConfirmedActionButtons, RemarkActionButtons, RemarkModal } from './documentActions';
import { ExecuteModal } from './ExecuteModal';

type Dialog =
  | { kind: 'execute'; row: EntityRow; leg: 'outbound' | 'inbound' }
  | { kind: 'remark'; row: EntityRow; action: 'cancel' | 'forceFinish' };

const stateOf = (row: EntityRow): DocState => ({
  docStatus: String(row.docStatus) as DocState['docStatus'],
  fulfilStatus: String(row.fulfilStatus) as DocState['fulfilStatus'],
});

/**
 * One of the nine command lists (spec 2.3, domain.md 3.4): the generic list of its descriptor with the
 * actions of W behind their button permissions: approve and cancel approval ask their confirmation,
 * cancel and force finish also ask the remark, outbound and inbound open the posting form.
 */
export function CommandListPage({ type, formMode }: { type: CommandType; formMode?: string }) {
  const page = commandPages.get(type)!;
  const kind = commandKind(type);
  const locale = useLocale();
  const session = useSession();
  const emit = useEmit();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [reloadList, setReloadList] = useState<(() => void) | null>(null);
  const can = (perm: string) => hasPermission(permissionCode(page, perm), session);
  const legs: ('outbound' | 'inbound')[] =
    kind.facilities === 'in'
      ? ['inbound']
      : kind.facilities === 'out'
        ? ['outbound']
        : ['outbound', 'inbound'];

  const rowButtons = (row: EntityRow, reload: () => void): ReactNode => {
    const state = stateOf(row);
    const open = (next: Dialog) => {
      setReloadList(() => reload);
      setDialog(next);
    };
    return (
      <>
        <ConfirmedActionButtons
          entity={page}
          row={row}
          actions={['approve', 'cancelApproval']}
          can={can}
          onDone={reload}
        />
        {legs
          .filter((leg) => can(leg) && isAllowedFrom(leg, state))
          .map((leg) => (
            <Button
              key={leg}
              type="link"
              size="small"
              className={`isps-row-${leg}`}
              onClick={() => open({ kind: 'execute', row, leg })}
            >
              {pickText(documentActions[leg].title, locale)}
            </Button>
          ))}
        <RemarkActionButtons
          row={row}
          actions={['cancel', 'forceFinish']}
          can={can}
          onChoose={(action) => open({ kind: 'remark', row, action })}
        />
      </>
    );
  };
  const done = (changed: boolean) => {
    if (changed && dialog) {
      const action = dialog.kind === 'execute' ? dialog.leg : dialog.action;
      emit('isps-entity-change', { entity: page.name, action, ids: [String(dialog.row.id)] });
      reloadList?.();
    }
    setDialog(null);
  };
  const title = (action: 'outbound' | 'inbound' | 'cancel' | 'forceFinish', row: EntityRow) => {
    const def: DocumentActionDef = documentActions[action];
    return `${pickText(def.confirm ?? def.title, locale)} ${String(row.code ?? '')}`;
  };

  return (
    <>
      <EntityListPage
        entity={page}
        formMode={formMode === 'drawer' ? 'drawer' : 'modal'}
        rowExtra={rowButtons}
        onChange={(change) => emit('isps-entity-change', { entity: page.name, ...change })}
      />
      {dialog?.kind === 'execute' && (
        <ExecuteModal
          entity={page}
          row={dialog.row}
          leg={dialog.leg}
          title={title(dialog.leg, dialog.row)}
          onDone={done}
        />
      )}
      {dialog?.kind === 'remark' && (
        <RemarkModal
          request={{
            entity: page,
            row: dialog.row,
            action: dialog.action,
            legs: dialog.action === 'forceFinish' && kind.facilities === 'both',
          }}
          title={title(dialog.action, dialog.row)}
          onDone={done}
        />
      )}
    </>
  );
}
