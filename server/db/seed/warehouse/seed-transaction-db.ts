import type { Transaction } from 'kysely';
import type { Database, Db } from '../../database';

/**
 * The demo's one transaction seen as a database, for the document actions that open a transaction of
 * their own (runDocumentAction: picklists, billing lists, supplier returns). Kysely refuses a
 * transaction inside a transaction, so theirs is the demo's: a failure anywhere still leaves no
 * half-seeded demo behind, and the next start seeds it again.
 */
export function seedTransactionDb(trx: Transaction<Database>): Db {
  return new Proxy(trx, {
    get(target, property, receiver) {
      if (property !== 'transaction') return Reflect.get(target, property, receiver);
      return () => ({ execute: <R>(work: (inner: Transaction<Database>) => Promise<R>) => work(target) });
    },
  });
}
