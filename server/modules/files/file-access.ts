import { sql } from 'kysely';
import { ossFile } from '../../../src/domain/system/entities/oss-file';
import type { AppContext } from '../../context';
import { escapeLike } from '../../entity/entity-filters';
import type { SessionUser } from '../../http/session-user';

/** What the static path knows of the caller: a session, or nobody (a plain `<img>` sends no token). */
export type FileReader = SessionUser | null;

/** A user's avatar or an image of an announcement: shown beside names and in notices, to anyone. */
async function isSharedPicture(ctx: AppContext, key: string): Promise<boolean> {
  const avatar = await ctx.db.selectFrom('sysUser').select('id').where('avatar', '=', key).executeTakeFirst();
  if (avatar) return true;
  const pattern = `%${escapeLike(key)}%`;
  const notice = await ctx.db
    .selectFrom('sysAnnouncement')
    .select('id')
    .where('delFlag', '=', '0')
    .where(sql<boolean>`msg_content like ${pattern} escape '\\'`)
    .executeTakeFirst();
  return notice !== undefined;
}

/**
 * Whether `reader` may download the stored file `key` from the static path (issue 16 point 7, the rule
 * of docs/decisions.md "Uploaded files"):
 * 1. avatars and announcement images: anyone, as plain `<img>` tags load them;
 * 2. otherwise a session is needed, and
 *    - a file of `/sys/common/upload`: its uploader; the company users of its tenant; a supplier user
 *      only when the uploader was a user of the same partner (a supplier never reads another's files);
 *    - an OSS file: users of its tenant who may open the OSS file page (as `/sys/oss/file/download`);
 *    - a path nobody recorded (stored before uploads were recorded): company users only.
 */
export async function mayReadFile(ctx: AppContext, reader: FileReader, key: string): Promise<boolean> {
  if (await isSharedPicture(ctx, key)) return true;
  if (!reader) return false;
  const supplier = reader.userType === 'supplier';
  const upload = await ctx.db
    .selectFrom('sysUploadFile')
    .select(['tenantId', 'uploadedBy', 'partnerId'])
    .where('path', '=', key)
    .executeTakeFirst();
  if (upload) {
    if (upload.uploadedBy === reader.id) return true;
    if (!reader.tenantIds.includes(upload.tenantId)) return false;
    return supplier ? upload.partnerId !== null && upload.partnerId === reader.partnerId : true;
  }
  const oss = await ctx.db
    .selectFrom('sysOssFile')
    .select('tenantId')
    .where('url', '=', key)
    .executeTakeFirst();
  if (oss) {
    const prefix = `${ossFile.permission}:`;
    return (
      !supplier &&
      reader.tenantIds.includes(oss.tenantId) &&
      [...reader.permissions].some((code) => code.startsWith(prefix))
    );
  }
  return !supplier;
}
