import type { ColumnType } from 'kysely';
import type { EntityDescriptor } from '../../src/domain/entity/define-entity';

/**
 * The typed database's table of an entity, inferred from its descriptor (`TableOf<typeof product>`), so
 * a table a descriptor describes is not written twice. The DDL is generated from the same descriptor
 * (server/entity/entity-ddl.ts), and the mapping follows it and the conventions of table-columns.ts:
 *
 * - a column is NOT NULL when its field is `required` or is bookkeeping (`tenantId`, `version`,
 *   `delFlag`), and the id is the primary key; a field with a `default` is optional on insert (the
 *   database fills it) and is never written null (its insert and update types refuse null even where
 *   the column allows it), so its reads are typed as set, as table-columns.ts has always had them;
 * - every other column is nullable (and so optional on insert);
 * - `qty`, `price` and `amount` are bigint on PostgreSQL, which `pg` returns as strings: they read as
 *   `number | string` (`Qty`) so that every read goes through `Number()`; `int`, `bool` and `pct` are
 *   integers;
 * - dates and instants read as text (SQLite) or Date (PostgreSQL) and are written as ISO text;
 * - JSON is written as text and reads as text (SQLite) or the parsed value (PostgreSQL's jsonb): `unknown`;
 * - everything else (ids, references, dictionary codes, text) is a string.
 */
export type TableOf<D extends Pick<EntityDescriptor<object>, 'fields'> | { readonly fields: object }> = {
  -readonly [P in keyof D['fields'] as Declared<P>]: ColumnOf<D['fields'][P], P>;
};

/** The names a descriptor declares, without the `Record<string, FieldDef>` index every descriptor has. */
type Declared<P> = P extends string ? (string extends P ? never : P) : never;

type Scaled = 'qty' | 'price' | 'amount';
type Integer = 'int' | 'bool' | 'pct';
type Temporal = 'date' | 'datetime';

/** What a select returns for a field kind. */
type ReadOf<K> = K extends Integer
  ? number
  : K extends Scaled
    ? number | string
    : K extends Temporal
      ? string | Date
      : K extends 'json'
        ? unknown
        : string;

/** What an insert or update gives for a field kind. */
type WriteOf<K> = K extends Integer | Scaled ? number : string;

type Bookkeeping = 'tenantId' | 'version' | 'delFlag';

type NotNull<D, P> = P extends Bookkeeping
  ? true
  : D extends { readonly kind: 'id' }
    ? true
    : D extends { readonly required: true }
      ? true
      : D extends { readonly alwaysSet: true }
        ? true
        : HasDefault<D>;

type HasDefault<D> = D extends { readonly default: unknown } ? true : false;

/** One column: `S` read, `W` written; plain `T` where both are the same, as table-columns.ts writes them. */
type Column<S, W, Optional extends boolean> = Optional extends true
  ? ColumnType<S, W | undefined, W>
  : [S] extends [W]
    ? W
    : ColumnType<S, W, W>;

export type ColumnOf<D, P = string> = D extends { readonly kind: infer K }
  ? NotNull<D, P> extends true
    ? Column<ReadOf<K>, WriteOf<K>, HasDefault<D>>
    : [ReadOf<K>] extends [WriteOf<K>]
      ? WriteOf<K> | null
      : ColumnType<ReadOf<K> | null, WriteOf<K> | null, WriteOf<K> | null>
  : never;
