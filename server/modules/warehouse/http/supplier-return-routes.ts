import type { FastifyInstance } from 'fastify';
import { supplierReturn } from '../../../../src/domain/warehouse/supplier-return';
import { registerDocument } from '../../../documents/register-document';
import { supplierReturnEffects } from '../supplier-return/supplier-return-effects';

/**
 * Warehouse › return (domain.md 3.5): supplier returns follow W, out only; created by failed
 * inspections or by hand, approved by a buyer or QC manager, shipped by the warehouse, acknowledged by
 * the supplier. Everything is generated from the descriptor by the document engine.
 */
export function registerSupplierReturnRoutes(app: FastifyInstance): void {
  registerDocument(app, supplierReturn, supplierReturnEffects, { omit: ['importExcel'] });
}
