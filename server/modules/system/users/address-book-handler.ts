import type { FastifyRequest } from 'fastify';
import { sysUser } from '../../../../src/domain/system/entities/sys-user';
import { ok } from '../../../http/result';
import { departIdsByOrgCodePrefix } from '../departs/depart-tree';
import { legacyPage } from '../legacy-list';
import { withUserTexts } from './user-view';

/** api-contract 4.1, 8.12: the address book of staff, by department (and below), departments joined. */
export async function addressBook(request: FastifyRequest) {
  const { ctx } = request.server;
  const query = request.query as Record<string, unknown>;
  const orgCode = typeof query.orgCode === 'string' ? query.orgCode.slice(0, 64) : '';
  const departIds = orgCode ? await departIdsByOrgCodePrefix(ctx, orgCode) : null;
  const page = await legacyPage(ctx, sysUser, query, (q) => {
    const staff = q.where('delFlag', '=', 0).where('userType', '<>', 'supplier');
    if (!departIds) return staff;
    return staff.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('sys_user_depart as ud')
          .select('ud.id')
          .whereRef('ud.user_id', '=', 'sys_user.id')
          .where('ud.dep_id', 'in', departIds.length ? departIds : ['']),
      ),
    );
  });
  const texted = await withUserTexts(ctx, page.records, request.locale);
  const records = texted.map((user) => ({
    userId: user.id,
    realname: user.realname,
    workNo: user.workNo,
    post: user.post,
    telephone: user.telephone,
    email: user.email,
    phone: user.phone,
    departName: String(user.orgCodeTxt ?? '')
      .split(',')
      .join(' | '),
    avatar: user.avatar,
  }));
  return ok(request.locale, { ...page, records }, { code: 0 });
}
