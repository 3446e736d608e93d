import { packingTask } from '../../domain/packing/packing-task';
import { isAllowedFrom } from '../../domain/workflow';
import { DocumentListPage } from '../../ui/document/DocumentListPage';
import { type PageAction, stateOf } from '../../ui/document/row-actions';
import { PrintPreviewModal } from '../../ui/print/PrintPreviewModal';
import type { PageProps } from '../../ui/root/defineElement';
import { useT } from '../../ui/root/hooks';
import { CreatePackingTaskModal } from './CreatePackingTaskModal';
import { PackStationModal, type StationMode } from './PackStationModal';
import { packingPrintJob } from './packingPrintJobs';

/** What a menu entry of the packing folder opens: the list, or the list with one step in front. */
export type PackingPageMode = 'list' | 'add' | 'exec' | 'weigh';

/**
 * Packing › tasks (domain.md 3.8): add from an approved outbound command, release by approve, pack
 * (exec) and weigh at the pack station, print the packing list. The task-add, exec and weigh menu
 * entries open this page in their mode: add opens the add dialog, exec and weigh show released tasks.
 */
export default function PackingTaskListPage({ mode }: PageProps<{ mode?: string }>) {
  const t = useT('packing');
  const pageMode = (['add', 'exec', 'weigh'].includes(String(mode)) ? mode : 'list') as PackingPageMode;
  const station = (step: StationMode): PageAction => ({
    key: step,
    className: `isps-packing-${step}`,
    perm: step,
    label: t(`station.${step}`),
    shows: (row) => isAllowedFrom('outbound', stateOf(row)),
    dialog: (row, { done }) => <PackStationModal task={row} mode={step} onDone={done} />,
  });
  return (
    <DocumentListPage
      entity={packingTask}
      addForm={false}
      fixedParams={pageMode === 'exec' || pageMode === 'weigh' ? { docStatus: 'approved' } : undefined}
      actions={[
        'approve',
        'cancelApproval',
        station('exec'),
        station('weigh'),
        {
          key: 'print',
          label: t('print'),
          shows: (row) => row.docStatus === 'approved',
          dialog: (row, { done }) => (
            <PrintPreviewModal
              job={packingPrintJob(row, 'packingList', `${t('print')} ${String(row.code ?? '')}`)}
              onClose={() => done(false)}
            />
          ),
        },
        'cancel',
        'forceFinish',
      ]}
      toolbar={[
        {
          key: 'create',
          className: 'isps-packing-create',
          perm: 'add',
          label: t('create'),
          dialog: (done) => <CreatePackingTaskModal onDone={done} />,
        },
      ]}
      openOnArrival={pageMode === 'add' ? 'create' : undefined}
    />
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
