import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sapLogRoutes } from '../integrations/sap/sap-log-routes';
import { websocketRoutes } from '../realtime/websocket-routes';
import { announcementRoutes } from './announcement/index';
import { authRoutes } from './auth/index';
import { recoveryRoutes } from './auth/recovery';
import { registerRoutes } from './auth/register';
import { shellLoginRoutes } from './auth/shell-login';
import { dashboardRoutes } from './dashboard/index';
import { dictRoutes } from './dict/index';
import { treeDictionaryRoutes } from './dict/tree-dictionaries';
import { fileRoutes } from './files/index';
import { fsmRoutes } from './fsm/index';
import { masterDataRoutes } from './masterdata/index';
import { monitorRoutes } from './monitor/index';
import { offerRoutes } from './offer/index';
import { cmServiceRoutes } from './oms/cm-service-routes';
import { salesRoutes } from './oms/sales-routes';
import { packingRoutes } from './packing/index';
import { productionRoutes } from './production/index';
import { qualityRoutes } from './quality/index';
import { reportRoutes } from './report/index';
import { rulesRoutes } from './rules/index';
import { settleRoutes } from './settle/index';
import { srmRoutes } from './srm/index';
import { systemRoutes } from './system/index';
import { warehouseRoutes } from './warehouse/index';

/**
 * Every module of the API, registered under API_PREFIX behind the auth hook (server/http/README.md).
 * An area adds its plugin here.
 */
export const apiModules: FastifyPluginAsyncTypebox[] = [
  authRoutes,
  shellLoginRoutes,
  registerRoutes,
  recoveryRoutes,
  dictRoutes,
  announcementRoutes,
  rulesRoutes,
  masterDataRoutes,
  reportRoutes,
  systemRoutes,
  monitorRoutes,
  fileRoutes,
  warehouseRoutes,
  packingRoutes,
  qualityRoutes,
  srmRoutes,
  offerRoutes,
  productionRoutes,
  fsmRoutes,
  dashboardRoutes,
  websocketRoutes,
  salesRoutes,
  sapLogRoutes,
  cmServiceRoutes,
  settleRoutes,
  treeDictionaryRoutes,
];
