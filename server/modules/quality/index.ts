import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import { permissionCode } from '../../../src/domain/entity/define-entity';
import { inspection } from '../../../src/domain/quality/inspection';
import { inspectionStandard } from '../../../src/domain/quality/inspection-standard';
import { samplingPlan } from '../../../src/domain/quality/sampling-plan';
import { approveBody } from '../../documents/action-body';
import { registerEntity } from '../../entity/register-entity';
import { requirePermission } from '../../http/require-permission';
import { ok } from '../../http/result';
import { pushSystemMessage } from '../system/announcements/announcement-release';
import { documentActionCall } from '../warehouse/http/document-action-call';
import { pendingWriteGuard } from '../warehouse/receiving/pending-write-guard';
import { performInspectionAction } from './inspection-actions';

/**
 * Quality (domain.md 3.7): inspections are created by receipts, recorded by the inspector while pending
 * (edit, with their items) and approved or their approval cancelled; standards and sampling plans are
 * master data the qc_manager maintains (pages, Excel import and export).
 */
export const qualityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.ctx;
  registerEntity(app, inspection, {
    omit: ['add', 'delete', 'deleteBatch', 'importExcel'],
    beforeWrite: pendingWriteGuard('qmsInspection'),
  });
  registerEntity(app, inspectionStandard);
  registerEntity(app, samplingPlan);
  for (const action of ['approve', 'cancelApproval'] as const) {
    app.post(
      `${inspection.basePath}/${action}`,
      { preHandler: requirePermission(permissionCode(inspection, action)), schema: { body: approveBody } },
      async (request) => {
        const body = request.body as Static<typeof approveBody>;
        const result = await performInspectionAction(
          ctx.db,
          ctx.engine,
          await documentActionCall(request, inspection, body),
          action,
          { mayConcede: request.user.permissions.has(permissionCode(inspection, 'concession')) },
        );
        // A repeated request answers the stored result and pushes again: the bell only re-reads.
        if (result.supplierNoticeId) await pushSystemMessage(ctx, result.supplierNoticeId);
        return ok(request.locale, result);
      },
    );
  }
};
