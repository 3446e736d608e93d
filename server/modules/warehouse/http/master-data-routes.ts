import type { FastifyInstance } from 'fastify';
import { costCenter } from '../../../../src/domain/masterdata/cost-center';
import { equipment } from '../../../../src/domain/masterdata/equipment';
import { movementType } from '../../../../src/domain/masterdata/movement-type';
import { priceCatalog } from '../../../../src/domain/masterdata/price-catalog';
import { priceGroup } from '../../../../src/domain/masterdata/price-group';
import { priceTrim } from '../../../../src/domain/masterdata/price-trim';
import { productFacility } from '../../../../src/domain/masterdata/product-facility';
import { productStore } from '../../../../src/domain/masterdata/product-store';
import { salesUser } from '../../../../src/domain/masterdata/sales-user';
import { team } from '../../../../src/domain/masterdata/team';
import { facility } from '../../../../src/domain/warehouse/facility';
import { position } from '../../../../src/domain/warehouse/position';
import type { EntityTransaction } from '../../../entity/entity-write';
import { typedTrx } from '../../../entity/entity-write';
import { registerEntity } from '../../../entity/register-entity';
import { AppError } from '../../../http/app-error';
import type { SessionUser } from '../../../http/session-user';
import type { LedgerContext } from '../ledger/ledger-context';
import { createCustodyFacility } from '../structure/custody-facility';
import { createFacilityPositions } from '../structure/facility-positions';

/**
 * Master data of domain.md 3.1-3.2 on the entity engine (spec 2.3 master data pages, with Excel
 * export and import). Facilities get their special positions and teams their custody facility in the
 * same transaction as the add (domain.md 2.1); built-in movement types cannot be deleted.
 */
export function registerMasterDataRoutes(app: FastifyInstance): void {
  for (const entity of [
    costCenter,
    equipment,
    productStore,
    productFacility,
    priceCatalog,
    priceGroup,
    priceTrim,
    salesUser,
    position,
  ]) {
    registerEntity(app, entity);
  }
  registerEntity(app, movementType, {
    beforeWrite: async (event) => {
      if (event.action !== 'delete') return;
      const trx = typedTrx(event.trx);
      const system = await trx
        .selectFrom('mdmMovementType')
        .select('code')
        .where('tenantId', '=', event.scope.tenantId)
        .where('id', 'in', event.ids)
        .where('isSystem', '=', 1)
        .executeTakeFirst();
      if (system) throw new AppError('movementType.system', { code: system.code });
    },
  });
  registerEntity(app, facility, {
    afterAdd: ({ trx, id, values, user, now }) =>
      createFacilityPositions(ledgerContext(app, trx, user, now), {
        id,
        facilityType: String(values.facilityType ?? 'warehouse'),
      }),
  });
  registerEntity(app, team, {
    afterAdd: ({ trx, id, values, user, now }) =>
      createCustodyFacility(ledgerContext(app, trx, user, now), id, String(values.code), String(values.name)),
  });
}

function ledgerContext(
  app: FastifyInstance,
  trx: EntityTransaction,
  user: SessionUser,
  now: number,
): LedgerContext {
  return {
    trx: typedTrx(trx),
    engine: app.ctx.engine,
    tenantId: user.tenantId,
    username: user.username,
    now,
  };
}
