import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { AppError } from '../../../http/app-error';
import { replies } from '../../../http/response-schema';
import { ok } from '../../../http/result';
import { currentDeparts, selectedDepart } from '../../auth/auth-replies';
import { toUserInfo } from '../../auth/user-info';
import { userDeparts } from './depart-view';

/** The caller's departments and the department switch (api-contract.md 2.7). */
export const myDepartRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  const departsReply = { config: { supplier: true }, schema: { response: replies(currentDeparts) } };
  app.get('/sys/user/getCurrentUserDeparts', departsReply, async (request) => {
    const [list, user] = await Promise.all([
      userDeparts(ctx.db, request.user.id),
      ctx.db.selectFrom('sysUser').select('orgCode').where('id', '=', request.user.id).executeTakeFirst(),
    ]);
    return ok(request.locale, { list, orgCode: user?.orgCode ?? '' }, { code: 0 });
  });

  // api-contract 11: bound to the session user (a `username` in the body is ignored) and only to
  // departments the user belongs to.
  const selectDepart = async (request: FastifyRequest<{ Body: { orgCode: string } }>) => {
    const self = request.user;
    const departs = await userDeparts(ctx.db, self.id);
    if (!departs.some((d) => d.orgCode === request.body.orgCode)) {
      throw new AppError('depart.notMember', { orgCode: request.body.orgCode });
    }
    await ctx.db
      .updateTable('sysUser')
      .set({ orgCode: request.body.orgCode })
      .where('id', '=', self.id)
      .execute();
    ctx.sessions.forgetUser(self.id);
    const user = await ctx.db
      .selectFrom('sysUser')
      .selectAll()
      .where('id', '=', self.id)
      .executeTakeFirstOrThrow();
    return ok(request.locale, { userInfo: toUserInfo(user) });
  };
  const schema = {
    config: { supplier: true },
    schema: {
      body: Type.Object({
        orgCode: Type.String({ minLength: 1, maxLength: 64 }),
        username: Type.Optional(Type.String()),
      }),
      response: replies(selectedDepart),
    },
  };
  app.put('/sys/selectDepart', schema, selectDepart);
  app.post('/sys/selectDepart', schema, selectDepart);
};
