import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { address } from '../../../src/domain/system/entities/address';
import { registerEntity } from '../../entity/register-entity';
import { announcementAdminRoutes } from './announcements/announcement-admin-routes';
import { announcementSyncRoute } from './announcements/announcement-sync-route';
import { categoryRoutes } from './categories/category-routes';
import { dataSourceRoutes } from './data-sources/data-source-routes';
import { departDataRuleRoutes } from './departs/depart-data-rules';
import { departExportRoute } from './departs/depart-export-route';
import { departAdminRoutes } from './departs/depart-routes';
import { myDepartRoutes } from './departs/my-departs-routes';
import { dictAdminRoutes } from './dicts/dict-routes';
import { fillRuleTestRoute } from './fill-rule-test-route';
import { gatewayRouteRoutes } from './gateway/gateway-route-routes';
import { quartzRoutes } from './jobs/quartz-routes';
import { dataLogRoutes } from './logs/data-log-routes';
import { logRoutes } from './logs/log-routes';
import { lookupRoutes } from './lookup/lookup-routes';
import { messageTemplateRoutes } from './messages/message-template-routes';
import { sysMessageRoutes } from './messages/sys-message-routes';
import { myPermissionRoutes } from './permissions/my-permissions-routes';
import { permissionAdminRoutes } from './permissions/permission-routes';
import { printTemplateRoutes } from './print-templates/print-template-routes';
import { knowledgeRoleRoutes } from './roles/knowledge-role-routes';
import { roleRoutes } from './roles/role-routes';
import { catalogueRoutes } from './route-catalogue';
import './system-admin-tables';
import { systemImportRoutes } from './system-import-routes';
import { myTenantRoutes } from './tenants/my-tenants-routes';
import { tenantAdminRoutes } from './tenants/tenant-routes';
import { generateUserIdRoute } from './users/generate-user-id-route';
import { sysPositionRoutes } from './users/sys-position-routes';
import { userAgentRoutes } from './users/user-agent-routes';
import { userRoutes } from './users/user-routes';

/**
 * System administration (issue 7): users, roles, departments, menus and grants, dictionaries, logs,
 * announcements, tenants, scheduled jobs, print templates, data sources, gateway routes, message
 * templates and addresses. Every administration route checks its permission on the server and is
 * catalogued for the permission-walk test.
 */
const systemAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
  registerEntity(app, address, { dataLog: true });
  await app.register(categoryRoutes);
  await app.register(departDataRuleRoutes);
  await app.register(userAgentRoutes);
  await app.register(announcementSyncRoute);
  await app.register(generateUserIdRoute);
  await app.register(dataLogRoutes);
  await app.register(departExportRoute);
};

/**
 * The system area, one folder per resource: the administration pages above, and what every logged-in
 * user asks about himself (his menu and permissions, departments, tenants; api-contract 2.7, 3.1) and
 * the options of the reference selects on the pages he may open (lookup/).
 */
export const systemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(myPermissionRoutes);
  await app.register(myDepartRoutes);
  await app.register(myTenantRoutes);
  await app.register(lookupRoutes);
  await app.register(systemAdminRoutes);
};
