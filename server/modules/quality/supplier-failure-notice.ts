import { fromScaled } from '../../../src/domain/entity/scaled-number';
import { formatMessage, type MessageParams } from '../../../src/domain/errors';
import type { LocalText } from '../../../src/domain/i18n-text';
import { inspectionFailedNotice } from '../../../src/domain/quality/quality-notices';
import { dictionaryByCode } from '../../../src/domain/system/dictionaries';
import { storeSystemMessage } from '../system/announcements/announcement-release';
import { escapeHtml } from '../system/announcements/sanitize-announcement';
import { userTenantIds } from '../system/tenants/tenant-cache';
import type { LedgerContext } from '../warehouse/ledger/ledger-context';
import type { Inspection } from './load-inspection';

/** The page a supplier opens the notice on (menu wms.qualityTesting, granted to suppliers for viewing). */
const QUALITY_TESTING_PAGE = '/warehouse/quality-testing';

/**
 * domain.md 3.7 "supplier notified on fail": the approval of a failed incoming inspection stores a
 * personal system announcement, with the defect, to the active supplier users of the lot's partner, in
 * the approval's transaction (a rolled-back approval notifies nobody, a repeated request not twice).
 * A lot hidden from the supplier (supplier_visible off, 4.4 rule 2) is not announced either.
 * Returns the announcement's id, to push once committed, or null when nobody is told.
 */
export async function storeSupplierFailureNotice(
  lc: LedgerContext,
  inspection: Inspection,
  unqualified: number,
): Promise<string | null> {
  if (inspection.result !== 'fail' || inspection.inspectionType !== 'incoming') return null;
  if (!inspection.partnerId || !inspection.supplierVisible) return null;
  const users = await lc.trx
    .selectFrom('sysUser')
    .select(['id', 'relTenantIds'])
    .where('userType', '=', 'supplier')
    .where('partnerId', '=', inspection.partnerId)
    .where('delFlag', '=', 0)
    .where('status', '=', 1)
    .execute();
  const userIds = users.filter((u) => userTenantIds(u.relTenantIds).includes(lc.tenantId)).map((u) => u.id);
  if (userIds.length === 0) return null;
  const product = await lc.trx
    .selectFrom('mdmProduct')
    .select(['code', 'name'])
    .where('id', '=', inspection.productId)
    .executeTakeFirst();
  const receipt = inspection.sourceDocId
    ? await lc.trx
        .selectFrom('wmsReceipt')
        .select('code')
        .where('id', '=', inspection.sourceDocId)
        .executeTakeFirst()
    : undefined;
  const params = (pick: (text: LocalText) => string): MessageParams => ({
    code: inspection.code,
    receipt: receipt?.code ?? '-',
    product: product ? `${product.code} ${product.name}` : inspection.productId,
    lot: fromScaled(inspection.lotQty, 'qty'),
    unqualified: fromScaled(unqualified, 'qty'),
    disposition: dictText('disposition', inspection.disposition, pick),
    defectType: dictText('defect_type', inspection.defectType, pick),
    defectDesc: inspection.defectDesc || '-',
  });
  const zh = (text: LocalText) => text.zh;
  const en = (text: LocalText) => text.en;
  const { title, body } = inspectionFailedNotice;
  return storeSystemMessage(lc.trx, lc.now, {
    tenantId: lc.tenantId,
    title: `${formatMessage(title.zh, { code: inspection.code })} / ${formatMessage(title.en, { code: inspection.code })}`,
    content: [formatMessage(body.zh, params(zh)), formatMessage(body.en, params(en))]
      .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
      .join(''),
    userIds,
    about: { busType: 'qms_inspection', busId: inspection.id, openPage: QUALITY_TESTING_PAGE },
  });
}

function dictText(code: string, value: string | null, pick: (text: LocalText) => string): string {
  if (!value) return '-';
  const item = dictionaryByCode(code)?.items.find((candidate) => candidate.value === value);
  return item ? pick(item.text) : value;
}
