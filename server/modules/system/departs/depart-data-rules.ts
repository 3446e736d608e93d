import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { systemNotices } from '../../../../src/domain/system/entities/system-errors';
import { toDbDateTime } from '../../../db/datetime';
import { notice } from '../../../entity/notice';
import { AppError } from '../../../http/app-error';
import { requirePermission } from '../../../http/require-permission';
import { noResult, openObject, replies } from '../../../http/response-schema';
import { ok } from '../../../http/result';
import { idList } from '../legacy-list';
import { ruleRecord } from '../permissions/permission-schemas';

const id32 = Type.String({ maxLength: 32 });
const rulesAndChoice = replies(
  openObject({
    datarule: Type.Array(ruleRecord),
    drChecked: Type.String({ description: 'the chosen rule ids, comma separated' }),
  }),
);

/**
 * Data rules of a department and of its department roles (DepartDataruleModal, DeptRoleDataruleModal of
 * the JeecgBoot client, issue 19 point 2). A department picks, per granted menu, which of the menu's data
 * rules its roles may use; a department role picks among those, and its choice scopes its members'
 * lists (the permission cache reads `sys_depart_role_permission.data_rule_ids`). Both need the menu
 * granted first, as in JeecgBoot, and rule ids are checked against what may be chosen.
 */
export const departDataRuleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const departEdit = { onRequest: requirePermission('sys:depart:edit') };

  const menuRules = (permissionId: string) =>
    ctx.db
      .selectFrom('sysPermissionDataRule')
      .selectAll()
      .where('permissionId', '=', permissionId)
      .where('status', '=', '1')
      .orderBy('createTime')
      .execute();
  const departGrant = (departId: string, permissionId: string) =>
    ctx.db
      .selectFrom('sysDepartPermission')
      .select(['id', 'dataRuleIds'])
      .where('departId', '=', departId)
      .where('permissionId', '=', permissionId)
      .executeTakeFirst();
  const ids = (raw: string | null | undefined) => idList(raw ?? '');

  app.get(
    '/sys/sysDepartPermission/datarule/:permissionId/:departId',
    {
      ...departEdit,
      schema: { params: Type.Object({ permissionId: id32, departId: id32 }), response: rulesAndChoice },
    },
    async (request) => {
      const { permissionId, departId } = request.params;
      const rules = await menuRules(permissionId);
      if (rules.length === 0) throw new AppError('datarule.none');
      const grant = await departGrant(departId, permissionId);
      return ok(request.locale, { datarule: rules, drChecked: ids(grant?.dataRuleIds).join(',') });
    },
  );

  app.post(
    '/sys/sysDepartPermission/datarule',
    {
      ...departEdit,
      schema: {
        body: Type.Object({
          permissionId: id32,
          departId: id32,
          dataRuleIds: Type.Optional(Type.String({ maxLength: 4000 })),
        }),
        response: replies(noResult),
      },
    },
    async (request) => {
      const { permissionId, departId, dataRuleIds } = request.body;
      const grant = await departGrant(departId, permissionId);
      if (!grant) throw new AppError('datarule.departMenuFirst');
      const allowed = new Set((await menuRules(permissionId)).map((rule) => rule.id));
      const chosen = ids(dataRuleIds);
      if (chosen.some((rule) => !allowed.has(rule))) throw new AppError('datarule.notOfMenu');
      await ctx.db
        .updateTable('sysDepartPermission')
        .set({ dataRuleIds: chosen.join(',') || null })
        .where('id', '=', grant.id)
        .execute();
      // Roles of the department keep only rules their department still offers.
      const offered = new Set(chosen);
      const roles = await ctx.db
        .selectFrom('sysDepartRolePermission')
        .select(['id', 'dataRuleIds'])
        .where('departId', '=', departId)
        .where('permissionId', '=', permissionId)
        .execute();
      for (const role of roles) {
        const kept = ids(role.dataRuleIds).filter((rule) => offered.has(rule));
        if (kept.length === ids(role.dataRuleIds).length) continue;
        await ctx.db
          .updateTable('sysDepartRolePermission')
          .set({ dataRuleIds: kept.join(',') || null })
          .where('id', '=', role.id)
          .execute();
      }
      ctx.permissions.invalidate();
      return notice(request.locale, null, systemNotices.saved);
    },
  );

  /** The rules a department role may choose on a menu: those its department picked. */
  const offeredRules = async (departId: string, permissionId: string) => {
    const grant = await departGrant(departId, permissionId);
    const offered = new Set(ids(grant?.dataRuleIds));
    return (await menuRules(permissionId)).filter((rule) => offered.has(rule.id));
  };

  app.get(
    '/sys/sysDepartRole/datarule/:permissionId/:departId/:roleId',
    {
      ...departEdit,
      schema: {
        params: Type.Object({ permissionId: id32, departId: id32, roleId: id32 }),
        response: rulesAndChoice,
      },
    },
    async (request) => {
      const { permissionId, departId, roleId } = request.params;
      const rules = await offeredRules(departId, permissionId);
      if (rules.length === 0) throw new AppError('datarule.none');
      const grant = await ctx.db
        .selectFrom('sysDepartRolePermission')
        .select('dataRuleIds')
        .where('roleId', '=', roleId)
        .where('permissionId', '=', permissionId)
        .executeTakeFirst();
      return ok(request.locale, { datarule: rules, drChecked: ids(grant?.dataRuleIds).join(',') });
    },
  );

  app.post(
    '/sys/sysDepartRole/datarule',
    {
      ...departEdit,
      schema: {
        body: Type.Object({
          permissionId: id32,
          roleId: id32,
          dataRuleIds: Type.Optional(Type.String({ maxLength: 4000 })),
        }),
        response: replies(noResult),
      },
    },
    async (request) => {
      const { permissionId, roleId, dataRuleIds } = request.body;
      const grant = await ctx.db
        .selectFrom('sysDepartRolePermission')
        .select(['id', 'departId'])
        .where('roleId', '=', roleId)
        .where('permissionId', '=', permissionId)
        .executeTakeFirst();
      if (!grant) throw new AppError('datarule.roleMenuFirst');
      const offered = new Set((await offeredRules(grant.departId, permissionId)).map((rule) => rule.id));
      const chosen = ids(dataRuleIds);
      if (chosen.some((rule) => !offered.has(rule))) throw new AppError('datarule.notOfDepart');
      await ctx.db
        .updateTable('sysDepartRolePermission')
        .set({
          dataRuleIds: chosen.join(',') || null,
          operateDate: toDbDateTime(ctx.clock.now()),
          operateIp: request.ip.slice(0, 100),
        })
        .where('id', '=', grant.id)
        .execute();
      ctx.permissions.invalidate();
      return notice(request.locale, null, systemNotices.saved);
    },
  );
};
