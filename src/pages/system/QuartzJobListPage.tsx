import { get } from '../../client/http';
import { quartzJob } from '../../domain/system/entities/quartz-job';
import { EntityListPage } from '../../ui/entity/EntityListPage';
import type { PageProps } from '../../ui/root/defineElement';
import { useEmit, useT } from '../../ui/root/hooks';
import { ConfirmAction } from './RowActions';

/**
 * Scheduled jobs (api-contract 8.5): the job kinds are those the server registers; per row pause or
 * start and run once, each confirmed; the list shows the next and last run with its result.
 */
export default function QuartzJobListPage({ formMode }: PageProps<{ formMode?: string }>) {
  const t = useT('system');
  const emit = useEmit();
  return (
    <EntityListPage
      entity={quartzJob}
      formMode={formMode === 'drawer' ? 'drawer' : 'modal'}
      onChange={(change) => emit('isps-entity-change', { entity: quartzJob.name, ...change })}
      rowExtra={(row, reload) => {
        const running = String(row.status) === '0';
        const id = String(row.id);
        return (
          <>
            <ConfirmAction
              perm="sys:quartzJob:edit"
              label={running ? t('quartz.pause') : t('quartz.resume')}
              confirm={running ? t('quartz.confirmPause') : t('quartz.confirmResume')}
              run={() => get(running ? '/sys/quartzJob/pause' : '/sys/quartzJob/resume', { id })}
              done={reload}
            />
            <ConfirmAction
              perm="sys:quartzJob:edit"
              label={t('quartz.execute')}
              confirm={t('quartz.confirmExecute')}
              run={() => get('/sys/quartzJob/execute', { id })}
              done={reload}
            />
          </>
        );
      }}
    />
  );
}
