import type { NotifyDef } from '../../src/domain/document/define-document';
import { formatMessage } from '../../src/domain/errors';
import { storeSystemMessage } from '../modules/system/announcements/announcement-release';
import { userTenantIds } from '../modules/system/tenants/tenant-cache';
import type { LedgerContext } from '../modules/warehouse/ledger/ledger-context';

/** The header facts a notice needs: who it is about and whom it may reach. */
export interface NoticeSubject {
  id: string;
  code: string;
  createBy?: string | null;
  partnerId?: string | null;
  /** `notify: { role, ofFacility }`: the document's facility. */
  facilityId?: string | null;
}

/**
 * Stores an action's notification (descriptor `notify`) as a personal system announcement in the
 * action's transaction: a rolled-back action tells nobody, a repeated request not twice. Returns its id
 * to push once committed, or null when nobody is to be told.
 */
export async function storeDocumentNotice(
  lc: LedgerContext,
  busType: string,
  notify: NotifyDef,
  subject: NoticeSubject,
): Promise<string | null> {
  const userIds = await recipients(lc, notify, subject);
  if (userIds.length === 0) return null;
  const params = { code: subject.code };
  const both = (text: { zh: string; en: string }) =>
    `${formatMessage(text.zh, params)} / ${formatMessage(text.en, params)}`;
  return storeSystemMessage(lc.trx, lc.now, {
    tenantId: lc.tenantId,
    title: both(notify.title),
    content: `<p>${escapeHtml(both(notify.body ?? notify.title))}</p>`,
    userIds,
    ...(notify.openPage ? { about: { busType, busId: subject.id, openPage: notify.openPage } } : {}),
  });
}

/** Active users of the action's tenant that the notice is addressed to. */
async function recipients(lc: LedgerContext, notify: NotifyDef, subject: NoticeSubject): Promise<string[]> {
  let query = lc.trx
    .selectFrom('sysUser as u')
    .select(['u.id', 'u.relTenantIds'])
    .where('u.delFlag', '=', 0)
    .where('u.status', '=', 1);
  if (notify.to === 'creator') {
    if (!subject.createBy) return [];
    query = query.where('u.username', '=', subject.createBy);
  } else if (notify.to === 'partnerUsers') {
    if (!subject.partnerId) return [];
    query = query.where('u.userType', '=', 'supplier').where('u.partnerId', '=', subject.partnerId);
  } else {
    const { role, ofFacility } = notify.to;
    if (ofFacility) {
      if (!subject.facilityId) return [];
      const facilityId = subject.facilityId;
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('sysUserFacility as uf')
            .select('uf.id')
            .whereRef('uf.userId', '=', 'u.id')
            .where('uf.facilityId', '=', facilityId),
        ),
      );
    }
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('sysUserRole as ur')
          .innerJoin('sysRole as r', 'r.id', 'ur.roleId')
          .select('ur.id')
          .whereRef('ur.userId', '=', 'u.id')
          .where('r.roleCode', '=', role),
      ),
    );
  }
  const users = await query.execute();
  return users.filter((u) => userTenantIds(u.relTenantIds).includes(lc.tenantId)).map((u) => u.id);
}

/** Codes and texts go into the HTML body as text, never as markup. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
