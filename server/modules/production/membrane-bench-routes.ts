import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Static, Type } from 'typebox';
import { permissionCode } from '../../../src/domain/entity/define-entity';
import { errorMessage } from '../../../src/domain/errors';
import { membraneData } from '../../../src/domain/production/membrane-data';
import { ainEquipment } from '../../../src/domain/warehouse/fsm';
import { toWire } from '../../entity/entity-rows';
import { entityDb, findRow, rowScope, scopedFrom, tenantWide } from '../../entity/entity-store';
import { type CellInput, type ImportRow, importRows } from '../../entity/import-entity';
import { notice } from '../../entity/notice';
import { requireEntityAccess } from '../../entity/register-entity';
import { AppError } from '../../http/app-error';
import { requirePermission } from '../../http/require-permission';
import { openObject, replies } from '../../http/response-schema';
import { failure, ok } from '../../http/result';

/** Readings one post may carry (a bench run); more are refused by the schema. */
export const BENCH_MAX_READINGS = 1000;

const reading = Type.Object(
  {
    serialNo: Type.String({ minLength: 1, maxLength: 64 }),
    testTime: Type.String({
      pattern: '^\\d{4}-\\d{2}-\\d{2}[ T]\\d{2}:\\d{2}(:\\d{2})?$',
      description: 'the bench clock, YYYY-MM-DD HH:mm:ss',
    }),
    productionOrder: Type.Optional(Type.String({ maxLength: 64, description: 'production order code' })),
    reportOrder: Type.Optional(Type.String({ maxLength: 64, description: 'report order code' })),
    batch: Type.Optional(Type.String({ maxLength: 64, description: 'batch number' })),
    product: Type.Optional(Type.String({ maxLength: 64, description: 'product code' })),
    testStation: Type.Optional(Type.String({ maxLength: 32 })),
    effectiveArea: Type.Optional(Type.Number({ minimum: 0 })),
    permeateFlow: Type.Number({ minimum: 0 }),
    saltRejectionPct: Type.Number({ minimum: 0, maximum: 100 }),
    testPressure: Type.Optional(Type.Number({ minimum: 0 })),
    testTemperature: Type.Optional(Type.Number()),
    ph: Type.Optional(Type.Number({ minimum: 0, maximum: 14 })),
    result: Type.Optional(
      Type.Union([Type.Literal('pass'), Type.Literal('fail'), Type.Literal('concession')]),
    ),
    values: Type.Optional(Type.Record(Type.String(), Type.Union([Type.Number(), Type.String()]))),
  },
  { additionalProperties: false },
);

const benchBody = Type.Object(
  {
    station: Type.Optional(
      Type.String({ maxLength: 32, description: 'the bench; a reading may name its own' }),
    ),
    readings: Type.Array(reading, { minItems: 1, maxItems: BENCH_MAX_READINGS }),
  },
  { additionalProperties: false },
);

const benchReply = {
  200: Type.Object({
    success: Type.Boolean(),
    message: Type.String(),
    code: Type.Integer(),
    result: Type.Union([
      openObject({ count: Type.Integer() }),
      openObject({
        errors: Type.Array(
          Type.Object({ row: Type.Integer(), field: Type.String(), message: Type.String() }),
        ),
      }),
      Type.Null(),
    ]),
    timestamp: Type.Number(),
  }),
};

/** The bench's names of a reading to the membrane data's fields (references as the texts they show). */
function bodyOf(read: Static<typeof benchBody>['readings'][number], station: string | undefined) {
  const body: Record<string, CellInput> = {
    serialNo: read.serialNo,
    testTime: read.testTime,
    productionOrderId: read.productionOrder ?? null,
    reportOrderId: read.reportOrder ?? null,
    batchId: read.batch ?? null,
    productId: read.product ?? null,
    testStation: read.testStation ?? station ?? null,
    effectiveArea: read.effectiveArea ?? null,
    permeateFlow: read.permeateFlow,
    saltRejectionPct: read.saltRejectionPct,
    testPressure: read.testPressure ?? null,
    testTemperature: read.testTemperature ?? null,
    ph: read.ph ?? null,
    result: read.result ?? null,
    values: read.values ? JSON.stringify(read.values) : null,
  };
  return body;
}

/**
 * `POST /mes/membraneData/bench` (issue 14 point 6): the test bench software posts a run of readings
 * with its user's session (`X-Access-Token`) and the add permission of the membrane data page
 * (`mes:membraneData:add`). The body is checked by its schema (unknown names, missing serial, time or
 * readings, a rejection outside 0-100 refused), then every reading as an add of the page would be
 * (references by their codes: production order, report order, batch, product; one record per serial
 * and test time), all stored in one transaction or none: a refusal lists every reading at fault by its
 * number (1 = the first). docs/production.md "Membrane test bench".
 */
export const membraneBenchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/mes/membraneData/bench',
    {
      preHandler: requirePermission(permissionCode(membraneData, 'add')),
      schema: { body: benchBody, response: benchReply },
    },
    async (request, reply) => {
      const rows: ImportRow[] = request.body.readings.map((read, index) => ({
        row: index + 1,
        body: bodyOf(read, request.body.station),
      }));
      const scope = await rowScope(request, membraneData);
      const outcome = await importRows(app.ctx, membraneData, scope, request.user, request.locale, rows);
      if (!outcome.ok) {
        const message = errorMessage('mes.benchRefused', request.locale, { detail: outcome.message });
        return reply.send({ ...failure(message, 500), result: { errors: outcome.errors } });
      }
      return notice(
        request.locale,
        { count: outcome.count },
        { zh: '已保存{count}条测试记录', en: '{count} test records stored' },
        { count: outcome.count },
      );
    },
  );

  // The field-service equipment page's membrane tab (domain.md 3.9: linked to equipment via serial): the
  // test records of the equipment's serial number, oldest first, for whoever may open that page.
  app.get(
    '/mes/membraneData/ofEquipment',
    {
      preHandler: requireEntityAccess(ainEquipment),
      schema: {
        querystring: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }),
        response: replies(
          openObject({
            serialNo: Type.Union([Type.String(), Type.Null()]),
            records: Type.Array(openObject({ id: Type.String() })),
          }),
        ),
      },
    },
    async (request) => {
      const scope = await rowScope(request, ainEquipment);
      const equipment = await findRow(entityDb(app.ctx), ainEquipment, scope, request.query.id);
      if (!equipment) throw new AppError('entity.notFound');
      const serialNo = typeof equipment.serialNo === 'string' ? equipment.serialNo : null;
      const rows =
        serialNo === null
          ? []
          : await scopedFrom(entityDb(app.ctx), membraneData, tenantWide(request.user.tenantId))
              .selectAll()
              .where('serialNo', '=', serialNo)
              .orderBy('testTime', 'asc')
              .limit(EQUIPMENT_READINGS)
              .execute();
      return ok(request.locale, {
        serialNo,
        records: rows.map((row) => toWire(membraneData, row as Record<string, unknown>)),
      });
    },
  );
};

/** Records the equipment tab shows at most (the newest bench runs of one serial fit many times over). */
const EQUIPMENT_READINGS = 500;
