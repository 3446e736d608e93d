import { Type } from 'typebox';
import { openObject, replies } from '../../../http/response-schema';

/**
 * What the warehouse routes beside the document engine answer (api-contract 1.2), for the OpenAPI
 * document: the inventory page, a document built by an action, the print data of a picklist.
 */

const text = Type.String();
const maybeText = Type.Union([Type.String(), Type.Null()]);
const quantity = Type.Number({ description: 'decimal quantity (domain.md 0.2)' });

/** One balance row of the inventory page (src/domain/warehouse/inventory-view.ts `InventoryRow`). */
const inventoryRow = openObject(
  {
    id: text,
    productId: text,
    productCode: text,
    productName: text,
    facilityId: text,
    facilityName: text,
    positionId: text,
    positionCode: text,
    batchId: text,
    batchNo: text,
    qualityStatus: text,
    receivedDate: maybeText,
    expiryDate: maybeText,
    onhandQty: quantity,
    promiseQty: quantity,
    usableQty: quantity,
    ageDays: Type.Union([Type.Integer(), Type.Null()]),
  },
  'a balance row: product, facility, position and batch with its quantities',
);

/** `GET /wms/inventory/list`: a page of balance rows, capped total and the sums of a filtered query. */
export const inventoryPageReply = replies(
  openObject({
    records: Type.Array(inventoryRow),
    total: Type.Integer(),
    totalCapped: Type.Boolean({ description: 'more rows than the exact count covers (10 000+)' }),
    size: Type.Integer(),
    current: Type.Integer(),
    pages: Type.Integer(),
    totals: Type.Union([
      openObject({ onhandQty: quantity, promiseQty: quantity, usableQty: quantity }),
      Type.Null(),
    ]),
  }),
);

/** A document an action built (stock count, picklist, billing list, packing task): id and code. */
export const builtDocumentReply = replies(
  openObject(
    {
      id: text,
      code: text,
      lines: Type.Optional(Type.Integer({ description: 'how many lines it was built with' })),
    },
    'the new document',
  ),
);

/** The id of the document a print was counted for. */
export const countedPrintReply = replies(openObject({ id: text }, 'the document whose print was counted'));

const picklistLine = openObject({
  lineNo: Type.Union([Type.Integer(), Type.Null()]),
  positionCode: maybeText,
  productCode: maybeText,
  productName: maybeText,
  batchNo: maybeText,
  qty: quantity,
  uom: maybeText,
});

/** `GET /wms/picklist/printData`: the picklist with its lines in route order and one label per open line. */
export const picklistPrintReply = replies(
  openObject(
    {
      document: openObject({
        code: text,
        facilityName: text,
        createTime: text,
        lineCount: Type.Integer(),
        printDate: text,
        lines: Type.Array(picklistLine),
      }),
      labels: Type.Array(picklistLine),
    },
    'what the picklist and picklist label templates receive',
  ),
);
