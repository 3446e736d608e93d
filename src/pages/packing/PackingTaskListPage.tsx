import { Button } from 'antd';
import { type ReactNode, useState } from 'react';
import { hasPermission } from '../../client/permissions';
import { permissionCode } from '../../domain/entity/define-entity';
import { pickText } from '../../domain/i18n-text';
import { packingTask } from '../../domain/packing/packing-task';
import { type DocState, documentActions, isAllowedFrom } from '../../domain/workflow';
import { EntityListPage } from '../../ui/entity/EntityListPage';
import type { EntityRow } from '../../ui/entity/entity-api';
import { type PrintJob, PrintPreviewModal } from '../../ui/print/PrintPreviewModal';
import type { PageProps } from '../../ui/root/defineElement';
import { useLocale, useSession, useT } from '../../ui/root/hooks';
import { ConfirmedActionButtons, RemarkActionButtons, RemarkModal } from '../warehouse/documentActions';
import { CreatePackingTaskModal } from './CreatePackingTaskModal';
import { PackStationModal, type StationMode } from './PackStationModal';
import { packingPrintJob } from './packingPrintJobs';

type Dialog =
  | { kind: 'create' }
  | { kind: 'station'; row: EntityRow; mode: StationMode }
  | { kind: 'remark'; row: EntityRow; action: 'cancel' | 'forceFinish' }
  | { kind: 'print'; job: PrintJob };

/** What a menu entry of the packing folder opens: the list, or the list with one step in front. */
export type PackingPageMode = 'list' | 'add' | 'exec' | 'weigh';

/**
 * Packing › tasks (domain.md 3.8): add from an approved outbound command, release by approve, pack
 * (exec) and weigh at the pack station, print the packing list. The task-add, exec and weigh menu
 * entries open this page in their mode: add opens the add dialog, exec and weigh show released tasks.
 */
export default function PackingTaskListPage({ mode }: PageProps<{ mode?: string }>) {
  const t = useT('packing');
  const locale = useLocale();
  const session = useSession();
  const pageMode = (['add', 'exec', 'weigh'].includes(String(mode)) ? mode : 'list') as PackingPageMode;
  const [dialog, setDialog] = useState<Dialog | null>(pageMode === 'add' ? { kind: 'create' } : null);
  const [reloadList, setReloadList] = useState<(() => void) | null>(null);
  const [generation, setGeneration] = useState(0);
  const can = (perm: string) => hasPermission(permissionCode(packingTask, perm), session);
  const show = (next: Dialog, reload: () => void) => {
    setReloadList(() => reload);
    setDialog(next);
  };
  const done = (changed: boolean) => {
    if (changed && dialog?.kind === 'create') setGeneration((g) => g + 1);
    else if (changed) reloadList?.();
    setDialog(null);
  };
  const rowButtons = (row: EntityRow, reload: () => void): ReactNode => {
    const state = { docStatus: row.docStatus, fulfilStatus: row.fulfilStatus } as DocState;
    const atStation = isAllowedFrom('outbound', state);
    return (
      <>
        <ConfirmedActionButtons
          entity={packingTask}
          row={row}
          actions={['approve', 'cancelApproval']}
          can={can}
          onDone={reload}
        />
        {(['exec', 'weigh'] as const)
          .filter((step) => atStation && can(step))
          .map((step) => (
            <Button
              key={step}
              type="link"
              size="small"
              className={`isps-packing-${step}`}
              onClick={() => show({ kind: 'station', row, mode: step }, reload)}
            >
              {t(`station.${step}`)}
            </Button>
          ))}
        {row.docStatus === 'approved' && (
          <Button
            type="link"
            size="small"
            onClick={() =>
              show(
                {
                  kind: 'print',
                  job: packingPrintJob(row, 'packingList', `${t('print')} ${String(row.code ?? '')}`),
                },
                reload,
              )
            }
          >
            {t('print')}
          </Button>
        )}
        <RemarkActionButtons
          row={row}
          actions={['cancel', 'forceFinish']}
          can={can}
          onChoose={(action) => show({ kind: 'remark', row, action }, reload)}
        />
      </>
    );
  };
  return (
    <>
      <EntityListPage
        key={generation}
        entity={packingTask}
        addForm={false}
        fixedParams={pageMode === 'exec' || pageMode === 'weigh' ? { docStatus: 'approved' } : undefined}
        rowExtra={rowButtons}
        toolbar={
          can('add') ? (
            <Button className="isps-packing-create" onClick={() => setDialog({ kind: 'create' })}>
              {t('create')}
            </Button>
          ) : null
        }
      />
      {dialog?.kind === 'create' && <CreatePackingTaskModal onDone={done} />}
      {dialog?.kind === 'station' && <PackStationModal task={dialog.row} mode={dialog.mode} onDone={done} />}
      {dialog?.kind === 'print' && <PrintPreviewModal job={dialog.job} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'remark' && (
        <RemarkModal
          request={{ entity: packingTask, row: dialog.row, action: dialog.action }}
          title={pickText(documentActions[dialog.action].confirm, locale)}
          onDone={done}
        />
      )}
    </>
  );
}

/** Packing › new packing task: the task list with the add dialog open. */
export function PackingTaskAddPage(props: PageProps<object>) {
  return <PackingTaskListPage {...props} mode="add" />;
}

/** Packing › exec: released tasks, each opening the pack station to scan items into packages. */
export function PackingExecPage(props: PageProps<object>) {
  return <PackingTaskListPage {...props} mode="exec" />;
}

/** Packing › weigh: released tasks, each opening the pack station to weigh its packages. */
export function PackingWeighPage(props: PageProps<object>) {
  return <PackingTaskListPage {...props} mode="weigh" />;
}
