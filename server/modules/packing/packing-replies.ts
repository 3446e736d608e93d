import { Type } from 'typebox';
import { openObject, replies } from '../../http/response-schema';

/** What the packing routes beside the document engine answer (api-contract 1.2), for the OpenAPI document. */

const text = Type.String();
const maybeText = Type.Union([Type.String(), Type.Null()]);
const quantity = Type.Number({ description: 'decimal quantity (domain.md 0.2)' });
const maybeNumber = Type.Union([Type.Number(), Type.Null()]);

/** `GET /pkg/task/station`: the task's lines with what is packed, and its packages with their items. */
export const stationViewReply = replies(
  openObject(
    {
      lines: Type.Array(
        openObject({
          id: text,
          lineNo: Type.Union([Type.Integer(), Type.Null()]),
          qty: quantity,
          packedQty: quantity,
          productCode: maybeText,
          productName: maybeText,
          batchNo: maybeText,
        }),
      ),
      packages: Type.Array(
        openObject({
          id: text,
          packageNo: maybeText,
          packageType: maybeText,
          packageStatus: maybeText,
          grossWeight: maybeNumber,
          expectedWeight: maybeNumber,
          deviationPct: maybeNumber,
          weighedAt: maybeText,
          weighedBy: maybeText,
          labelPrintCount: Type.Union([Type.Integer(), Type.Null()]),
          items: Type.Array(
            openObject({
              id: text,
              productCode: maybeText,
              productName: maybeText,
              batchNo: maybeText,
              qty: quantity,
            }),
          ),
        }),
      ),
    },
    'what the pack station shows',
  ),
);

/** `GET /wms/packingList/printData`: the packing list and one label per package that holds something. */
export const packingPrintReply = replies(
  openObject(
    {
      packingList: openObject({
        code: text,
        taskCode: text,
        commandCode: text,
        partnerName: text,
        facilityName: text,
        printDate: text,
        packageCount: Type.Union([Type.Integer(), Type.Null()]),
        items: Type.Array(
          openObject({ packageNo: maybeText, productCode: maybeText, productName: maybeText, qty: quantity }),
        ),
      }),
      labels: Type.Array(
        openObject({
          packageId: text,
          packageNo: maybeText,
          packageSeq: text,
          qrPayload: text,
        }),
      ),
    },
    'what the packing list and package label templates receive',
  ),
);
