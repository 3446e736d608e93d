import { defineElement } from '../src/ui/root/defineElement';

/** Monitor: size, used and free space per mount (administrators). */
export const ispsMonitorDisk = defineElement('isps-monitor-disk', {
  summary: 'Monitor: size, used and free space per mount (administrators).',
  page: () => import('../src/pages/monitor/MonitorDiskPage'),
  props: {},
  events: {},
});
