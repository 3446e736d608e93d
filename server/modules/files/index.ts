import { randomBytes } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ossFile } from '../../../src/domain/system/entities/oss-file';
import { systemNotices } from '../../../src/domain/system/entities/system-errors';
import { toDbDateTime } from '../../db/datetime';
import { newId } from '../../db/ids';
import { entityReplies } from '../../entity/entity-reply-schemas';
import { notice } from '../../entity/notice';
import { registerEntity, requireEntityAccess } from '../../entity/register-entity';
import { AppError, forbidden } from '../../http/app-error';
import { requirePermission } from '../../http/require-permission';
import { fileReply, openObject, replies } from '../../http/response-schema';
import { idList, queryId } from '../system/legacy-list';
import { catalogueRoutes } from '../system/route-catalogue';
import { mayReadFile } from './file-access';
import { fileStoreFromEnv, safeKey } from './file-store';
import {
  extensionOf,
  servedInline,
  storedKey,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_MB,
  UPLOAD_TYPES,
} from './upload-rules';

const STATIC_PREFIX = '/sys/common/static/';

/** The attachment header of a download, with the UTF-8 name (RFC 6266). */
function disposition(name: string, inline: boolean): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Files (issue 7 point 6, api-contract 8.10, spec 7.1): multipart upload with size and type limits,
 * the static path that serves stored files (`..` refused), and the OSS file list with upload,
 * download and delete. Files live under DATA_DIR/upload, or in an S3-compatible bucket when set.
 */
