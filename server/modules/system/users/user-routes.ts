import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { sysUser } from '../../../../src/domain/system/entities/sys-user';
import { requireEntityAccess } from '../../../entity/register-entity';
import { pageQuery } from '../../../http/page-query';
import { requirePermission } from '../../../http/require-permission';
import {
  countResult,
  idListResult,
  keyValueTitle,
  noResult,
  pageOf,
  replies,
  spreadsheetReply,
} from '../../../http/response-schema';
import { readCodes } from '../read-codes';
import { addressBook } from './address-book-handler';
import {
  addDepartMembers,
  listDepartMembers,
  removeDepartMember,
  removeDepartMembers,
} from './depart-member-handlers';
import { addRoleMembers, listRoleMembers, removeRoleMember, removeRoleMembers } from './role-member-handlers';
import { approveUsers, checkOnlyUser, freezeUsers, resetPassword } from './user-account-handlers';
import {
  addUser,
  deleteUser,
  deleteUsers,
  editUser,
  exportUsers,
  listUsers,
  queryUserById,
} from './user-crud-handlers';
import { queryUserRoles, queryUsersByDepart, userDepartList } from './user-link-handlers';
import { multiUser, usersByIds } from './user-picker-handlers';
import { purgeUsers, recycleBin, restoreUsers } from './user-recycle-bin';
import {
  addressBookEntry,
  approveBody,
  departMembersBody,
  frozenBody,
  passwordResetBody,
  roleMembersBody,
  uniqueUserQuery,
  userBody,
  userPage,
  userRecord,
} from './user-schemas';

/**
 * User administration (api-contract 4.1), one line per URL: list, add, edit, logical delete, freeze
 * and unfreeze, approve, admin password reset, roles and departments of users, users of roles and
 * departments, the uniqueness check and the address book. Freezing, deleting and resetting a password
 * end the user's sessions on every node (api-contract 11).
 */
const recycleBinBody = Type.Object({ userIds: Type.String({ maxLength: 40_000 }) });

