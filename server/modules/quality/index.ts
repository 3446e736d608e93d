import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { inspection } from '../../../src/domain/quality/inspection';
import { inspectionStandard } from '../../../src/domain/quality/inspection-standard';
import { samplingPlan } from '../../../src/domain/quality/sampling-plan';
import { registerDocument } from '../../documents/register-document';
import { registerEntity } from '../../entity/register-entity';
import { inspectionEffects } from './inspection-effects';

/**
 * Quality (domain.md 3.7): inspections are created by receipts, recorded by the inspector while pending
 * (edit, with their items) and approved or their approval cancelled; standards and sampling plans are
 * master data the qc_manager maintains (pages, Excel import and export).
 */
export const qualityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerDocument(app, inspection, inspectionEffects, {
    omit: ['add', 'delete', 'deleteBatch', 'importExcel'],
  });
  registerEntity(app, inspectionStandard);
  registerEntity(app, samplingPlan);
};
