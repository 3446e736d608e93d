import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { address } from '../../../src/domain/system/entities/address';
import { registerEntity } from '../../entity/register-entity';
import { announcementAdminRoutes } from './announcement-admin-routes';
import { dataSourceRoutes } from './data-source-routes';
import { departAdminRoutes } from './depart-routes';
import { dictAdminRoutes } from './dict-routes';
import { fillRuleTestRoute } from './fill-rule-test-route';
import { gatewayRouteRoutes } from './gateway-route-routes';
import { knowledgeRoleRoutes } from './knowledge-role-routes';
import { logRoutes } from './log-routes';
import { messageTemplateRoutes } from './message-template-routes';
import { permissionAdminRoutes } from './permission-routes';
import { printTemplateRoutes } from './print-template-routes';
import { quartzRoutes } from './quartz-routes';
import { roleRoutes } from './role-routes';
import { catalogueRoutes } from './route-catalogue';
import './system-admin-tables';
import { sysMessageRoutes } from './sys-message-routes';
import { sysPositionRoutes } from './sys-position-routes';
import { systemImportRoutes } from './system-import-routes';
import { tenantAdminRoutes } from './tenant-routes';
import { userRoutes } from './user-routes';

/**
 * System administration (issue 7): users, roles, departments, menus and grants, dictionaries, logs,
 * announcements, tenants, scheduled jobs, print templates, data sources, gateway routes, message
 * templates and addresses. Every route checks its permission on the server and is catalogued for the
 * permission-walk test.
 */
export const systemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  catalogueRoutes(app);
  await app.register(userRoutes);
  await app.register(roleRoutes);
  await app.register(departAdminRoutes);
  await app.register(permissionAdminRoutes);
  await app.register(dictAdminRoutes);
  await app.register(logRoutes);
  await app.register(tenantAdminRoutes);
  await app.register(announcementAdminRoutes);
  await app.register(quartzRoutes);
  await app.register(dataSourceRoutes);
  await app.register(gatewayRouteRoutes);
  await app.register(messageTemplateRoutes);
  await app.register(printTemplateRoutes);
  await app.register(fillRuleTestRoute);
  await app.register(systemImportRoutes);
  await app.register(knowledgeRoleRoutes);
  await app.register(sysPositionRoutes);
  await app.register(sysMessageRoutes);
  registerEntity(app, address);
};
