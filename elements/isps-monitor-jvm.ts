import { defineElement } from '../src/ui/root/defineElement';

/** Monitor: the Node runtime (heap, RSS, event-loop delay, GC), the JVM page of JeecgBoot (administrators). */
export const ispsMonitorJvm = defineElement('isps-monitor-jvm', {
  summary:
    'Monitor: the Node runtime (heap, RSS, event-loop delay, GC), the JVM page of JeecgBoot (administrators).',
  page: () => import('../src/pages/monitor/MonitorRuntimePage'),
  props: {},
  events: {},
});
