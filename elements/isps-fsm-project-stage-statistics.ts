import { defineElement } from '../src/ui/root/defineElement';

/** Field service, shell path /fsm/ProjectStageStatistics (spec 2.2): logs in by itself in the FSM shell (`auto-login="true"`). */
export const ispsFsmProjectStageStatistics = defineElement('isps-fsm-project-stage-statistics', {
  summary: 'ProjectStageStatistics: project stages per region, on time and overdue.',
  page: () => import('../src/pages/fsm/ProjectStageStatisticsPage'),
  props: {},
  events: {},
});
