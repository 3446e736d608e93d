import { defineElement } from '../src/ui/root/defineElement';

/** Monitor: routes, open connections, request and error rates, at the path of the JeecgBoot Tomcat page (administrators). */
export const ispsMonitorTomcat = defineElement('isps-monitor-tomcat', {
  summary:
    'Monitor: routes, open connections, request and error rates, at the path of the JeecgBoot Tomcat page (administrators).',
  page: () => import('../src/pages/monitor/MonitorServerPage'),
  props: {},
  events: {},
});
