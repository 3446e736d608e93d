import { sql, type Transaction } from 'kysely';
import { type CanonicalValue, coerceValue } from '../../src/domain/entity/coerce-value';
import { type EntityDescriptor, type LinesDef, writableFields } from '../../src/domain/entity/define-entity';
import { type FieldDef, isScaled, SCALE } from '../../src/domain/entity/field';
import type { AppContext } from '../context';
import type { Database } from '../db/database';
import { toDbDateTime } from '../db/datetime';
import { newId } from '../db/ids';
import { AppError } from '../http/app-error';
import type { SessionUser } from '../http/session-user';
import { dictionaryOptions } from '../modules/dict/dictionary-options';
import { nextFillValue } from '../modules/rules/next-fill-value';
import { duplicateKeyIssue } from './duplicate-key-issue';
import { withheldFields } from './entity-as-seen-by';
import type { EntityTables } from './entity-filters';
import { entityRegistry } from './entity-registry';
import { fromStorage, toStorage } from './entity-rows';
import { bodyValidator, type FieldIssue, schemaIssues } from './entity-schemas';
import { type EntityDb, type RowScope, scopedFrom, tenantWide } from './entity-store';

export type Values = Record<string, CanonicalValue>;
export type EntityTransaction = Transaction<EntityTables>;

/**
 * An entity transaction as the typed `Database`: the generic engine reaches descriptor tables by name
 * (`EntityTables`), while an area's hooks and effects run in the same transaction on the typed tables,
 * whose rows the descriptors give them (server/db/entity-row-types.ts). The one place the two meet.
 */
export function typedTrx(trx: EntityTransaction): Transaction<Database> {
  return trx as unknown as Transaction<Database>;
}

export interface PreparedRecord {
  values: Values;
  /**
   * Lines by their key on the header, replacing the stored ones when given. A line's `id` is the stored
   * line it was given as (checked when saved): that line is updated in place, keeping what the body
   * leaves out.
   */
  lines: Record<string, Values[]>;
}

const LINE_ID = /^[0-9A-Za-z]{1,32}$/;

export type Prepared = { ok: true; record: PreparedRecord } | { ok: false; issues: FieldIssue[] };

/**
 * Validates a body against the descriptor: the TypeBox schema, canonical values of the field kinds,
 * dictionary items, referenced rows in scope, unique keys among live rows. Add fills in defaults;
 * edit takes only the fields present. Lines are validated with their own descriptor.
 *
 * `entity` is the descriptor as the caller sees it (entityAsSeenBy): fields withheld from the caller
 * (a supplier's view, a field engineer's prices, domain.md 4.4 rules 2-3) are ignored when sent, the
 * way JeecgBoot ignores unknown properties, rather than refused: clients send back whole records, and
 * a refusal would tell the caller about a field he is not meant to see. Only an add that needs a value
 * of such a field (required, no default) is refused, as a field missing.
 */
