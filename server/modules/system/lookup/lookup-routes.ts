import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { EntityDescriptor } from '../../../../src/domain/entity/define-entity';
import {
  PAGE_LOOKUPS,
  pagePermissions,
  referencedEntities,
} from '../../../../src/domain/entity/page-lookups';
import { type Condition, parseListQuery } from '../../../../src/domain/entity/parse-list-query';
import { entityRegistry } from '../../../entity/entity-registry';
import { entityDb, listPage, type RowScope, rowScope, scopedFrom } from '../../../entity/entity-store';
import { AppError, forbidden } from '../../../http/app-error';
import { pageOf, replies } from '../../../http/response-schema';
import { ok } from '../../../http/result';
import { NO_ROWS } from '../permissions/data-rules/compile-data-rule';
import { facilityLimit } from '../permissions/data-rules/facility-limit';

/** Distinct references a supplier's own rows may offer; more is not a select's business. */
const SUPPLIER_REFERENCES_LIMIT = 2000;

/** One option of a reference select. */
const lookupRow = Type.Object({
  id: Type.String(),
  code: Type.Union([Type.String(), Type.Null()]),
  name: Type.String(),
});

interface LookupPage {
  /** Permission prefixes of the menu pages the element renders that the caller holds. */
  prefixes: string[];
  /** The registered entities behind those prefixes (the page's own rows). */
  entities: EntityDescriptor[];
}

/**
 * `GET /sys/lookup/<entity>?page=<element tag>&keyword=&pageNo=&pageSize=` (issue 16 point 3, issue 18
 * point 3): the options of a reference select, `{ id, code, name }` rows, paged and searchable by name
 * and code. Allowed when the caller may open the page (holds a permission of it) and the page
 * references the entity (src/domain/entity/page-lookups.ts); the rows are the entity's as the caller
 * may see them from that page: the tenant; for supplier users only what their own rows on the page
 * reference (their partner, the facilities of their receipts); for everyone else the entity's own
 * scope (field staff, data rules) and the facilities the page's data rules allow.
 */
export const lookupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  app.get<{ Params: { entity: string } }>(
    '/sys/lookup/:entity',
    { config: { supplier: true }, schema: { response: replies(pageOf(lookupRow)) } },
    async (request) => {
      const query = request.query as Record<string, unknown>;
      const target = entityRegistry(ctx).get(request.params.entity);
      const page = lookupPage(request, typeof query.page === 'string' ? query.page : '');
      if (!target || !pageReferences(page, String(query.page)).has(target.name)) throw forbidden();
      // Field filters (`isCustomer=1`, `facilityId=…`) and paging as the entity's list reads them.
      const { page: _page, keyword, ...filters } = query;
      const parsed = parseListQuery(target, filters);
      if (!parsed.ok) throw new AppError(parsed.issue.code, parsed.issue.params);
      const scope = await lookupScope(request, target, page);
      const byDisplay = target.fields[target.display]?.sortable
        ? [{ field: target.display, order: 'asc' as const }]
        : [];
      const found = await listPage(ctx, target, scope, {
        ...parsed.query,
        conditions: [
          ...parsed.query.conditions,
          ...keywordConditions(target, typeof keyword === 'string' ? keyword : ''),
        ],
        sort: parsed.query.sort.length ? parsed.query.sort : byDisplay,
      });
      const records = found.records.map((row) => ({
        id: String(row.id),
        code: typeof row.code === 'string' ? row.code : null,
        name: String(row[target.display] ?? row.code ?? row.id),
      }));
      return ok(request.locale, { ...found, records });
    },
  );
};

function lookupPage(request: FastifyRequest, tag: string): LookupPage {
  const held = [...request.user.permissions];
  const prefixes = pagePermissions(tag).filter((prefix) =>
    held.some((code) => code.startsWith(`${prefix}:`)),
  );
  if (prefixes.length === 0) throw forbidden();
  const entities = [...entityRegistry(request.server.ctx).values()].filter((entity) =>
    prefixes.includes(entity.permission),
  );
  return { prefixes, entities };
}

function pageReferences(page: LookupPage, tag: string): Set<string> {
  const names = new Set(PAGE_LOOKUPS[tag] ?? []);
  for (const entity of page.entities) for (const name of referencedEntities(entity)) names.add(name);
  return names;
}

/** `keyword` in the display field or the code. */
function keywordConditions(target: EntityDescriptor, keyword: string): Condition[] {
  const text = keyword.trim().slice(0, 64);
  if (!text) return [];
  const fields = [...new Set([target.display, 'code'])].filter(
    (name) => target.fields[name]?.kind === 'string',
  );
  if (fields.length === 0) return [];
  return [
    {
      op: 'group',
      match: 'or',
      conditions: fields.map((field) => ({ field, op: 'like', text, anchor: 'contains' as const })),
    },
  ];
}

async function lookupScope(
  request: FastifyRequest,
  target: EntityDescriptor,
  page: LookupPage,
): Promise<RowScope> {
  const { user } = request;
  if (user.userType === 'supplier') return supplierScope(request, target, page);
  const own = await rowScope(request, target, { asReference: true });
  const facilityField =
    target.name === 'facility' ? 'id' : target.fields.facilityId?.ref === 'facility' ? 'facilityId' : null;
  if (!facilityField) return own;
  // The facilities the page's own data rules (and field staff's reach) allow, whichever page it is.
  const limits = await Promise.all(
    page.prefixes.map((prefix) => facilityLimit(request.server.ctx, prefix, user, request.log)),
  );
  if (limits.some((limit) => limit === null)) return own;
  const allowed = [...new Set(limits.flatMap((limit) => limit ?? []))];
  const rule: Condition = allowed.length ? { field: facilityField, op: 'in', values: allowed } : NO_ROWS;
  return { ...own, rules: [...own.rules, rule] };
}

/**
 * domain.md 4.4 rule 2 for reference options: a supplier sees its own partner, rows of entities bound
 * to a partner that are its own, and of anything else only what its own rows on the page reference.
 */
async function supplierScope(
  request: FastifyRequest,
  target: EntityDescriptor,
  page: LookupPage,
): Promise<RowScope> {
  const { user } = request;
  const partnerId = user.partnerId ?? '';
  const tenantOnly: RowScope = { tenantId: user.tenantId, partner: null, rules: [] };
  if (target.name === 'businessPartner') {
    return { ...tenantOnly, rules: [{ field: 'id', op: 'eq', value: partnerId }] };
  }
  if (target.partnerField) return rowScope(request, target, { asReference: true });
  const db = entityDb(request.server.ctx);
  const ids = new Set<string>();
  for (const entity of page.entities) {
    if (!entity.partnerField) continue;
    const seen = entity.supplierView?.fields;
    const fields = Object.entries(entity.fields)
      .filter(
        ([name, def]) => def.kind === 'ref' && def.ref === target.name && (!seen || seen.includes(name)),
      )
      .map(([name]) => name);
    if (fields.length === 0) continue;
    const own = await rowScope(request, entity);
    for (const field of fields) {
      const rows = await scopedFrom(db, entity, own)
        .select(field)
        .distinct()
        .where(field, 'is not', null)
        .limit(SUPPLIER_REFERENCES_LIMIT)
        .execute();
      for (const row of rows) ids.add(String((row as Record<string, unknown>)[field]));
    }
  }
  const rule: Condition = ids.size ? { field: 'id', op: 'in', values: [...ids] } : NO_ROWS;
  return { ...tenantOnly, rules: [rule] };
}
