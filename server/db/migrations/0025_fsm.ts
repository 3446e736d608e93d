import type { Migration } from 'kysely';
import {
  ecnWorkOrder,
  fsmProject,
  oaInterface,
  serviceContract,
  sparePartRequest,
} from '../../../src/domain/warehouse/fsm';
import { createEntityTables } from '../../entity/entity-ddl';
import type { MigrationDb } from '../column-types';

/** The field-service integration tables of domain.md 3.12, generated from their descriptors. */
export const fsmTables: Migration = {
  async up(db: MigrationDb) {
    for (const entity of [sparePartRequest, oaInterface, ecnWorkOrder, fsmProject, serviceContract]) {
      await createEntityTables(db, entity);
    }
  },
};
