import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { masterDataEntities } from '../../../src/domain/masterdata';
import { registerEntity } from '../../entity/register-entity';

/** Master data (domain.md 3.1): every descriptor of `masterDataEntities` gets the generic routes. */
export const masterDataRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const entity of masterDataEntities) registerEntity(app, entity);
};
