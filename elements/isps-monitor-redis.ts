import { defineElement, type ElementOf } from '../src/ui/root/defineElement';

/** Monitor: Redis INFO, or a clear not-configured state (administrators). */
export const ispsMonitorRedis = defineElement('isps-monitor-redis', {
  summary: 'Monitor: Redis INFO, or a clear not-configured state (administrators).',
  page: () => import('../src/pages/monitor/MonitorRedisPage'),
  props: {},
  events: {},
});

declare global {
  interface HTMLElementTagNameMap {
    'isps-monitor-redis': ElementOf<typeof ispsMonitorRedis>;
  }
}
