import { listPageData } from '../src/ui/entity/listPageData';
import { defineElement, detail } from '../src/ui/root/defineElement';
import type { EntityChangeDetail } from '../src/ui/root/elementEvents';

/** Scheduled jobs: registered kinds by cron, pause, start, run once, last result (menu sys.quartzJob). */
export const ispsSysQuartzJobList = defineElement('isps-sys-quartz-job-list', {
  summary:
    'Scheduled jobs: registered kinds by cron, pause, start, run once, last result (menu sys.quartzJob).',
  page: () => import('../src/pages/system/QuartzJobListPage'),
  data: listPageData(() => import('../src/domain/system/entities/quartz-job').then((m) => m.quartzJob)),
  props: {
    formMode: {
      type: 'string',
      description: '`modal` (default) or `drawer`: where the add/edit form opens.',
    },
  },
  events: {
    'isps-entity-change': detail<EntityChangeDetail>(
      '{ entity, action, ids }: a record was added, edited, deleted or imported.',
    ),
  },
});
