import { defineElement } from '../src/ui/root/defineElement';

/** Monitor: Redis INFO, or a clear not-configured state (administrators). */
export const ispsMonitorRedis = defineElement('isps-monitor-redis', {
  summary: 'Monitor: Redis INFO, or a clear not-configured state (administrators).',
  page: () => import('../src/pages/monitor/MonitorRedisPage'),
  props: {},
  events: {},
});
