import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { Type } from 'typebox';
import { sysDict, sysDictItem } from '../../../../src/domain/system/entities/sys-dict';
import { systemNotices } from '../../../../src/domain/system/entities/system-errors';
import type { AppContext } from '../../../context';
import { toDbDateTime } from '../../../db/datetime';
import { newId } from '../../../db/ids';
import { entityReplies, recordSchema } from '../../../entity/entity-reply-schemas';
import { toWire } from '../../../entity/entity-rows';
import { withDictText } from '../../../entity/entity-texts';
import { notice } from '../../../entity/notice';
import { requireEntityAccess } from '../../../entity/register-entity';
import { AppError } from '../../../http/app-error';
import { pagedList } from '../../../http/page-query';
import { requirePermission } from '../../../http/require-permission';
import { answering, noResult, openObject, replies } from '../../../http/response-schema';
import { ok } from '../../../http/result';
import { sendLegacyExport } from '../legacy-export';
import { idList, legacyPage, queryId } from '../legacy-list';

const nullable = (max: number) => Type.Optional(Type.Union([Type.String({ maxLength: max }), Type.Null()]));
const dictBody = Type.Object({
  id: Type.Optional(Type.String({ maxLength: 32 })),
  dictName: Type.Optional(Type.String({ maxLength: 100 })),
  dictNameEn: nullable(200),
  dictCode: Type.Optional(Type.String({ maxLength: 100 })),
  description: nullable(255),
  type: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 1 }), Type.String({ maxLength: 1 })])),
});
type DictBody = Static<typeof dictBody>;

const itemBody = Type.Object({
  id: Type.Optional(Type.String({ maxLength: 32 })),
  dictId: Type.Optional(Type.String({ maxLength: 32 })),
  itemText: Type.Optional(Type.String({ maxLength: 100 })),
  itemTextEn: nullable(200),
  itemValue: Type.Optional(Type.String({ maxLength: 100 })),
  description: nullable(255),
  sortOrder: Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 9 }), Type.Null()])),
  color: nullable(32),
  status: Type.Optional(
    Type.Union([Type.Integer({ minimum: 0, maximum: 1 }), Type.String({ maxLength: 1 })]),
  ),
});
type ItemBody = Static<typeof itemBody>;

export const DICT_CODE = /^[A-Za-z][A-Za-z0-9_]{0,99}$/;

/** Every dictionary write: the caches of this node and of the others (refleshCache semantics). */
function dictionariesChanged(ctx: AppContext): void {
  ctx.dictionaries.invalidate();
  ctx.tableDictionaries.invalidate();
}

/** A dictionary as the page lists it: its fields, `type` (0 text, 1 number) and `delFlag`. */
const dictRecord = recordSchema(sysDict);
const dictTreeNode = openObject(
  { key: Type.String(), title: Type.String() },
  'a dictionary in the flat tree',
);
/** A dictionary item's add and edit answer with its id. */
const itemWritten = replies(openObject({ id: Type.String() }));

function dictView(row: Record<string, unknown>) {
  return { ...toWire(sysDict, row), type: row.type, delFlag: row.delFlag };
}

/**
 * Dictionaries and their items (api-contract 5.1, 5.2): list, add, edit, logical delete with a recycle
 * bin, the flat tree, items with the value check. Every write refreshes the dictionary caches, so
 * `getDictItems` and the login's `sysAllDictItems` show the change at once.
 */
