import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { systemNotices } from '../../../../../src/domain/system/entities/system-errors';
import { toDbDateTime } from '../../../../db/datetime';
import { newId } from '../../../../db/ids';
import { notice } from '../../../../entity/notice';
import { AppError } from '../../../../http/app-error';
import { requirePermission } from '../../../../http/require-permission';
import { replies } from '../../../../http/response-schema';
import { ok } from '../../../../http/result';
import { userFacilities } from './caller-variables';

const ID = Type.String({ pattern: '^[0-9A-Za-z]{1,32}$' });

/**
 * The facilities a user works in (sys_user_facility, domain.md 3.2), the values of
 * `#{sys_user_facilities}`: read and replaced as a whole from the user page, within the caller's tenant.
 */
export const userFacilityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const guard = { preHandler: requirePermission('sys:user:edit') };
  // The first is the user's default facility.
  const facilityIds = replies(Type.Array(Type.String({ description: 'a facility id' })));

  app.get(
    '/sys/user/facilities',
    { ...guard, schema: { querystring: Type.Object({ userId: ID }), response: facilityIds } },
    async (request) =>
      ok(request.locale, await userFacilities(ctx, request.query.userId, request.user.tenantId)),
  );

  app.post(
    '/sys/user/facilities',
    {
      ...guard,
      schema: {
        body: Type.Object({ userId: ID, facilityIds: Type.Array(ID, { maxItems: 500 }) }),
        response: facilityIds,
      },
    },
    async (request) => {
      const { userId, facilityIds } = request.body;
      const user = await ctx.db
        .selectFrom('sysUser')
        .select('id')
        .where('id', '=', userId)
        .executeTakeFirst();
      if (!user) throw new AppError('entity.notFound');
      const wanted = [...new Set(facilityIds)];
      const known = wanted.length
        ? await ctx.db
            .selectFrom('wmsFacility')
            .select('id')
            .where('tenantId', '=', request.user.tenantId)
            .where('id', 'in', wanted)
            .execute()
        : [];
      if (known.length !== wanted.length) throw new AppError('entity.notFound');
      const now = toDbDateTime(ctx.clock.now());
      await ctx.db.transaction().execute(async (trx) => {
        // Only this tenant's links: the user's facilities in other tenants are theirs to keep.
        await trx
          .deleteFrom('sysUserFacility')
          .where('userId', '=', userId)
          .where('facilityId', 'in', (eb) =>
            eb.selectFrom('wmsFacility').select('id').where('tenantId', '=', request.user.tenantId),
          )
          .execute();
        if (wanted.length === 0) return;
        await trx
          .insertInto('sysUserFacility')
          .values(
            wanted.map((facilityId, index) => ({
              id: newId(),
              userId,
              facilityId,
              isDefault: index === 0 ? 1 : 0,
              createBy: request.user.username,
              createTime: now,
            })),
          )
          .execute();
      });
      return notice(request.locale, wanted, systemNotices.saved);
    },
  );
};
