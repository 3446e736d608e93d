import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { gatewayRoute } from '../../../src/domain/system/entities/gateway-route';
import { registerEntity } from '../../entity/register-entity';
import { AppError } from '../../http/app-error';

/** `predicates` and `filters` must be JSON arrays (api-contract 8.8) when given. */
function checkJsonList(name: string, value: unknown): void {
  if (value === null || value === undefined || value === '') return;
  try {
    if (Array.isArray(JSON.parse(String(value)))) return;
  } catch {
    // falls through to the refusal
  }
  throw new AppError('entity.invalid', { detail: `${name}: JSON array` });
}

/** Gateway routes (api-contract 8.8): stored and listed for a gateway in front of this server. */
export const gatewayRouteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerEntity(app, gatewayRoute, {
    omit: ['exportXls', 'importExcel'],
    beforeWrite: (event) => {
      if (event.action === 'delete') return;
      checkJsonList('predicates', event.record.values.predicates);
      checkJsonList('filters', event.record.values.filters);
    },
  });
};