export async function prepareRecord(
  ctx: AppContext,
  db: EntityDb,
  entity: EntityDescriptor,
  body: unknown,
  mode: 'add' | 'edit',
  scope: RowScope,
  selfId?: string,
  /** Fields set by the server instead (the header reference of lines). */
  omit: ReadonlySet<string> = new Set(),
): Promise<Prepared> {
  const withheld = withheldFields(entity);
  const issues = schemaIssues(entity, bodyValidator(entity, mode), body).filter(
    (issue) => !omit.has(issue.field) && !withheld.has(issue.field),
  );
  const input = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const values: Values = {};
  for (const name of writableFields(entity)) {
    if (omit.has(name) || issues.some((issue) => issue.field === name)) continue;
    const def = entity.fields[name]!;
    if (withheld.has(name)) {
      // Never set: a new row gets the column's default, a stored one keeps its value.
      if (mode === 'add' && def.required && def.default === undefined && !def.fill)
        issues.push({ field: name, problem: 'required' });
      continue;
    }
    const present = Object.hasOwn(input, name) && input[name] !== undefined;
    if (!present && mode === 'edit') continue;
    const raw = present ? input[name] : def.default;
    const coerced = coerceValue(def, raw ?? null);
    if (!coerced.ok) {
      issues.push(problem(name, def, coerced.reason));
      continue;
    }
    if (coerced.value === null && def.required && !(def.fill && mode === 'add')) {
      issues.push({ field: name, problem: 'required' });
      continue;
    }
    values[name] = coerced.value;
  }
  if (scope.partner) values[scope.partner.field] = scope.partner.id;
  issues.push(...(await dictionaryIssues(ctx, entity, values, scope.tenantId)));
  issues.push(...(await referenceIssues(db, ctx, entity, values, scope)));
  issues.push(...(await uniqueIssues(ctx, db, entity, values, scope, selfId)));

  const lines: Record<string, Values[]> = {};
  for (const [key, def] of Object.entries(entity.lines)) {
    const given = input[key];
    if (given === undefined || given === null) continue;
    if (!Array.isArray(given)) {
      issues.push({ field: key, problem: 'type' });
      continue;
    }
    lines[key] = [];
    const lineScope = tenantWide(scope.tenantId);
    for (const [index, line] of given.entries()) {
      const omitted = new Set([def.foreignKey]);
      const given = line && typeof line === 'object' ? (line as { id?: unknown }).id : undefined;
      const id = typeof given === 'string' && LINE_ID.test(given) ? given : undefined;
      // A stored line given back keeps its unique keys (an invoice's code and number): not a duplicate of itself.
      const prepared = await prepareRecord(ctx, db, def.entity, line, 'add', lineScope, id, omitted);
      if (!prepared.ok) {
        for (const issue of prepared.issues)
          issues.push({ ...issue, params: { ...issue.params, line: index + 1 } });
        continue;
      }
      lines[key].push({
        ...prepared.record.values,
        lineNo: prepared.record.values.lineNo ?? index + 1,
        ...(id ? { id } : {}),
      });
    }
  }
  if (issues.length === 0) return { ok: true, record: { values, lines } };
  const order = [...Object.keys(entity.fields), ...Object.keys(entity.lines)];
  return { ok: false, issues: issues.sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field)) };
}

function problem(name: string, def: FieldDef, reason: 'type' | 'tooLong' | 'range'): FieldIssue {
  if (reason === 'tooLong') return { field: name, problem: 'tooLong', params: { max: def.max ?? 0 } };
  if (reason === 'range') return { field: name, problem: 'range' };
  if (isScaled(def.kind)) return { field: name, problem: 'scale', params: { places: SCALE[def.kind] } };
  return { field: name, problem: 'type' };
}

async function dictionaryIssues(
  ctx: AppContext,
  entity: EntityDescriptor,
  values: Values,
  tenantId: number,
): Promise<FieldIssue[]> {
  const issues: FieldIssue[] = [];
  for (const [name, value] of Object.entries(values)) {
    const def = entity.fields[name]!;
    if (def.kind !== 'dict' || !def.dict || value === null) continue;
    const options = await dictionaryOptions(ctx, def.dict, 'zh_CN', tenantId);
    if (!options) continue; // a dictionary not (yet) in sys_dict nor registered: nothing to check against
    const allowed = new Set(options.map((option) => option.value));
    const parts = def.multi ? String(value).split(',') : [String(value)];
    const wrong = parts.find((part) => !allowed.has(part));
    if (wrong !== undefined) issues.push({ field: name, problem: 'dictionary', params: { value: wrong } });
  }
  return issues;
}

async function referenceIssues(
  db: EntityDb,
  ctx: AppContext,
  entity: EntityDescriptor,
  values: Values,
  scope: RowScope,
): Promise<FieldIssue[]> {
  const issues: FieldIssue[] = [];
  const registry = entityRegistry(ctx);
  for (const [name, value] of Object.entries(values)) {
    const def = entity.fields[name]!;
    const target = def.kind === 'ref' && def.ref ? registry.get(def.ref) : undefined;
    if (!target || value === null || target.kind === 'line') continue;
    const found = await scopedFrom(db, target, tenantWide(scope.tenantId))
      .select('id')
      .where('id', '=', String(value))
      .executeTakeFirst();
    if (!found) issues.push({ field: name, problem: 'reference' });
  }
  return issues;
}

