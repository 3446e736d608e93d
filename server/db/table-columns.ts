import type { ColumnType } from 'kysely';

/**
 * Column conventions of the typed tables (nullable instants, dates and scaled numbers): what
 * `TableOf` (entity-row-types.ts) gives a descriptor's fields and what the explicit tables write.
 */
export type Nullable<T> = T | null;
export type Instant = ColumnType<string | Date | null, string | null, string | null>;
export type OptionalDate = ColumnType<string | Date | null, string | null, string | null>;
export type OptionalQty = ColumnType<number | string | null, number | null, number | null>;
