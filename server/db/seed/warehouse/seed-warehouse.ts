import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../database';
import { toDbDateTime } from '../../datetime';
import { syncMovementTypes } from './movement-type-rows';

/**
 * The warehouse part of the seed: the built-in movement types on every start, and on a new demo
 * database the demo warehouse of domain.md 6.1 (demo-warehouse.ts).
 */
export async function seedWarehouse(
  db: Db,
  options: { demo: boolean; now: number },
  log: FastifyBaseLogger,
): Promise<void> {
  const added = await syncMovementTypes(db, toDbDateTime(options.now));
  if (added > 0) log.debug({ added }, 'movement types added');
}