/**
 * Keys already taken by another live row of the tenant. An edit that changes part of a key is checked
 * with the row's stored values for the rest (product + facility when only the facility changes).
 */
async function uniqueIssues(
  ctx: AppContext,
  db: EntityDb,
  entity: EntityDescriptor,
  values: Values,
  scope: RowScope,
  selfId?: string,
): Promise<FieldIssue[]> {
  const touched = entity.uniqueKeys.filter((key) => key.some((name) => values[name] !== undefined));
  const partial = touched.some((key) => key.some((name) => values[name] === undefined));
  const current =
    selfId && partial
      ? ((await scopedFrom(db, entity, tenantWide(scope.tenantId))
          .selectAll()
          .where('id', '=', selfId)
          .executeTakeFirst()) as Record<string, unknown> | undefined)
      : undefined;
  const issues: FieldIssue[] = [];
  for (const key of touched) {
    const keyValues: Values = {};
    for (const name of key) {
      keyValues[name] =
        values[name] !== undefined
          ? values[name]
          : ((fromStorage(entity.fields[name]!, current?.[name]) ?? null) as CanonicalValue);
    }
    if (key.some((name) => keyValues[name] === null)) continue;
    let query = scopedFrom(db, entity, tenantWide(scope.tenantId)).select('id');
    for (const name of key) query = query.where(name, '=', toStorage(entity.fields[name]!, keyValues[name]!));
    if (selfId) query = query.where('id', '<>', selfId);
    if (await query.executeTakeFirst())
      issues.push(await duplicateKeyIssue(ctx, db, entity, key, keyValues, scope.tenantId));
  }
  return issues;
}

function stored(entity: EntityDescriptor, values: Values): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) out[name] = toStorage(entity.fields[name]!, value);
  return out;
}

/** Inserts a prepared record (and its lines); empty fill-rule fields get their next number here. */
export async function insertRecord(
  trx: EntityTransaction,
  entity: EntityDescriptor,
  record: PreparedRecord,
  user: SessionUser,
  now: number,
): Promise<string> {
  const id = newId();
  const { id: _givenAs, ...given } = record.values;
  const values: Values = { ...given };
  for (const [name, def] of Object.entries(entity.fields)) {
    if (def.fill && (values[name] === null || values[name] === undefined)) {
      values[name] = await nextFillValue(typedTrx(trx), def.fill, user.tenantId, now);
    }
  }
  const row: Record<string, unknown> = {
    ...stored(entity, values),
    id,
    tenantId: user.tenantId,
    createBy: user.username,
    createTime: toDbDateTime(now),
  };
  if (entity.versioned) row.version = 0;
  if (entity.softDelete) row.delFlag = 0;
  if (entity.fields.sysOrgCode) row.sysOrgCode = user.orgCode;
  await trx.insertInto(entity.table).values(row).execute();
  for (const [key, lines] of Object.entries(record.lines)) {
    const def = entity.lines[key]!;
    for (const line of lines) await insertLine(trx, def, id, line, user, now);
  }
  return id;
}

/**
 * Updates the fields present, guarded by the version the editor saw: a stale version changes nothing
 * and answers the conflict (domain.md 0.5 `doc.stateChanged` in spirit), a row out of scope "not found".
 */
export async function updateRecord(
  trx: EntityTransaction,
  entity: EntityDescriptor,
  scope: RowScope,
  id: string,
  version: number | undefined,
  record: PreparedRecord,
  user: SessionUser,
  now: number,
): Promise<void> {
  const changes: Record<string, unknown> = {
    ...stored(entity, record.values),
    updateBy: user.username,
    updateTime: toDbDateTime(now),
  };
  if (entity.versioned) changes.version = sql`version + 1`;
  let update = trx
    .updateTable(entity.table)
    .set(changes)
    .where('id', '=', id)
    .where('tenantId', '=', scope.tenantId);
  if (entity.softDelete) update = update.where('delFlag', '=', sql.lit(0));
  if (scope.partner) update = update.where(scope.partner.field, '=', scope.partner.id);
  if (scope.rules.length > 0) update = update.where('id', 'in', scopedFrom(trx, entity, scope).select('id'));
  if (entity.versioned) update = update.where('version', '=', version ?? -1);
  const result = await update.executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) {
    const exists = await scopedFrom(trx, entity, scope).select('id').where('id', '=', id).executeTakeFirst();
    throw exists ? new AppError('entity.versionConflict') : new AppError('entity.notFound');
  }
  await replaceLines(trx, entity, id, record.lines, user, now);
}

