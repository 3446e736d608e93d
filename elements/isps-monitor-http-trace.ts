import { defineElement } from '../src/ui/root/defineElement';

/** Monitor: the last requests with method, path, status and time; never tokens (administrators). */
export const ispsMonitorHttpTrace = defineElement('isps-monitor-http-trace', {
  summary: 'Monitor: the last requests with method, path, status and time; never tokens (administrators).',
  page: () => import('../src/pages/monitor/MonitorHttpTracePage'),
  props: {},
  events: {},
});