export const fileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  catalogueRoutes(app);
  const store = fileStoreFromEnv(ctx.config.dataDir, process.env);
  await app.register(fastifyMultipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10 } });

  /** Reads the one file of a multipart request and stores it; returns its key and metadata. */
  const receive = async (request: FastifyRequest) => {
    if (!request.isMultipart()) throw new AppError('file.noFile');
    const part = await request.file();
    if (!part) throw new AppError('file.noFile');
    const name = part.filename.slice(-200);
    const ext = extensionOf(name);
    if (!UPLOAD_TYPES[ext]) {
      part.file.resume();
      throw new AppError('file.typeRefused', { name: name.slice(0, 100) });
    }
    const data = await part.toBuffer().catch((error: unknown) => {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
        throw new AppError('file.tooLarge', { max: UPLOAD_MAX_MB });
      throw error;
    });
    const bizField = part.fields.biz as { value?: unknown } | undefined;
    const biz =
      typeof bizField?.value === 'string' && /^[A-Za-z0-9_-]{1,32}$/.test(bizField.value)
        ? bizField.value
        : 'temp';
    const key = storedKey(biz, name, ctx.clock.now(), randomBytes(3).toString('hex'));
    try {
      await store.put(key, data, UPLOAD_TYPES[ext]!);
    } catch (error) {
      request.log.error({ err: error }, 'file not stored');
      throw new AppError('file.storeFailed', {
        detail: error instanceof Error ? error.message.slice(0, 200) : '',
      });
    }
    return { key, name, size: data.length, contentType: UPLOAD_TYPES[ext]!, biz };
  };

  const send = async (reply: FastifyReply, key: string, name: string) => {
    const found = await store.get(key);
    if (!found) throw new AppError('file.notFound', undefined, { status: 404, resultCode: 404 });
    const type = UPLOAD_TYPES[extensionOf(key)] ?? 'application/octet-stream';
    reply
      .header('Content-Type', type)
      .header('Content-Disposition', disposition(name, servedInline(key)))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, max-age=3600');
    if (found.size !== null) reply.header('Content-Length', found.size);
    return reply.send(found.stream);
  };

  // api-contract 8.10: `message` is the stored path the forms keep (also in `result`).
  const uploaded = replies(Type.String({ description: 'the stored path, to keep in the form field' }));
  app.post(
    '/sys/common/upload',
    { config: { supplier: true, openTo: 'everyone' }, schema: { response: uploaded } },
    async (request) => {
      const file = await receive(request);
      // Who may read it back (file-access.ts): the uploader, its tenant, its partner.
      await ctx.db
        .insertInto('sysUploadFile')
        .values({
          path: file.key,
          tenantId: request.user.tenantId,
          uploadedBy: request.user.id,
          partnerId: request.user.partnerId,
          uploadedAt: ctx.clock.now(),
        })
        .execute();
      return { ...notice(request.locale, file.key, systemNotices.uploaded), message: file.key };
    },
  );

  // spec 7.1, api-contract 8.10: `<staticDomain>/<path>`. Avatars and announcement images stay anonymous
  // for plain <img> tags; every other file needs a session allowed to see it (issue 16 point 7,
  // file-access.ts), sent as `X-Access-Token` or `?token=`.
  const staticRoute = { public: true, session: 'optional', supplier: true, openTo: 'everyone' } as const;
  app.get(
    `${STATIC_PREFIX}*`,
    {
      config: staticRoute,
      schema: { response: fileReply('application/octet-stream', 'the file, with its own content type') },
    },
    async (request, reply) => {
      const raw = (request.params as Record<string, string>)['*'] ?? '';
      let path: string;
      try {
        path = decodeURIComponent(raw);
      } catch {
        throw new AppError('file.badPath', undefined, { status: 400, resultCode: 400 });
      }
      const key = safeKey(path);
      if (!key) throw new AppError('file.badPath', undefined, { status: 400, resultCode: 400 });
      if (!(await mayReadFile(ctx, request.user, key))) {
        // A path that names no file is not found for anyone; only an existing one is refused.
        const found = await store.get(key);
        found?.stream.destroy();
        if (!found) throw new AppError('file.notFound', undefined, { status: 404, resultCode: 404 });
        throw forbidden('file.denied');
      }
      return send(reply, key, key.split('/').pop() ?? key);
    },
  );

  // The OSS file page (api-contract 8.10): the engine lists and reads; upload and delete keep the files.
  registerEntity(app, ossFile, {
    omit: ['add', 'edit', 'delete', 'deleteBatch', 'exportXls', 'importExcel'],
  });

  const ossUploaded = replies(openObject({ id: Type.String(), url: Type.String(), fileName: Type.String() }));
  app.post(
    '/sys/oss/file/upload',
    { onRequest: requirePermission('sys:ossFile:add'), schema: { response: ossUploaded } },
    async (request) => {
      const file = await receive(request);
      const id = newId();
      await ctx.db
        .insertInto('sysOssFile')
        .values({
          id,
          tenantId: request.user.tenantId,
          version: 0,
          fileName: file.name,
          url: file.key,
          size: file.size,
          contentType: file.contentType,
          storage: store.kind,
          bizType: file.biz,
          bizId: null,
          createBy: request.user.username,
          createTime: toDbDateTime(ctx.clock.now()),
          updateBy: null,
          updateTime: null,
        })
        .execute();
      return notice(request.locale, { id, url: file.key, fileName: file.name }, systemNotices.uploaded);
    },
  );

  const download = fileReply('application/octet-stream', 'the file, with its own content type and name');
  app.get(
    '/sys/oss/file/download',
    { onRequest: requireEntityAccess(ossFile), schema: { response: download } },
    async (request, reply) => {
      const row = await ctx.db
        .selectFrom('sysOssFile')
        .select(['url', 'fileName'])
        .where('id', '=', queryId(request.query))
        .where('tenantId', '=', request.user.tenantId)
        .executeTakeFirst();
      const key = row ? safeKey(row.url) : null;
      if (!row || !key) throw new AppError('file.notFound', undefined, { status: 404, resultCode: 404 });
      return send(reply, key, row.fileName);
    },
  );

  const remove = async (request: FastifyRequest, ids: string[]) => {
    if (ids.length === 0) return 0;
    const rows = await ctx.db
      .selectFrom('sysOssFile')
      .select(['id', 'url'])
      .where('id', 'in', ids)
      .where('tenantId', '=', request.user.tenantId)
      .execute();
    if (rows.length === 0) return 0;
    await ctx.db
      .deleteFrom('sysOssFile')
      .where(
        'id',
        'in',
        rows.map((row) => row.id),
      )
      .execute();
    for (const row of rows) {
      const key = safeKey(row.url);
      if (key)
        await store
          .remove(key)
          .catch((err: unknown) => request.log.warn({ err, key }, 'stored file not removed'));
    }
    return rows.length;
  };
  const mayDelete = { onRequest: requirePermission('sys:ossFile:delete') };
  const ossAnswers = entityReplies(ossFile);
  app.delete(
    '/sys/oss/file/delete',
    { ...mayDelete, schema: { response: ossAnswers.deleted } },
    async (request) => {
      if ((await remove(request, [queryId(request.query)])) === 0) throw new AppError('file.notFound');
      return notice(request.locale, null, systemNotices.deleted);
    },
  );
  app.delete(
    '/sys/oss/file/deleteBatch',
    { ...mayDelete, schema: { response: ossAnswers.deletedBatch } },
    async (request) => {
      const count = await remove(request, idList((request.query as Record<string, unknown>).ids));
      return notice(request.locale, { count }, systemNotices.deleted);
    },
  );
};
