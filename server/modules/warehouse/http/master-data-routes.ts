import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import { Type } from 'typebox';
import type { EntityDescriptor } from '../../../../src/domain/entity/define-entity';
import { entityNotices } from '../../../../src/domain/entity/entity-errors';
import { errorMessage } from '../../../../src/domain/errors';
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
import type { Database } from '../../../db/database';
import { entityAsSeenBy } from '../../../entity/entity-as-seen-by';
import { entityDb, requireInScope, rowScope } from '../../../entity/entity-store';
import {
  type EntityTransaction,
  insertRecord,
  isUniqueViolation,
  prepareRecord,
} from '../../../entity/entity-write';
import { issueMessage } from '../../../entity/issue-message';
import { notice } from '../../../entity/notice';
import { registerEntity } from '../../../entity/register-entity';
import { AppError } from '../../../http/app-error';
import { requirePermission } from '../../../http/require-permission';
import { openObject, replies } from '../../../http/response-schema';
import { failure } from '../../../http/result';
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
      const trx = event.trx as unknown as Transaction<Database>;
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
  registerEntity(app, facility, { omit: ['add'] });
  registerEntity(app, team, { omit: ['add'] });
  addWithFollowUp(app, facility, async (lc, id, values) => {
    await createFacilityPositions(lc, { id, facilityType: String(values.facilityType ?? 'warehouse') });
  });
  addWithFollowUp(app, team, async (lc, id, values) => {
    await createCustodyFacility(lc, id, String(values.code), String(values.name));
  });
}

/**
 * The engine's add (validation, fill rules, lines) followed, in the same transaction, by what the new
 * row needs to be usable.
 */
function addWithFollowUp(
  app: FastifyInstance,
  entity: EntityDescriptor,
  followUp: (lc: LedgerContext, id: string, values: Record<string, unknown>) => Promise<void>,
): void {
  app.post(
    `${entity.basePath}/add`,
    {
      preHandler: requirePermission(`${entity.permission}:add`),
      schema: { response: replies(openObject({ id: Type.String() }, 'the new row')) },
    },
    async (request, reply) => {
      const ctx = app.ctx;
      const scope = await rowScope(request, entity);
      const db = entityDb(ctx);
      const prepared = await prepareRecord(
        ctx,
        db,
        entityAsSeenBy(request.user, entity),
        request.body,
        'add',
        scope,
      );
      if (!prepared.ok) {
        const errors = prepared.issues.map((issue) => ({
          field: issue.field,
          message: issueMessage(entity, issue, request.locale),
        }));
        const detail = errors.map((e) => e.message).join(request.locale === 'en_US' ? '; ' : '；');
        return reply.send({
          ...failure(errorMessage('entity.invalid', request.locale, { detail }), 500),
          result: { errors },
        });
      }
      const now = ctx.clock.now();
      try {
        const id = await db.transaction().execute(async (trx: EntityTransaction) => {
          const created = await insertRecord(trx, entity, prepared.record, request.user, now);
          await requireInScope(trx, entity, scope, [created]);
          await followUp(ledgerContext(trx, ctx.engine, request.user, now), created, prepared.record.values);
          return created;
        });
        return notice(request.locale, { id }, entityNotices.added);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('entity.duplicateKey');
        throw error;
      }
    },
  );
}

function ledgerContext(
  trx: EntityTransaction,
  engine: LedgerContext['engine'],
  user: SessionUser,
  now: number,
): LedgerContext {
  return {
    trx: trx as unknown as Transaction<Database>,
    engine,
    tenantId: user.tenantId,
    username: user.username,
    now,
  };
}
