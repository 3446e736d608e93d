import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { permissionCode, visibleFields } from '../../../../src/domain/entity/define-entity';
import { entityNotices } from '../../../../src/domain/entity/entity-errors';
import { parseListQuery } from '../../../../src/domain/entity/parse-list-query';
import { CATEGORY_ROOT, sysCategory } from '../../../../src/domain/system/entities/sys-category';
import { entityAsSeenBy } from '../../../entity/entity-as-seen-by';
import { recordSchema } from '../../../entity/entity-reply-schemas';
import { type StoredRow, toWire } from '../../../entity/entity-rows';
import { entityDb, idsInScope, listPage, rowScope, scopedFrom } from '../../../entity/entity-store';
import { withDictText } from '../../../entity/entity-texts';
import { deleteRecords, type PreparedRecord } from '../../../entity/entity-write';
import { notice } from '../../../entity/notice';
import { registerEntity, requireEntityAccess, type WriteEvent } from '../../../entity/register-entity';
import { AppError } from '../../../http/app-error';
import { pageQuery } from '../../../http/page-query';
import { requirePermission } from '../../../http/require-permission';
import { countResult, noResult, openObject, pageOf, replies } from '../../../http/response-schema';
import { ok } from '../../../http/result';
import { conditionPairs } from '../../dict/tree-dictionaries';
import {
  type CategoryRow,
  categoryByCode,
  categoryById,
  categoryRows,
  childrenOf,
  nextCategoryCode,
  refreshHasChild,
  TREE_LIMIT,
  treeNode,
  wholeTree,
  withDescendants,
} from './category-tree';

const ID = /^[0-9A-Za-z]{1,32}$/;
const record = recordSchema(sysCategory, false);
const node = openObject(
  {
    key: Type.String(),
    value: Type.String(),
    title: Type.String(),
    code: Type.Union([Type.String(), Type.Null()]),
    leaf: Type.Boolean(),
    parentId: Type.String(),
    children: Type.Optional(Type.Array(Type.Unknown())),
  },
  'a category as a tree node (JeecgBoot TreeSelectModel)',
);
const nodes = replies(Type.Array(node));
/** Form components (JCategorySelect, JTreeDict) read categories on any staff page, as in JeecgBoot. */
const forForms = { config: { openTo: 'internal' as const } };

/** The JeecgBoot client's condition of JCategorySelect: `{"column": "value"}` over the fields shown. */
const CONDITION_FIELDS = { name: 'name', code: 'code', pid: 'pid', has_child: 'hasChild' } as const;

