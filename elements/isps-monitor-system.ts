import { defineElement } from '../src/ui/root/defineElement';

/** Monitor: CPU, memory, load and uptime of the machine, refreshed every 5 s (administrators). */
export const ispsMonitorSystem = defineElement('isps-monitor-system', {
  summary: 'Monitor: CPU, memory, load and uptime of the machine, refreshed every 5 s (administrators).',
  page: () => import('../src/pages/monitor/MonitorSystemPage'),
  props: {},
  events: {},
});
