import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requirePermission } from '../../../http/require-permission';
import { countResult, idListResult, noResult, replies } from '../../../http/response-schema';
import { readCodes } from '../read-codes';
import {
  departGrantIds,
  departGrantTree,
  departRoleGrantIds,
  roleGrantIds,
  saveDepartGrants,
  saveDepartRoleGrants,
  saveRoleGrants,
} from './permission-grant-handlers';
import {
  grantTree,
  grantTreeLevel,
  submenus,
  submenusOfMany,
  topMenus,
  wholeTree,
} from './permission-read-handlers';
import { addRule, deleteRule, editRule, rulesOfMenu, searchRules } from './permission-rule-handlers';
import {
  grantBody,
  permissionBody,
  permissionNodeSchema,
  ruleBody,
  ruleRecord,
  submenuBatch,
  treeModelNode,
  treeModelSchema,
} from './permission-schemas';
import {
  addPermission,
  deletePermission,
  deletePermissions,
  editPermission,
} from './permission-write-handlers';

/**
 * Menus, buttons and grants (api-contract 3.3, 3.5), one line per URL: the permission tree and its lazy
 * forms, menu and button editing, role, department and department-role grants, and the data rules of a
 * menu. Every write invalidates the permission cache on every node.
 */
export const permissionAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The tree is read by the menu page and by the grant dialogs of roles and departments.
  const readTree = {
    onRequest: requirePermission(...readCodes('permission'), 'sys:role:edit', 'sys:depart:edit'),
  };
  const may = (action: string) => ({ onRequest: requirePermission(`sys:permission:${action}`) });
  const nodes = { schema: { response: replies(Type.Array(permissionNodeSchema)) } };
  const done = replies(noResult);

  // the tree
  app.get('/sys/permission/list', { ...readTree, ...nodes }, wholeTree);
  app.get('/sys/permission/getSystemMenuList', { ...readTree, ...nodes }, topMenus);
  app.get('/sys/permission/getSystemSubmenu', { ...readTree, ...nodes }, submenus);
  app.get(
    '/sys/permission/getSystemSubmenuBatch',
    { ...readTree, schema: { response: replies(submenuBatch) } },
    submenusOfMany,
  );
  app.get(
    '/sys/permission/queryTreeList',
    { ...readTree, schema: { response: replies(treeModelSchema) } },
    grantTree,
  );
  app.get(
    '/sys/permission/queryListAsync',
    { ...readTree, schema: { response: replies(Type.Array(treeModelNode)) } },
    grantTreeLevel,
  );

  // a menu or button
  const written = { body: permissionBody, response: replies(permissionNodeSchema) };
  app.post('/sys/permission/add', { ...may('add'), schema: written }, addPermission);
  app.put('/sys/permission/edit', { ...may('edit'), schema: written }, editPermission);
  app.post('/sys/permission/edit', { ...may('edit'), schema: written }, editPermission);
  app.delete('/sys/permission/delete', { ...may('delete'), schema: { response: done } }, deletePermission);
  app.delete(
    '/sys/permission/deleteBatch',
    { ...may('delete'), schema: { response: replies(countResult) } },
    deletePermissions,
  );

  // grants
  const roleGrant = { onRequest: requirePermission('sys:role:edit') };
  const departGrant = { onRequest: requirePermission('sys:depart:edit') };
  const ids = { schema: { response: replies(idListResult) } };
  const saved = { schema: { body: grantBody, response: done } };
  app.get('/sys/permission/queryRolePermission', { ...roleGrant, ...ids }, roleGrantIds);
  app.post('/sys/permission/saveRolePermission', { ...roleGrant, ...saved }, saveRoleGrants);
  app.get('/sys/permission/queryDepartPermission', { ...departGrant, ...ids }, departGrantIds);
  app.post('/sys/permission/saveDepartPermission', { ...departGrant, ...saved }, saveDepartGrants);
  app.get(
    '/sys/sysDepartPermission/queryTreeListForDeptRole',
    { ...departGrant, schema: { response: replies(treeModelSchema) } },
    departGrantTree,
  );
  app.get('/sys/sysDepartPermission/queryDeptRolePermission', { ...departGrant, ...ids }, departRoleGrantIds);
  app.post(
    '/sys/sysDepartPermission/saveDeptRolePermission',
    { ...departGrant, ...saved },
    saveDepartRoleGrants,
  );

  // data rules of a menu
  const ruleRead = {
    onRequest: requirePermission(...readCodes('permission'), 'sys:role:edit'),
    schema: { response: replies(Type.Array(ruleRecord)) },
  };
  const ruleWrite = (action: string) => ({ ...may(action), schema: { body: ruleBody, response: done } });
  app.get('/sys/permission/getPermRuleListByPermId', ruleRead, rulesOfMenu);
  app.get('/sys/permission/queryPermissionRule', ruleRead, searchRules);
  app.post('/sys/permission/addPermissionRule', ruleWrite('add'), addRule);
  app.put('/sys/permission/editPermissionRule', ruleWrite('edit'), editRule);
  app.post('/sys/permission/editPermissionRule', ruleWrite('edit'), editRule);
  app.delete(
    '/sys/permission/deletePermissionRule',
    { ...may('delete'), schema: { response: done } },
    deleteRule,
  );
};
