import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { EntityDescriptor } from '../../src/domain/entity/define-entity';
import type { Condition } from '../../src/domain/entity/parse-list-query';
import type { Engine } from '../db/database';
import { toStorage } from './entity-rows';

/**
 * Tables of descriptors are not in the typed `Database` (they are generated), so the generic routes
 * see them through this shape; column names still only ever come from the descriptor.
 */
export type EntityTables = Record<string, Record<string, unknown>>;
export type EntityExpressions = ExpressionBuilder<EntityTables, string>;

// A literal in the SQL, not a parameter: only then does SQLite turn `like 'abc%'` into an index range.
const LIKE_ESCAPE = '\\';

/** `%`, `_` and the escape character of a user's text match themselves (api-contract 1.4). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `${LIKE_ESCAPE}${char}`);
}

/** The conditions of a parsed list query as one Kysely expression; every value is a bound parameter. */
export function conditionsExpression(
  eb: EntityExpressions,
  entity: EntityDescriptor,
  conditions: readonly Condition[],
  engine: Engine,
): Expression<SqlBool> {
  return eb.and(conditions.map((condition) => conditionExpression(eb, entity, condition, engine)));
}

function conditionExpression(
  eb: EntityExpressions,
  entity: EntityDescriptor,
  condition: Condition,
  engine: Engine,
): Expression<SqlBool> {
  if (condition.op === 'group') {
    const parts = condition.conditions.map((inner) => conditionExpression(eb, entity, inner, engine));
    return condition.match === 'or' ? eb.or(parts) : eb.and(parts);
  }
  const def = entity.fields[condition.field]!;
  const column = eb.ref(condition.field);
  // Case-insensitive like everywhere: SQLite's LIKE already is for ASCII, JeecgBoot's MySQL collation is.
  // PostgreSQL: `lower(column) like lower(pattern)`, which is what its ILIKE does for a multibyte
  // database (and the same for a single-byte one), in the form the indexes of `trigramSearch`
  // descriptors serve (entity-ddl.ts: a trigram index and a pattern B-tree over `lower(column)`).
  const like = (pattern: string) =>
    engine === 'postgres'
      ? sql<SqlBool>`lower(${column}) like lower(${pattern}) escape ${sql.lit(LIKE_ESCAPE)}`
      : sql<SqlBool>`${column} like ${pattern} escape ${sql.lit(LIKE_ESCAPE)}`;
  switch (condition.op) {
    case 'eq':
      return eb(column, '=', toStorage(def, condition.value));
    case 'ne':
      return eb(column, '<>', toStorage(def, condition.value));
    case 'gt':
      return eb(column, '>', toStorage(def, condition.value));
    case 'ge':
      return eb(column, '>=', toStorage(def, condition.value));
    case 'lt':
      return eb(column, '<', toStorage(def, condition.value));
    case 'le':
      return eb(column, '<=', toStorage(def, condition.value));
    case 'in':
      return eb(
        column,
        'in',
        condition.values.map((value) => toStorage(def, value)),
      );
    case 'like': {
      const text = escapeLike(condition.text);
      const pattern =
        condition.anchor === 'starts' ? `${text}%` : condition.anchor === 'ends' ? `%${text}` : `%${text}%`;
      return like(pattern);
    }
    case 'anyLike':
      return eb.or(condition.texts.map((text) => like(`%${escapeLike(text)}%`)));
  }
}