export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const read = { onRequest: requireEntityAccess(sysUser) };
  const may = (action: string) => ({ onRequest: requirePermission(`sys:user:${action}`) });
  const roleEdit = { onRequest: requirePermission('sys:role:edit') };
  const departEdit = { onRequest: requirePermission('sys:depart:edit') };
  const written = replies(userRecord);
  const done = replies(noResult);

  // the user page
  app.get(
    '/sys/user/list',
    { ...read, schema: { querystring: pageQuery, response: replies(userPage) } },
    listUsers,
  );
  app.get(
    '/sys/user/exportXls',
    { ...may('exportXls'), schema: { response: spreadsheetReply } },
    exportUsers,
  );
  app.get('/sys/user/queryById', { ...read, schema: { response: written } }, queryUserById);
  app.post('/sys/user/add', { ...may('add'), schema: { body: userBody, response: written } }, addUser);
  app.put('/sys/user/edit', { ...may('edit'), schema: { body: userBody, response: written } }, editUser);
  app.post('/sys/user/edit', { ...may('edit'), schema: { body: userBody, response: written } }, editUser);
  app.delete('/sys/user/delete', { ...may('delete'), schema: { response: done } }, deleteUser);
  app.delete(
    '/sys/user/deleteBatch',
    { ...may('delete'), schema: { response: replies(countResult) } },
    deleteUsers,
  );

  // the recycle bin (JeecgBoot client's UserRecycleBinModal)
  app.get(
    '/sys/user/recycleBin',
    { ...read, schema: { response: replies(Type.Array(userRecord)) } },
    recycleBin,
  );
  app.put(
    '/sys/user/putRecycleBin',
    { ...may('edit'), schema: { body: recycleBinBody, response: done } },
    restoreUsers,
  );
  app.delete(
    '/sys/user/deleteRecycleBin',
    { ...may('delete'), schema: { querystring: recycleBinBody, response: done } },
    purgeUsers,
  );

  // the JeecgBoot client's user pickers (JSelectUserByDepModal) and announcement recipients
  app.get(
    '/sys/user/queryUserComponentData',
    { ...read, schema: { querystring: pageQuery, response: replies(userPage) } },
    listUsers,
  );
  app.get(
    '/sys/user/getMultiUser',
    {
      ...read,
      schema: {
        querystring: Type.Object({
          id: Type.Optional(Type.String({ maxLength: 40_000 })),
          username: Type.Optional(Type.String({ maxLength: 40_000 })),
        }),
        response: { 200: Type.Array(userRecord) },
      },
    },
    multiUser,
  );
  app.get(
    '/sys/user/queryByIds',
    {
      ...read,
      schema: {
        querystring: Type.Object({ userIds: Type.String({ maxLength: 40_000 }) }),
        response: replies(Type.Array(userRecord)),
      },
    },
    usersByIds,
  );

  // account state
  const frozen = { ...may('edit'), schema: { body: frozenBody, response: done } };
  app.put('/sys/user/frozenBatch', frozen, freezeUsers);
  app.post('/sys/user/frozenBatch', frozen, freezeUsers);
  app.put(
    '/sys/user/approveUser',
    { ...may('edit'), schema: { body: approveBody, response: done } },
    approveUsers,
  );
  const reset = { ...may('edit'), schema: { body: passwordResetBody, response: done } };
  app.put('/sys/user/changePassword', reset, resetPassword);
  app.post('/sys/user/changePassword', reset, resetPassword);
  app.get(
    '/sys/user/checkOnlyUser',
    {
      onRequest: requirePermission('sys:user:add', 'sys:user:edit'),
      schema: { querystring: uniqueUserQuery, response: replies(Type.Boolean()) },
    },
    checkOnlyUser,
  );

  // a user's roles and departments
  app.get(
    '/sys/user/queryUserRole',
    { ...read, schema: { response: replies(idListResult) } },
    queryUserRoles,
  );
  app.get(
    '/sys/user/userDepartList',
    { ...read, schema: { response: replies(Type.Array(keyValueTitle)) } },
    userDepartList,
  );
  app.get(
    '/sys/user/queryUserByDepId',
    {
      onRequest: requirePermission(...readCodes('user'), ...readCodes('depart')),
      schema: { response: replies(Type.Array(userRecord)) },
    },
    queryUsersByDepart,
  );

  // the users of a role
  app.get(
    '/sys/user/userRoleList',
    { onRequest: requirePermission(...readCodes('role')), schema: { response: replies(userPage) } },
    listRoleMembers,
  );
  app.post(
    '/sys/user/addSysUserRole',
    { ...roleEdit, schema: { body: roleMembersBody, response: done } },
    addRoleMembers,
  );
  app.delete('/sys/user/deleteUserRole', { ...roleEdit, schema: { response: done } }, removeRoleMember);
  app.delete('/sys/user/deleteUserRoleBatch', { ...roleEdit, schema: { response: done } }, removeRoleMembers);

  // the users of a department
  app.get(
    '/sys/user/departUserList',
    { onRequest: requirePermission(...readCodes('depart')), schema: { response: replies(userPage) } },
    listDepartMembers,
  );
  app.post(
    '/sys/user/editSysDepartWithUser',
    { ...departEdit, schema: { body: departMembersBody, response: done } },
    addDepartMembers,
  );
  app.delete(
    '/sys/user/deleteUserInDepart',
    { ...departEdit, schema: { response: done } },
    removeDepartMember,
  );
  app.delete(
    '/sys/user/deleteUserInDepartBatch',
    { ...departEdit, schema: { response: done } },
    removeDepartMembers,
  );

  // the address book
  app.get(
    '/sys/user/queryByOrgCodeForAddressList',
    { ...read, schema: { response: replies(pageOf(addressBookEntry)) } },
    addressBook,
  );
};
