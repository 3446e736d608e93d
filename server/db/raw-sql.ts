import { CompiledQuery, type Kysely } from 'kysely';
import type { Database, Engine } from './database';
import { PREPARED } from './prepared-pool';

/** What runs a statement: the database or a transaction. */
export type SqlRunner = Pick<Kysely<Database>, 'executeQuery'>;

/** Texts kept per statement: shapes are few (IN lists grow with the lines of one document). */
const MAX_SHAPES = 200;

/**
 * A statement of the posting path written by hand (docs/performance.md "Ledger"): building, transforming
 * and compiling the same selects and updates with Kysely on every call was about a third of a posting's
 * CPU. `build` writes the SQL once per engine and shape (the lengths of its lists) with `?` placeholders,
 * which become `$1, $2, …` on PostgreSQL. Tables and columns are constants in `build`, never input; every
 * value is a parameter. A `?` may appear in the text only as a placeholder (no literal holds one).
 * Results pass through the database's plugins (CamelCasePlugin: `product_id` comes back as `productId`).
 */
export interface SqlStatement<A extends readonly (number | string)[]> {
  /** The text for an engine and shape, built on first use. */
  text(engine: Engine, ...shape: A): string;
}

export function sqlStatement<A extends readonly (number | string)[]>(
  build: (engine: Engine, ...shape: A) => string,
): SqlStatement<A> {
  const texts = new Map<string, string>();
  return {
    text(engine, ...shape) {
      const key = shape.length === 0 ? engine : `${engine}|${shape.join('|')}`;
      let text = texts.get(key);
      if (text === undefined) {
        const written = build(engine, ...shape);
        text = engine === 'postgres' ? PREPARED + numberedPlaceholders(written) : written;
        if (texts.size >= MAX_SHAPES) texts.delete(texts.keys().next().value as string);
        texts.set(key, text);
      }
      return text;
    },
  };
}

/** `?` → `$1`, `$2`, … in order (PostgreSQL's placeholder style). */
export function numberedPlaceholders(text: string): string {
  let n = 0;
  return text.replace(/\?/g, () => `$${++n}`);
}

/** `?, ?, ?`: the placeholders of an IN list of `count` values (at least one). */
export function placeholderList(count: number): string {
  if (count < 1) throw new Error('an IN list needs at least one value');
  return Array.from({ length: count }, () => '?').join(', ');
}

/** `part` `count` times, joined by `separator`. */
export function repeated(count: number, part: string, separator: string): string {
  return Array.from({ length: count }, () => part).join(separator);
}

/** The rows of a select (or of `returning`). */
export async function queryRows<R>(
  db: SqlRunner,
  text: string,
  parameters: readonly unknown[],
): Promise<R[]> {
  const result = await db.executeQuery<R>(CompiledQuery.raw(text, parameters as unknown[]));
  return result.rows as R[];
}

/** Runs an insert, update or delete; answers the number of rows it changed. */
export async function executeSql(
  db: SqlRunner,
  text: string,
  parameters: readonly unknown[],
): Promise<number> {
  const result = await db.executeQuery(CompiledQuery.raw(text, parameters as unknown[]));
  return Number(result.numAffectedRows ?? 0);
}

/** A write (insert, update or delete; its result unused) with its text for the engine and its values. */
export interface SqlWrite {
  text: string;
  parameters: readonly unknown[];
}

/**
 * Writes of different rows that read nothing another one writes, in the order given: on PostgreSQL
 * one statement, `with w1 as (…), w2 as (…) <last>` (one round trip instead of one each; its parts see
 * the same snapshot, and their constraints and AFTER triggers run at its end: no part may need another
 * part's triggers to have run), on SQLite one after the other. Each text is a `sqlStatement` or
 * `insertRowsStatement` text: every `$n` in it is a placeholder (no literal holds one), renumbered here.
 */
export async function executeWrites(
  db: SqlRunner,
  engine: Engine,
  writes: readonly SqlWrite[],
): Promise<void> {
  if (engine !== 'postgres' || writes.length < 2) {
    for (const write of writes) await executeSql(db, write.text, write.parameters);
    return;
  }
  await executeSql(
    db,
    combinedText(writes),
    writes.flatMap((write) => write.parameters),
  );
}

/** Combined texts by the texts of their parts (the same text objects every time: a Map per part). */
interface TextNode {
  next: Map<string, TextNode>;
  text?: string;
}
const combined: TextNode = { next: new Map() };
let combinedCount = 0;

/** `with w1 as (…), w2 as (…) <last>`, its placeholders numbered through, built once per list of texts. */
function combinedText(writes: readonly SqlWrite[]): string {
  let node = combined;
  for (const { text } of writes) {
    let child = node.next.get(text);
    if (!child) {
      child = { next: new Map() };
      node.next.set(text, child);
    }
    node = child;
  }
  if (node.text !== undefined) return node.text;
  let offset = 0;
  const parts = writes.map(({ text, parameters }) => {
    const bare = text.startsWith(PREPARED) ? text.slice(PREPARED.length) : text;
    const shift = offset;
    offset += parameters.length;
    return bare.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + shift}`);
  });
  const last = parts.pop()!;
  // Shapes are few; should they not be, the cache starts over rather than grow.
  if (++combinedCount > MAX_SHAPES) {
    combined.next.clear();
    combinedCount = 0;
  }
  node.text = `${PREPARED}with ${parts.map((part, i) => `w${i + 1} as (${part})`).join(', ')} ${last}`;
  return node.text;
}
