import { sysAnnouncement } from '../../../../src/domain/system/entities/sys-announcement';
import type { AppContext } from '../../../context';
import { toDbDateTime } from '../../../db/datetime';
import { newId } from '../../../db/ids';
import type { SessionUser } from '../../../http/session-user';
import { type Checked, cellProblem, type LegacyImporter, rowCells } from '../legacy-import';
import { draftAnnouncement } from './announcement-release';

interface ImportedAnnouncement {
  titile: string;
  msgCategory: string;
  priority: string;
}

const CATEGORIES = new Set(['1', '2']);
const PRIORITIES = new Set(['L', 'M', 'H']);

/**
 * The announcement list's export read back (the JeecgBoot client's importExcel, issue 19): title,
 * category and priority of notices to everybody, stored as drafts of the tenant; each is written and
 * released by hand like any draft. A row addressed to chosen users is refused: the sheet does not carry
 * its recipients.
 */
export function announcementImporter(
  ctx: AppContext,
  user: SessionUser,
): LegacyImporter<ImportedAnnouncement> {
  return {
    entity: sysAnnouncement,
    columns: ['titile', 'msgCategory', 'priority', 'msgType'],
    async check(body, locale): Promise<Checked<ImportedAnnouncement>> {
      const cells = rowCells(sysAnnouncement, body, locale);
      const titile = cells.required('titile', 100);
      const msgCategory = cells.text('msgCategory', 2) ?? '1';
      const priority = cells.text('priority', 2) ?? 'L';
      const msgType = cells.text('msgType', 10) ?? 'ALL';
      const { problems } = cells;
      const refuse = (field: string) =>
        problems.push(cellProblem(sysAnnouncement, { field, problem: 'type' }, locale));
      if (!CATEGORIES.has(msgCategory)) refuse('msgCategory');
      if (!PRIORITIES.has(priority)) refuse('priority');
      if (msgType !== 'ALL') refuse('msgType');
      if (problems.length > 0 || !titile) return { ok: false, problems };
      return { ok: true, record: { titile, msgCategory, priority } };
    },
    uniqueIn: () => ({}),
    async insert(trx, records) {
      const now = toDbDateTime(ctx.clock.now());
      for (const record of records)
        await trx
          .insertInto('sysAnnouncement')
          .values({ ...draftAnnouncement(newId(), user.tenantId, user.username, now), ...record })
          .execute();
    },
  };
}
