import type { FastifyInstance } from 'fastify';
import { receipt } from '../../../../src/domain/warehouse/receipt';
import { registerDocument } from '../../../documents/register-document';
import { receiptEffects } from '../receiving/receipt-effects';

/**
 * Warehouse › receive (domain.md 3.5): receipts are added and edited with their lines while pending;
 * approve posts them (and opens their inspections), cancel discards a pending one.
 */
export function registerReceiptRoutes(app: FastifyInstance): void {
  registerDocument(app, receipt, receiptEffects, { omit: ['importExcel'] });
}