/** Deletes rows in scope (master data softly, so their codes become free); returns how many. */
export async function deleteRecords(
  trx: EntityTransaction,
  entity: EntityDescriptor,
  scope: RowScope,
  ids: string[],
  user: SessionUser,
  now: number,
): Promise<number> {
  if (ids.length === 0) return 0;
  const inScope = (await scopedFrom(trx, entity, scope).select('id').where('id', 'in', ids).execute()).map(
    (row) => String(row.id),
  );
  if (inScope.length === 0) return 0;
  if (entity.softDelete) {
    await trx
      .updateTable(entity.table)
      .set({ delFlag: 1, updateBy: user.username, updateTime: toDbDateTime(now), version: sql`version + 1` })
      .where('tenantId', '=', scope.tenantId)
      .where('id', 'in', inScope)
      .execute();
  } else {
    for (const lines of Object.values(entity.lines)) {
      await trx
        .deleteFrom(lines.entity.table)
        .where('tenantId', '=', scope.tenantId)
        .where(lines.foreignKey, 'in', inScope)
        .execute();
    }
    await trx
      .deleteFrom(entity.table)
      .where('tenantId', '=', scope.tenantId)
      .where('id', 'in', inScope)
      .execute();
  }
  return inScope.length;
}

/**
 * The lines given on an edit replace the stored ones, but a line given with the id of a stored line of
 * this header is updated in place: it keeps its id and every field the body leaves out, so a caller who
 * was never shown a line's price (field staff, domain.md 4.4 rule 3) does not clear it by saving the
 * line back. Lines without such an id are new; stored lines not given are deleted.
 */
async function replaceLines(
  trx: EntityTransaction,
  entity: EntityDescriptor,
  headerId: string,
  lines: Record<string, Values[]>,
  user: SessionUser,
  now: number,
): Promise<void> {
  for (const [key, given] of Object.entries(lines)) {
    const def = entity.lines[key]!;
    const storedIds = new Set(
      (
        await trx
          .selectFrom(def.entity.table)
          .select('id')
          .where('tenantId', '=', user.tenantId)
          .where(def.foreignKey, '=', headerId)
          .execute()
      ).map((row) => String(row.id)),
    );
    const kept = new Set<string>();
    const targets = given.map((line) => {
      const id = typeof line.id === 'string' && storedIds.has(line.id) && !kept.has(line.id) ? line.id : null;
      if (id) kept.add(id);
      return id;
    });
    const gone = [...storedIds].filter((id) => !kept.has(id));
    if (gone.length > 0) {
      await trx
        .deleteFrom(def.entity.table)
        .where('tenantId', '=', user.tenantId)
        .where('id', 'in', gone)
        .execute();
    }
    for (const [index, line] of given.entries()) {
      const target = targets[index];
      if (!target) {
        await insertLine(trx, def, headerId, line, user, now);
        continue;
      }
      const { id: _target, ...values } = line;
      await trx
        .updateTable(def.entity.table)
        .set({
          ...stored(def.entity, { ...values, [def.foreignKey]: headerId }),
          updateBy: user.username,
          updateTime: toDbDateTime(now),
        })
        .where('tenantId', '=', user.tenantId)
        .where('id', '=', target)
        .execute();
    }
  }
}

function insertLine(
  trx: EntityTransaction,
  def: LinesDef,
  headerId: string,
  values: Values,
  user: SessionUser,
  now: number,
): Promise<string> {
  return insertRecord(
    trx,
    def.entity,
    { values: { ...values, [def.foreignKey]: headerId }, lines: {} },
    user,
    now,
  );
}

/** A database unique violation (two writers raced past the unique check). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}
