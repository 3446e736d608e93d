import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { permissionCode } from '../../../../src/domain/entity/define-entity';
import { receipt, receiptLine } from '../../../../src/domain/warehouse/receipt';
import { registerDocument } from '../../../documents/register-document';
import { registerEntity } from '../../../entity/register-entity';
import { receiveDeliveryNote } from '../../srm/delivery-note-receiving';
import { scanDeliveryNote } from '../../srm/label-scan';
import { receiptEffects } from '../receiving/receipt-effects';
import { createDocumentRoute } from './create-document';

const receiveBody = Type.Object({
  requestId: Type.String({ minLength: 8, maxLength: 64 }),
  deliveryNoteId: Type.String({ pattern: '^[0-9A-Za-z]{1,32}$' }),
  /** Lines start with the unreceived quantity (default) or 0 (scanning: the labels add it). */
  prefill: Type.Optional(Type.Boolean()),
});

const scanNoteBody = Type.Object({
  requestId: Type.String({ minLength: 8, maxLength: 64 }),
  code: Type.String({ minLength: 1, maxLength: 600 }),
});

/**
 * Warehouse › receive (domain.md 3.5): receipts are added and edited with their lines while pending;
 * approve posts them (and opens their inspections), cancel discards a pending one. "Receive delivery
 * note" opens the pending receipt of a shipped note with its unreceived lines (domain.md 4.1 step 5).
 */
export function registerReceiptRoutes(app: FastifyInstance): void {
  registerDocument(app, receipt, receiptEffects, { omit: ['importExcel'] });
  // Receipt lines read alone (list, detail, export), for the supplier return's picker of rejected lines;
  // they are written through their receipt only. Staff only: not a supplier route (domain.md 4.4).
  registerEntity(app, receiptLine, { omit: ['add', 'edit', 'delete', 'deleteBatch', 'importExcel'] });
  createDocumentRoute(
    app,
    '/wms/receipt/receiveDeliveryNote',
    {
      permission: permissionCode(receipt, 'add'),
      entity: receipt,
      body: receiveBody,
      docType: 'receipt',
      action: 'receiveDeliveryNote',
    },
    (lc, body) => receiveDeliveryNote(lc, body.deliveryNoteId, body.prefill ?? true),
  );
  // The scan-receiving page: the scanned delivery note (QR or code) opens its receipt, lines at 0.
  createDocumentRoute(
    app,
    '/wms/receipt/scanDeliveryNote',
    {
      permission: permissionCode(receipt, 'add'),
      entity: receipt,
      body: scanNoteBody,
      docType: 'receipt',
      action: 'scanDeliveryNote',
    },
    (lc, body) => scanDeliveryNote(lc, body.code),
  );
}
