import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import Type from 'typebox';
import type { Locale } from '../../../src/domain/i18n-text';
import { CATEGORY_ROOT } from '../../../src/domain/system/entities/sys-category';
import type { Db } from '../../db/database';
import type { EntityTables } from '../../entity/entity-filters';
import { AppError } from '../../http/app-error';
import { openObject, replies } from '../../http/response-schema';
import { ok } from '../../http/result';

/** One node of a tree dictionary, as JeecgBoot's TreeSelectModel reaches its client (`leaf`, not `isLeaf`). */
export interface TreeDictNode {
  key: string;
  value: string;
  title: string;
  leaf: boolean;
  parentId: string;
}

/**
 * A tree dictionary of JTreeSelect (`/sys/dict/loadTreeData`): the nodes below one parent. The key of the
 * registry is the exact `tableName,text,code,pidField` the form names; nothing of it reaches SQL, and a
 * `condition` may only compare the columns the entry lists, with bound values.
 */
export interface TreeDictionary {
  /** The `hasChildField` the client may name with it ('' always accepted). */
  hasChildField?: string;
  /** Columns of the client's `condition` JSON and the fields they compare. */
  conditionFields: Readonly<Record<string, string>>;
  load(
    db: Db,
    scope: { pid: string; tenantId: number; locale: Locale; condition: [string, string][] },
  ): Promise<TreeDictNode[]>;
}

const LIMIT = 5000;
const entityDb = (db: Db) => db as unknown as Kysely<EntityTables>;

export const treeDictionaries: Record<string, TreeDictionary> = {
  // The category form's parent select (SysCategoryModal) and pages built on the category dictionary.
  'sys_category,name,id,pid': {
    hasChildField: 'has_child',
    conditionFields: { name: 'name', code: 'code', has_child: 'hasChild' },
    load: async (db, { pid, tenantId, condition }) => {
      let query = entityDb(db)
        .selectFrom('sys_category')
        .select(['id', 'name', 'pid', 'hasChild'])
        .where('tenantId', '=', tenantId)
        .where('pid', '=', pid === '' ? CATEGORY_ROOT : pid);
      for (const [field, value] of condition) query = query.where(field, '=', value);
      const rows = await query.orderBy('code').limit(LIMIT).execute();
      return rows.map((r) => ({
        key: String(r.id),
        value: String(r.id),
        title: String(r.name),
        leaf: r.hasChild !== '1',
        parentId: String(r.pid),
      }));
    },
  },
  // Department trees of customer forms (JTreeSelect over sys_depart).
  'sys_depart,depart_name,id,parent_id': {
    conditionFields: { org_category: 'orgCategory' },
    load: async (db, { pid, locale, condition }) => {
      const root = pid === '' || pid === '0';
      let query = db
        .selectFrom('sysDepart')
        .select(['id', 'departName', 'departNameEn', 'parentId'])
        .where('delFlag', '=', '0');
      query = root
        ? query.where((eb) => eb.or([eb('parentId', 'is', null), eb('parentId', '=', '')]))
        : query.where('parentId', '=', pid);
      for (const [, value] of condition) query = query.where('orgCategory', '=', value);
      const rows = await query.orderBy('departOrder').orderBy('orgCode').limit(LIMIT).execute();
      const ids = rows.map((r) => r.id);
      const parents = new Set(
        ids.length === 0
          ? []
          : (
              await db
                .selectFrom('sysDepart')
                .select('parentId')
                .where('delFlag', '=', '0')
                .where('parentId', 'in', ids)
                .execute()
            ).map((r) => r.parentId),
      );
      return rows.map((r) => ({
        key: r.id,
        value: r.id,
        title: (locale === 'en_US' && r.departNameEn) || r.departName,
        leaf: !parents.has(r.id),
        parentId: r.parentId ?? '',
      }));
    },
  },
};

/** The client's `condition` (`{"column": "value"}`) as field comparisons, only over the listed columns. */
export function conditionPairs(
  raw: string | undefined,
  fields: Readonly<Record<string, string>>,
): [string, string][] {
  if (!raw || raw.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new AppError('dict.treeCondition');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new AppError('dict.treeCondition');
  return Object.entries(parsed as Record<string, unknown>).map(([key, value]) => {
    const field = Object.hasOwn(fields, key) ? fields[key] : undefined;
    if (!field || (typeof value !== 'string' && typeof value !== 'number'))
      throw new AppError('dict.treeCondition');
    return [field, String(value).slice(0, 100)];
  });
}

const treeNode = openObject(
  {
    key: Type.String(),
    value: Type.String(),
    title: Type.String(),
    leaf: Type.Boolean(),
    parentId: Type.String(),
  },
  'a node of a tree dictionary (JeecgBoot TreeSelectModel)',
);

/** JTreeSelect's loader (issue 19 points 2 and 3): registered tree dictionaries only, never SQL. */
export const treeDictionaryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  app.get(
    '/sys/dict/loadTreeData',
    {
      schema: {
        querystring: Type.Object(
          {
            pid: Type.Optional(Type.String({ maxLength: 32 })),
            pidField: Type.Optional(Type.String({ maxLength: 100 })),
            tableName: Type.Optional(Type.String({ maxLength: 100 })),
            text: Type.Optional(Type.String({ maxLength: 100 })),
            code: Type.Optional(Type.String({ maxLength: 100 })),
            hasChildField: Type.Optional(Type.String({ maxLength: 100 })),
            condition: Type.Optional(Type.String({ maxLength: 1000 })),
          },
          { additionalProperties: true },
        ),
        response: replies(Type.Array(treeNode)),
      },
    },
    async (request) => {
      const q = request.query;
      const key = [q.tableName, q.text, q.code, q.pidField].map((part) => (part ?? '').trim()).join(',');
      const entry = Object.hasOwn(treeDictionaries, key) ? treeDictionaries[key] : undefined;
      const hasChild = (q.hasChildField ?? '').trim();
      if (!entry || (hasChild !== '' && hasChild !== entry.hasChildField))
        throw new AppError('dict.codeFormat');
      const condition = conditionPairs(q.condition, entry.conditionFields);
      const nodes = await entry.load(ctx.db, {
        pid: (q.pid ?? '').trim(),
        tenantId: request.user.tenantId,
        locale: request.locale,
        condition,
      });
      return ok(request.locale, nodes);
    },
  );
};
