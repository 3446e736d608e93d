import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requirePermission } from '../../../http/require-permission';
import { countResult, noResult, openObject, replies } from '../../../http/response-schema';
import { readCodes } from '../read-codes';
import {
  addDepartRole,
  deleteDepartRole,
  deleteDepartRoles,
  departRoleOptions,
  editDepartRole,
  listDepartRoles,
  memberDepartRoles,
  saveMemberDepartRoles,
} from './depart-role-handlers';
import {
  departBody,
  departRecord,
  departRoleBody,
  departRolePage,
  departRoleRecord,
  departRoleUser,
  departTreeNode,
  deptRoleUserBody,
} from './depart-schemas';
import {
  departChildren,
  departIdTree,
  departParentIds,
  departTree,
  myDepartTree,
  searchDeparts,
} from './depart-tree-handlers';
import { addDepart, deleteDepart, deleteDeparts, editDepart } from './depart-write-handlers';

/**
 * Departments (api-contract 4.3), one line per URL: the tree in its forms (full, lazy, ids only, the
 * superior's own), keyword search, add with a generated hierarchical org code, edit, delete with the
 * departments below, and the department roles with their members (`/sys/sysDepartRole`).
 */
export const departAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The tree is what the user and role pages pick departments from.
  const readTree = { onRequest: requirePermission(...readCodes('depart'), ...readCodes('user')) };
  const may = (action: string) => ({ onRequest: requirePermission(`sys:depart:${action}`) });
  const tree = replies(Type.Array(departTreeNode));
  const done = replies(noResult);

  // the tree
  app.get('/sys/sysDepart/queryTreeList', { ...readTree, schema: { response: tree } }, departTree);
  app.get('/sys/sysDepart/queryDepartTreeSync', { ...readTree, schema: { response: tree } }, departChildren);
  app.get('/sys/sysDepart/queryIdTree', { ...readTree, schema: { response: tree } }, departIdTree);
  app.get('/sys/sysDepart/searchBy', { ...readTree, schema: { response: tree } }, searchDeparts);
  app.get(
    '/sys/sysDepart/queryMyDeptTreeList',
    {
      config: { openTo: 'internal' },
      schema: { response: replies(Type.Union([Type.Array(departTreeNode), Type.Null()])) },
    },
    myDepartTree,
  );
  app.get(
    '/sys/sysDepart/queryAllParentId',
    { ...readTree, schema: { response: replies(openObject({ parentIds: Type.Array(Type.String()) })) } },
    departParentIds,
  );

  // a department
  const written = { body: departBody, response: replies(departRecord) };
  app.post('/sys/sysDepart/add', { ...may('add'), schema: written }, addDepart);
  app.put('/sys/sysDepart/edit', { ...may('edit'), schema: written }, editDepart);
  app.post('/sys/sysDepart/edit', { ...may('edit'), schema: written }, editDepart);
  app.delete('/sys/sysDepart/delete', { ...may('delete'), schema: { response: done } }, deleteDepart);
  app.delete(
    '/sys/sysDepart/deleteBatch',
    { ...may('delete'), schema: { response: replies(countResult) } },
    deleteDeparts,
  );

  // department roles
  const roleWrite = { ...may('edit'), schema: { body: departRoleBody, response: done } };
  app.get(
    '/sys/sysDepartRole/list',
    { ...readTree, schema: { response: replies(departRolePage) } },
    listDepartRoles,
  );
  app.post('/sys/sysDepartRole/add', roleWrite, addDepartRole);
  app.put('/sys/sysDepartRole/edit', roleWrite, editDepartRole);
  app.post('/sys/sysDepartRole/edit', roleWrite, editDepartRole);
  app.delete('/sys/sysDepartRole/delete', { ...may('edit'), schema: { response: done } }, deleteDepartRole);
  app.delete(
    '/sys/sysDepartRole/deleteBatch',
    { ...may('edit'), schema: { response: replies(countResult) } },
    deleteDepartRoles,
  );

  // the department roles a member holds
  app.get(
    '/sys/sysDepartRole/getDeptRoleList',
    { ...readTree, schema: { response: replies(Type.Array(departRoleRecord)) } },
    departRoleOptions,
  );
  app.get(
    '/sys/sysDepartRole/getDeptRoleByUserId',
    { ...readTree, schema: { response: replies(Type.Array(departRoleUser)) } },
    memberDepartRoles,
  );
  app.post(
    '/sys/sysDepartRole/deptRoleUserAdd',
    { ...may('edit'), schema: { body: deptRoleUserBody, response: done } },
    saveMemberDepartRoles,
  );
};
