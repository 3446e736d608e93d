import { defineElement } from '../src/ui/root/defineElement';

/** Monitor: the Node runtime (heap, RSS, event-loop delay, GC), at the path of the JeecgBoot JVM page (administrators). */
export const ispsMonitorJvm = defineElement('isps-monitor-jvm', {
  summary:
    'Monitor: the Node runtime (heap, RSS, event-loop delay, GC), at the path of the JeecgBoot JVM page (administrators).',
  page: () => import('../src/pages/monitor/MonitorRuntimePage'),
  props: {},
  events: {},
});