export const dictAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const read = { onRequest: requireEntityAccess(sysDict) };
  const may = (action: string) => ({ onRequest: requirePermission(`sys:dict:${action}`) });
  const dicts = entityReplies(sysDict);
  const items = entityReplies(sysDictItem);

  app.get('/sys/dict/list', pagedList(read, dicts.list), async (request) => {
    const page = await legacyPage(ctx, sysDict, request.query as Record<string, unknown>, (q) =>
      q.where('delFlag', '=', 0),
    );
    return ok(request.locale, { ...page, records: page.records.map(dictView) }, { code: 0 });
  });
  app.get(
    '/sys/dict/exportXls',
    { ...may('exportXls'), ...answering(dicts.exportXls) },
    async (request, reply) =>
      sendLegacyExport(reply, sysDict, request.user, request.locale, async (pageNo, pageSize) =>
        (
          await legacyPage(
            ctx,
            sysDict,
            { ...(request.query as Record<string, unknown>), pageNo, pageSize },
            (q) => q.where('delFlag', '=', 0),
          )
        ).records.map(dictView),
      ),
  );

  app.get('/sys/dict/queryById', { ...read, ...answering(dicts.queryById) }, async (request) => {
    const row = await ctx.db
      .selectFrom('sysDict')
      .selectAll()
      .where('id', '=', queryId(request.query))
      .where('delFlag', '=', 0)
      .executeTakeFirst();
    if (!row) throw new AppError('dict.notFound');
    return ok(request.locale, dictView(row));
  });
  app.get(
    '/sys/dict/treeList',
    { ...read, ...answering(replies(Type.Array(dictTreeNode))) },
    async (request) => {
      const name = (request.query as Record<string, unknown>).dictName;
      let query = ctx.db.selectFrom('sysDict').selectAll().where('delFlag', '=', 0);
      if (typeof name === 'string' && name !== '')
        query = query.where('dictName', 'like', `%${name.slice(0, 100).replace(/[\\%_]/g, '')}%`);
      const rows = await query.orderBy('dictCode').execute();
      return ok(
        request.locale,
        rows.map((row) => ({
          key: row.id,
          title: row.dictName,
          ...dictView(row),
        })),
        { code: 0 },
      );
    },
  );

  const dictColumns = async (body: DictBody, selfId?: string) => {
    const out: Record<string, unknown> = {};
    if (body.dictName !== undefined) {
      if (!body.dictName.trim()) throw new AppError('entity.invalid', { detail: 'dictName' });
      out.dictName = body.dictName.trim();
    }
    if (body.dictCode !== undefined) {
      if (!DICT_CODE.test(body.dictCode)) throw new AppError('entity.invalid', { detail: 'dictCode' });
      let taken = ctx.db.selectFrom('sysDict').select('id').where('dictCode', '=', body.dictCode);
      if (selfId) taken = taken.where('id', '<>', selfId);
      if (await taken.executeTakeFirst()) throw new AppError('dict.codeTaken');
      out.dictCode = body.dictCode;
    }
    if (body.dictNameEn !== undefined) out.dictNameEn = body.dictNameEn || null;
    if (body.description !== undefined) out.description = body.description || null;
    if (body.type !== undefined) out.type = Number(body.type) === 1 ? 1 : 0;
    return out;
  };

  app.post(
    '/sys/dict/add',
    { ...may('add'), schema: { body: dictBody, response: dicts.written } },
    async (request) => {
      if (!request.body.dictName || !request.body.dictCode)
        throw new AppError('entity.invalid', { detail: 'dictName, dictCode' });
      const id = newId();
      await ctx.db
        .insertInto('sysDict')
        .values({
          id,
          dictName: '',
          dictNameEn: null,
          dictCode: '',
          description: null,
          delFlag: 0,
          type: 0,
          createBy: request.user.username,
          createTime: toDbDateTime(ctx.clock.now()),
          updateBy: null,
          updateTime: null,
          ...(await dictColumns(request.body)),
        })
        .execute();
      dictionariesChanged(ctx);
      const row = await ctx.db
        .selectFrom('sysDict')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return notice(request.locale, dictView(row), systemNotices.added);
    },
  );
  const editDict = async (request: FastifyRequest) => {
    const input = request.body as DictBody;
    const id = input.id ?? '';
    const row = await ctx.db
      .selectFrom('sysDict')
      .select('id')
      .where('id', '=', id)
      .where('delFlag', '=', 0)
      .executeTakeFirst();
    if (!row) throw new AppError('dict.notFound');
    await ctx.db
      .updateTable('sysDict')
      .set({
        ...(await dictColumns(input, id)),
        updateBy: request.user.username,
        updateTime: toDbDateTime(ctx.clock.now()),
      })
      .where('id', '=', id)
      .execute();
    dictionariesChanged(ctx);
    const updated = await ctx.db
      .selectFrom('sysDict')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return notice(request.locale, dictView(updated), systemNotices.edited);
  };
  const editSchema = { ...may('edit'), schema: { body: dictBody, response: dicts.written } };
  app.put('/sys/dict/edit', editSchema, editDict);
  app.post('/sys/dict/edit', editSchema, editDict);

  // Logical delete (api-contract 5.2): the dictionary goes to the recycle bin with its items.
  const removeDicts = async (request: FastifyRequest, ids: string[]) => {
    if (ids.length === 0) return 0;
    const result = await ctx.db
      .updateTable('sysDict')
      .set({ delFlag: 1, updateBy: request.user.username, updateTime: toDbDateTime(ctx.clock.now()) })
      .where('id', 'in', ids)
      .where('delFlag', '=', 0)
      .executeTakeFirst();
    dictionariesChanged(ctx);
    return Number(result.numUpdatedRows);
  };
  app.delete('/sys/dict/delete', { ...may('delete'), ...answering(dicts.deleted) }, async (request) => {
    if ((await removeDicts(request, [queryId(request.query)])) === 0) throw new AppError('dict.notFound');
    return notice(request.locale, null, systemNotices.deleted);
  });
  app.delete(
    '/sys/dict/deleteBatch',
    { ...may('delete'), ...answering(dicts.deletedBatch) },
    async (request) => {
      const count = await removeDicts(request, idList((request.query as Record<string, unknown>).ids));
      return notice(request.locale, { count }, systemNotices.deleted);
    },
  );
  app.get(
    '/sys/dict/deleteList',
    { ...may('delete'), ...answering(replies(Type.Array(dictRecord))) },
    async (request) => {
      const rows = await ctx.db
        .selectFrom('sysDict')
        .selectAll()
        .where('delFlag', '=', 1)
        .orderBy('dictCode')
        .execute();
      return ok(
        request.locale,
        rows.map((row) => dictView(row)),
      );
    },
  );
  app.delete(
    '/sys/dict/deletePhysic/:id',
    {
      ...may('delete'),
      schema: { params: Type.Object({ id: Type.String({ maxLength: 32 }) }), response: replies(noResult) },
    },
    async (request) => {
      const result = await ctx.db
        .deleteFrom('sysDict')
        .where('id', '=', request.params.id)
        .where('delFlag', '=', 1)
        .executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw new AppError('dict.notFound');
      dictionariesChanged(ctx);
      return notice(request.locale, null, systemNotices.deleted);
    },
  );
  app.put(
    '/sys/dict/back/:id',
    {
      ...may('delete'),
      schema: { params: Type.Object({ id: Type.String({ maxLength: 32 }) }), response: replies(noResult) },
    },
    async (request) => {
      const result = await ctx.db
        .updateTable('sysDict')
        .set({ delFlag: 0 })
        .where('id', '=', request.params.id)
        .where('delFlag', '=', 1)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw new AppError('dict.notFound');
      dictionariesChanged(ctx);
      return notice(request.locale, null, systemNotices.done);
    },
  );

  // Items (api-contract 5.2 /sys/dictItem).
  app.get('/sys/dictItem/list', pagedList(read, items.list), async (request) => {
    const query = request.query as Record<string, unknown>;
    const dictId = queryId(query, 'dictId');
    const page = await legacyPage(ctx, sysDictItem, query, (q) => q.where('dictId', '=', dictId));
    const records = page.records.map((row) => ({ ...toWire(sysDictItem, row), status: String(row.status) }));
    return ok(
      request.locale,
      { ...page, records: await withDictText(ctx, sysDictItem, records, request.locale, 0) },
      { code: 0 },
    );
  });
  app.get('/sys/dictItem/queryById', { ...read, ...answering(items.queryById) }, async (request) => {
    const row = await ctx.db
      .selectFrom('sysDictItem')
      .selectAll()
      .where('id', '=', queryId(request.query))
      .executeTakeFirst();
    if (!row) throw new AppError('entity.notFound');
    const [record] = await withDictText(
      ctx,
      sysDictItem,
      [{ ...toWire(sysDictItem, row), status: String(row.status) }],
      request.locale,
      0,
    );
    return ok(request.locale, record);
  });
  app.get('/sys/dictItem/dictItemCheck', { ...read, ...answering(replies(noResult)) }, async (request) => {
    const query = request.query as Record<string, unknown>;
    const value = typeof query.itemValue === 'string' ? query.itemValue : '';
    let select = ctx.db
      .selectFrom('sysDictItem')
      .select('id')
      .where('dictId', '=', queryId(query, 'dictId'))
      .where('itemValue', '=', value);
    const self = queryId(query);
    if (self) select = select.where('id', '<>', self);
    if (await select.executeTakeFirst()) throw new AppError('dict.itemValueTaken');
    return notice(request.locale, null, systemNotices.valueAvailable);
  });

  const itemColumns = async (body: ItemBody, dictId: string, selfId?: string) => {
    const out: Record<string, unknown> = {};
    if (body.itemText !== undefined) {
      if (!body.itemText.trim()) throw new AppError('entity.invalid', { detail: 'itemText' });
      out.itemText = body.itemText.trim();
    }
    if (body.itemValue !== undefined) {
      if (body.itemValue.trim() === '') throw new AppError('entity.invalid', { detail: 'itemValue' });
      let taken = ctx.db
        .selectFrom('sysDictItem')
        .select('id')
        .where('dictId', '=', dictId)
        .where('itemValue', '=', body.itemValue.trim());
      if (selfId) taken = taken.where('id', '<>', selfId);
      if (await taken.executeTakeFirst()) throw new AppError('dict.itemValueTaken');
      out.itemValue = body.itemValue.trim();
    }
    if (body.itemTextEn !== undefined) out.itemTextEn = body.itemTextEn || null;
    if (body.description !== undefined) out.description = body.description || null;
    if (body.color !== undefined) out.color = body.color || null;
    if (body.sortOrder !== undefined && body.sortOrder !== null && body.sortOrder !== '') {
      const order = Number(body.sortOrder);
      if (!Number.isInteger(order)) throw new AppError('entity.invalid', { detail: 'sortOrder' });
      out.sortOrder = order;
    }
    if (body.status !== undefined) out.status = Number(body.status) === 0 ? 0 : 1;
    return out;
  };
  app.post(
    '/sys/dictItem/add',
    { ...may('add'), schema: { body: itemBody, response: itemWritten } },
    async (request) => {
      const body = request.body;
      const dict = await ctx.db
        .selectFrom('sysDict')
        .select('id')
        .where('id', '=', body.dictId ?? '')
        .where('delFlag', '=', 0)
        .executeTakeFirst();
      if (!dict) throw new AppError('dict.notFound');
      if (!body.itemText || !body.itemValue)
        throw new AppError('entity.invalid', { detail: 'itemText, itemValue' });
      const id = newId();
      await ctx.db
        .insertInto('sysDictItem')
        .values({
          id,
          dictId: dict.id,
          itemText: '',
          itemTextEn: null,
          itemValue: '',
          description: null,
          sortOrder: 1,
          color: null,
          status: 1,
          createBy: request.user.username,
          createTime: toDbDateTime(ctx.clock.now()),
          updateBy: null,
          updateTime: null,
          ...(await itemColumns(body, dict.id)),
        })
        .execute();
      dictionariesChanged(ctx);
      return notice(request.locale, { id }, systemNotices.added);
    },
  );
  const editItem = async (request: FastifyRequest) => {
    const input = request.body as ItemBody;
    const item = await ctx.db
      .selectFrom('sysDictItem')
      .select(['id', 'dictId'])
      .where('id', '=', input.id ?? '')
      .executeTakeFirst();
    if (!item) throw new AppError('entity.notFound');
    await ctx.db
      .updateTable('sysDictItem')
      .set({
        ...(await itemColumns(input, item.dictId, item.id)),
        updateBy: request.user.username,
        updateTime: toDbDateTime(ctx.clock.now()),
      })
      .where('id', '=', item.id)
      .execute();
    dictionariesChanged(ctx);
    return notice(request.locale, { id: item.id }, systemNotices.edited);
  };
  const editItemSchema = { ...may('edit'), schema: { body: itemBody, response: itemWritten } };
  app.put('/sys/dictItem/edit', editItemSchema, editItem);
  app.post('/sys/dictItem/edit', editItemSchema, editItem);
  const removeItems = async (ids: string[]) => {
    if (ids.length === 0) return 0;
    const result = await ctx.db.deleteFrom('sysDictItem').where('id', 'in', ids).executeTakeFirst();
    dictionariesChanged(ctx);
    return Number(result.numDeletedRows);
  };
  app.delete('/sys/dictItem/delete', { ...may('delete'), ...answering(items.deleted) }, async (request) => {
    if ((await removeItems([queryId(request.query)])) === 0) throw new AppError('entity.notFound');
    return notice(request.locale, null, systemNotices.deleted);
  });
  app.delete(
    '/sys/dictItem/deleteBatch',
    { ...may('delete'), ...answering(items.deletedBatch) },
    async (request) => {
      const count = await removeItems(idList((request.query as Record<string, unknown>).ids));
      return notice(request.locale, { count }, systemNotices.deleted);
    },
  );
};
