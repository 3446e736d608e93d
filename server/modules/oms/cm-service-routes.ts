import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { permissionCode } from '../../../src/domain/entity/define-entity';
import { cmApply } from '../../../src/domain/oms/cm-apply';
import { serviceSettle } from '../../../src/domain/oms/service-settle';
import { registerDocument } from '../../documents/register-document';
import { createDocumentRoute } from '../warehouse/http/create-document';
import { cmApplyEffects, priceCmApplyOnSave } from './cm-apply-effects';
import { generateServiceSettle, serviceSettleEffects } from './service-settle-effects';

const ID = Type.String({ pattern: '^[0-9A-Za-z]{1,32}$' });
const DAY = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const generateBody = Type.Object({
  requestId: Type.String({ minLength: 8, maxLength: 64 }),
  partnerId: Type.Optional(Type.Union([ID, Type.Null()])),
  teamId: Type.Optional(Type.Union([ID, Type.Null()])),
  periodFrom: DAY,
  periodTo: DAY,
});

/**
 * Credit memo requests and service settlements (domain.md 3.11, issue 13 points 4 and 5) on the
 * document engine; a service settlement is generated from completed field-service activities
 * (`POST /oms/serviceSettle/generate`), never added by hand.
 */
export const cmServiceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerDocument(app, cmApply, cmApplyEffects, { beforeWrite: priceCmApplyOnSave });
  registerDocument(app, serviceSettle, serviceSettleEffects, { omit: ['add', 'importExcel'] });
  createDocumentRoute(
    app,
    `${serviceSettle.basePath}/generate`,
    {
      permission: permissionCode(serviceSettle, 'add'),
      entity: serviceSettle,
      body: generateBody,
      docType: 'service_settle',
      action: 'generate',
    },
    (lc, body) =>
      generateServiceSettle(lc, {
        partnerId: body.partnerId ?? null,
        teamId: body.teamId ?? null,
        periodFrom: body.periodFrom,
        periodTo: body.periodTo,
      }),
  );
};
