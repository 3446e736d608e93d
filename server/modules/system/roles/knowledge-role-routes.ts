import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { sysUser } from '../../../../src/domain/system/entities/sys-user';
import { requireEntityAccess } from '../../../entity/register-entity';
import { requirePermission } from '../../../http/require-permission';
import { replies } from '../../../http/response-schema';
import { ok } from '../../../http/result';
import { queryId } from '../legacy-list';
import { roleList, roleView } from './role-routes';

/**
 * The second role family of the [customer] calls (api-contract 4.1, 4.2): knowledge roles are the
 * roles whose code starts with this prefix (docs/decisions.md). They are ordinary roles otherwise:
 * granted, assigned and listed like any other.
 */
export const KNOWLEDGE_ROLE_PREFIX = 'knowledge_';

export function isKnowledgeRole(roleCode: string): boolean {
  return roleCode.startsWith(KNOWLEDGE_ROLE_PREFIX);
}

/**
 * `GET /sys/role/queryKnowledge`: the knowledge roles, in the shape of `queryall` (an empty list when
 * there are none: a system without knowledge roles is normal). `GET /sys/user/queryUserKnowledgeRole`:
 * the ids of a user's knowledge roles, like `queryUserRole`.
 */
export const knowledgeRoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  // The readers of queryall: the user, role and department pages.
  const anyAdmin = {
    onRequest: requirePermission(
      ...['role', 'user', 'depart'].flatMap((e) => ['add', 'edit', 'delete'].map((a) => `sys:${e}:${a}`)),
    ),
  };
  app.get('/sys/role/queryKnowledge', { ...anyAdmin, schema: { response: roleList } }, async (request) => {
    const rows = await ctx.db.selectFrom('sysRole').selectAll().orderBy('roleCode').execute();
    return ok(
      request.locale,
      rows.filter((row) => isKnowledgeRole(row.roleCode)).map((row) => roleView(row)),
    );
  });

  app.get(
    '/sys/user/queryUserKnowledgeRole',
    {
      onRequest: requireEntityAccess(sysUser),
      schema: { response: replies(Type.Array(Type.String({ description: 'a knowledge role id' }))) },
    },
    async (request) => {
      const userId = queryId(request.query, 'userid') || queryId(request.query, 'userId');
      const rows = await ctx.db
        .selectFrom('sysUserRole as ur')
        .innerJoin('sysRole as r', 'r.id', 'ur.roleId')
        .select(['r.id', 'r.roleCode'])
        .where('ur.userId', '=', userId)
        .orderBy('r.roleCode')
        .execute();
      return ok(
        request.locale,
        rows.filter((row) => isKnowledgeRole(row.roleCode)).map((row) => row.id),
      );
    },
  );
};