function str(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * The engine's add / edit / import rules of a category: a new node gets its parent (from its code's
 * prefix when it has a code, as JeecgBoot's import does, else from `pid`), its generated code and flags its
 * parent; an edit renames, never moves a node or changes its code (the codes of the subtree hang on it).
 */
async function categoryRules(event: WriteEvent): Promise<void> {
  if (event.action === 'delete') return;
  const { trx, scope } = event;
  const values = event.record.values;
  if (event.action === 'edit') {
    const stored = await categoryById(trx, scope, event.id);
    if (!stored) throw new AppError('entity.notFound');
    if ('pid' in values && (str(values.pid) ?? CATEGORY_ROOT) !== stored.pid)
      throw new AppError('category.treeFixed');
    if ('code' in values && str(values.code) !== null && str(values.code) !== stored.code)
      throw new AppError('category.treeFixed');
    delete values.pid;
    delete values.code;
    return;
  }
  const code = str(values.code);
  // A given code names its parent (its code without the last step), as JeecgBoot's import reads a sheet:
  // an exported sheet's `pid` is an id of the old rows. Without a code, the form's `pid` does.
  let pid = str(values.pid) ?? CATEGORY_ROOT;
  if (code !== null) {
    const parentCode = code.length > 3 ? code.slice(0, -3) : null;
    const parent = parentCode === null ? undefined : await categoryByCode(trx, scope, parentCode);
    if (parentCode !== null && !parent) throw new AppError('category.parentNotFound');
    pid = parent?.id ?? CATEGORY_ROOT;
  }
  if (pid !== CATEGORY_ROOT) {
    if (!(await categoryById(trx, scope, pid))) throw new AppError('category.parentNotFound');
    await trx
      .updateTable(sysCategory.table)
      .set({ hasChild: '1' })
      .where('tenantId', '=', scope.tenantId)
      .where('id', '=', pid)
      .execute();
  }
  setValues(event.record, {
    pid,
    code: code ?? (await nextCategoryCode(trx, scope, pid)),
    hasChild: '0',
  });
}

function setValues(record: PreparedRecord, values: Record<string, string>) {
  Object.assign(record.values, values);
}

/**
 * JeecgBoot's category dictionary `/sys/category/*` (issue 19 point 2): the engine's list, queryById,
 * add, edit, export and import with the tree rules above, the page's tree reads (rootList, childList,
 * getChildListBatch), a delete that takes the subtree along, the code check of its form, and the
 * loaders of the JCategorySelect / JTreeDict form components.
 */
export const categoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  registerEntity(app, sysCategory, {
    omit: ['delete', 'deleteBatch'],
    beforeWrite: categoryRules,
    dataLog: true,
  });
  const read = { onRequest: requireEntityAccess(sysCategory) };
  const db = () => entityDb(ctx);
  const wire = (rows: readonly StoredRow[]) => rows.map((row) => toWire(sysCategory, row));
  const fullRows = (request: FastifyRequest) =>
    rowScope(request, sysCategory).then((scope) => ({
      scope,
      query: scopedFrom(db(), sysCategory, scope).select(visibleFields(sysCategory)),
    }));

  // The page's list: the top-level nodes (or those of `pid`), paged, with the generic filters.
  app.get(
    '/sys/category/rootList',
    { ...read, schema: { querystring: pageQuery, response: replies(pageOf(record)) } },
    async (request) => {
      const scope = await rowScope(request, sysCategory);
      const seen = entityAsSeenBy(request.user, sysCategory);
      const query = request.query as Record<string, unknown>;
      const parsed = parseListQuery(seen, { ...query, pid: str(query.pid) ?? CATEGORY_ROOT });
      if (!parsed.ok) throw new AppError(parsed.issue.code, parsed.issue.params);
      const page = await listPage(ctx, seen, scope, parsed.query);
      const records = await withDictText(ctx, seen, page.records, request.locale, scope.tenantId);
      return ok(request.locale, { ...page, records }, { code: 0 });
    },
  );

  app.get(
    '/sys/category/childList',
    {
      ...read,
      schema: {
        querystring: Type.Object(
          { pid: Type.Optional(Type.String({ maxLength: 32 })) },
          { additionalProperties: true },
        ),
        response: replies(Type.Array(record)),
      },
    },
    async (request) => {
      const { query } = await fullRows(request);
      const pid = str(request.query.pid) ?? CATEGORY_ROOT;
      const rows = await query.where('pid', '=', pid).orderBy('code').limit(TREE_LIMIT).execute();
      return ok(request.locale, wire(rows as StoredRow[]));
    },
  );

  // After a save the page reloads the children of every expanded node at once.
  app.get(
    '/sys/category/getChildListBatch',
    {
      ...read,
      schema: {
        querystring: Type.Object({ parentIds: Type.Optional(Type.String({ maxLength: 33_000 })) }),
        response: replies(pageOf(record)),
      },
    },
    async (request) => {
      const ids = (request.query.parentIds ?? '')
        .split(',')
        .filter((id) => ID.test(id))
        .slice(0, 1000);
      const { query } = await fullRows(request);
      const rows =
        ids.length === 0
          ? []
          : await query.where('pid', 'in', ids).orderBy('code').limit(TREE_LIMIT).execute();
      const records = wire(rows as StoredRow[]);
      return ok(request.locale, {
        records,
        total: records.length,
        size: records.length,
        current: 1,
        pages: 1,
      });
    },
  );

  const remove = async (request: FastifyRequest, ids: string[]) => {
    const scope = await rowScope(request, sysCategory);
    const now = ctx.clock.now();
    return db()
      .transaction()
      .execute(async (trx) => {
        const visible = await idsInScope(trx, sysCategory, scope, ids);
        if (visible.length === 0) return 0;
        const parents = (await categoryRows(trx, scope).where('id', 'in', visible).execute()).map((row) =>
          String(row.pid),
        );
        const all = await withDescendants(trx, scope, visible);
        let count = 0;
        for (let i = 0; i < all.length; i += 500)
          count += await deleteRecords(trx, sysCategory, scope, all.slice(i, i + 500), request.user, now);
        await refreshHasChild(
          trx,
          scope.tenantId,
          parents.filter((pid) => !all.includes(pid)),
        );
        return count;
      });
  };
  const may = { onRequest: requirePermission(permissionCode(sysCategory, 'delete')) };
  app.delete(
    '/sys/category/delete',
    {
      ...may,
      schema: { querystring: Type.Object({ id: Type.Optional(Type.String()) }), response: replies(noResult) },
    },
    async (request) => {
      const id = request.query.id ?? '';
      if (!ID.test(id) || (await remove(request, [id])) === 0) throw new AppError('entity.notFound');
      return notice(request.locale, null, entityNotices.deleted);
    },
  );
  app.delete(
    '/sys/category/deleteBatch',
    {
      ...may,
      schema: {
        querystring: Type.Object({ ids: Type.Optional(Type.String()) }),
        response: replies(countResult),
      },
    },
    async (request) => {
      const ids = (request.query.ids ?? '')
        .split(',')
        .filter((id) => ID.test(id))
        .slice(0, 1000);
      const count = await remove(request, ids);
      return notice(request.locale, { count }, entityNotices.deletedBatch, { count });
    },
  );

  // The form's check of a typed code: it must start with the parent's code.
  app.get(
    '/sys/category/checkCode',
    {
      ...read,
      schema: {
        querystring: Type.Object({
          pid: Type.Optional(Type.String({ maxLength: 32 })),
          code: Type.Optional(Type.String({ maxLength: 96 })),
        }),
        response: replies(noResult),
      },
    },
    async (request) => {
      const code = str(request.query.code);
      if (code === null) throw new AppError('category.codeEmpty');
      const pid = str(request.query.pid);
      if (pid !== null && pid !== CATEGORY_ROOT) {
        const parent = await categoryById(db(), await rowScope(request, sysCategory), pid);
        if (!parent) throw new AppError('category.parentNotFound');
        if (!code.startsWith(parent.code ?? ''))
          throw new AppError('category.codePrefix', { code: parent.code ?? '' });
      }
      return ok(request.locale, null);
    },
  );

  // JCategorySelect: the nodes below `pid`, or below the node of code `pcode` ('0': the top level).
  app.get(
    '/sys/category/loadTreeData',
    {
      ...forForms,
      schema: {
        querystring: Type.Object({
          pid: Type.Optional(Type.String({ maxLength: 32 })),
          pcode: Type.Optional(Type.String({ maxLength: 96 })),
          condition: Type.Optional(Type.String({ maxLength: 1000 })),
        }),
        response: nodes,
      },
    },
    async (request) => {
      const scope = await rowScope(request, sysCategory);
      let pid = str(request.query.pid);
      if (pid === null) {
        const pcode = str(request.query.pcode);
        if (pcode === null) throw new AppError('category.treeParams');
        pid =
          pcode === CATEGORY_ROOT ? CATEGORY_ROOT : ((await categoryByCode(db(), scope, pcode))?.id ?? null);
        if (pid === null) throw new AppError('category.codeNotFound', { code: pcode });
      }
      let query = categoryRows(db(), scope).where('pid', '=', pid);
      for (const [field, value] of conditionPairs(request.query.condition, CONDITION_FIELDS))
        query = query.where(field, '=', value);
      const rows = (await query.orderBy('code').limit(TREE_LIMIT).execute()) as CategoryRow[];
      return ok(request.locale, rows.map(treeNode));
    },
  );

  // JTreeDict: the top level below `pcode` (all of it at once unless `async`), then children on demand.
  app.get(
    '/sys/category/loadTreeRoot',
    {
      ...forForms,
      schema: {
        querystring: Type.Object({
          async: Type.Optional(Type.String({ maxLength: 5 })),
          pcode: Type.Optional(Type.String({ maxLength: 96 })),
        }),
        response: nodes,
      },
    },
    async (request) => {
      const scope = await rowScope(request, sysCategory);
      const pcode = str(request.query.pcode);
      let pid = CATEGORY_ROOT;
      if (pcode !== null) {
        const parent = await categoryByCode(db(), scope, pcode);
        if (!parent) throw new AppError('category.codeNotFound', { code: pcode });
        pid = parent.id;
      }
      if (request.query.async === 'true') {
        return ok(request.locale, (await childrenOf(db(), scope, [pid])).map(treeNode));
      }
      return ok(request.locale, await wholeTree(db(), scope, pid));
    },
  );

  app.get(
    '/sys/category/loadTreeChildren',
    {
      ...forForms,
      schema: {
        querystring: Type.Object({ pid: Type.Optional(Type.String({ maxLength: 32 })) }),
        response: nodes,
      },
    },
    async (request) => {
      const scope = await rowScope(request, sysCategory);
      const pid = str(request.query.pid) ?? CATEGORY_ROOT;
      return ok(request.locale, (await childrenOf(db(), scope, [pid])).map(treeNode));
    },
  );

  // JTreeDict shows a stored value: the node whose id (or code) it is.
  app.get(
    '/sys/category/loadOne',
    {
      ...forForms,
      schema: {
        querystring: Type.Object({
          field: Type.Optional(Type.String({ maxLength: 10 })),
          val: Type.Optional(Type.String({ maxLength: 96 })),
        }),
        response: replies(record),
      },
    },
    async (request) => {
      const field = request.query.field ?? 'id';
      if (field !== 'id' && field !== 'code') throw new AppError('category.field');
      const { query } = await fullRows(request);
      const row = await query.where(field, '=', request.query.val ?? '').executeTakeFirst();
      if (!row) throw new AppError('category.nothingFound');
      return ok(request.locale, toWire(sysCategory, row as StoredRow));
    },
  );

  // JCategorySelect shows stored values: the names of the given ids, in their order. The client asks
  // `/sys/category/loadDictItem/?ids=` with a trailing slash (Spring matches both), so both are served.
  const dictItemOptions = {
    ...forForms,
    schema: {
      querystring: Type.Object({
        ids: Type.Optional(Type.String({ maxLength: 33_000 })),
        delNotExist: Type.Optional(Type.String({ maxLength: 5 })),
      }),
      response: replies(Type.Array(Type.String())),
    },
  };
  const dictItemHandler = async (
    request: FastifyRequest<{ Querystring: { ids?: string; delNotExist?: string } }>,
  ) => {
    const ids = (request.query.ids ?? '').split(',').filter((id) => id !== '');
    if (ids.length === 0) throw new AppError('category.idsEmpty');
    const scope = await rowScope(request, sysCategory);
    const wanted = ids.filter((id) => ID.test(id)).slice(0, 1000);
    const rows =
      wanted.length === 0
        ? []
        : ((await categoryRows(db(), scope).where('id', 'in', wanted).execute()) as CategoryRow[]);
    const names = new Map(rows.map((row) => [row.id, row.name]));
    const keepMissing = request.query.delNotExist === 'false';
    return ok(
      request.locale,
      ids.flatMap((id) => {
        const name = names.get(id);
        return name !== undefined ? [name] : keepMissing ? [id] : [];
      }),
    );
  };
  app.get('/sys/category/loadDictItem', dictItemOptions, dictItemHandler);
  app.get('/sys/category/loadDictItem/', dictItemOptions, dictItemHandler);

  // api.js `loadCategoryData`: every node whose code starts with `code` as `{ value, text }`.
  app.get(
    '/sys/category/loadAllData',
    {
      ...forForms,
      schema: {
        querystring: Type.Object({ code: Type.Optional(Type.String({ maxLength: 96 })) }),
        response: replies(Type.Array(openObject({ value: Type.String(), text: Type.String() }))),
      },
    },
    async (request) => {
      const scope = await rowScope(request, sysCategory);
      const code = str(request.query.code);
      let query = categoryRows(db(), scope);
      if (code !== null && code !== CATEGORY_ROOT) {
        // Codes are letters and digits: anything else matches nothing, and no wildcard reaches `like`.
        if (!/^[0-9A-Za-z]+$/.test(code)) throw new AppError('category.nothingFound');
        query = query.where('code', 'like', `${code}%`);
      }
      const rows = (await query.orderBy('code').limit(TREE_LIMIT).execute()) as CategoryRow[];
      if (rows.length === 0) throw new AppError('category.nothingFound');
      return ok(
        request.locale,
        rows.map((row) => ({ value: row.id, text: row.name })),
      );
    },
  );
};
