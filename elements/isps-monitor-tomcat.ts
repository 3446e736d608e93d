import { defineElement } from '../src/ui/root/defineElement';

/** Monitor: routes, open connections, request and error rates, the Tomcat page of JeecgBoot (administrators). */
export const ispsMonitorTomcat = defineElement('isps-monitor-tomcat', {
  summary:
    'Monitor: routes, open connections, request and error rates, the Tomcat page of JeecgBoot (administrators).',
  page: () => import('../src/pages/monitor/MonitorServerPage'),
  props: {},
  events: {},
});
