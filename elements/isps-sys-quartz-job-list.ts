import { defineElement, type ElementOf } from '../src/ui/root/defineElement';

/** Scheduled jobs: registered kinds by cron, pause, start, run once, last result (menu sys.quartzJob). */
export const ispsSysQuartzJobList = defineElement('isps-sys-quartz-job-list', {
  summary:
    'Scheduled jobs: registered kinds by cron, pause, start, run once, last result (menu sys.quartzJob).',
  page: () => import('../src/pages/system/QuartzJobListPage'),
  props: {
    formMode: {
      type: 'string',
      description: '`modal` (default) or `drawer`: where the add/edit form opens.',
    },
  },
  events: {
    'isps-entity-change': '{ entity, action, ids }: a record was added, edited, deleted or imported.',
  },
});

declare global {
  interface HTMLElementTagNameMap {
    'isps-sys-quartz-job-list': ElementOf<typeof ispsSysQuartzJobList>;
  }
}
