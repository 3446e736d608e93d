import { Type } from 'typebox';
import { toScaled } from '../../../../src/domain/entity/scaled-number';
import { AppError } from '../../../http/app-error';

const ID = Type.String({ pattern: '^[0-9A-Za-z]{1,32}$' });
const OPTIONAL_ID = Type.Optional(Type.Union([ID, Type.Null()]));
/** Quantities travel as decimal numbers (domain.md 0.2); strings are accepted as spreadsheets send them. */
const QTY = Type.Union([Type.Number({ minimum: 0 }), Type.String({ maxLength: 24 })]);
const TEXT = (max: number) => Type.Optional(Type.Union([Type.String({ maxLength: max }), Type.Null()]));

/** What every document action sends: which document, the version the user saw, the id of this click. */
export const actionBase = {
  id: ID,
  version: Type.Integer({ minimum: 0 }),
  requestId: Type.String({ minLength: 8, maxLength: 64 }),
};

export const approveBody = Type.Object(actionBase);
export const remarkBody = Type.Object({ ...actionBase, remark: Type.String({ maxLength: 500 }) });
export const forceFinishBody = Type.Object({
  ...actionBase,
  remark: Type.String({ maxLength: 500 }),
  leg: Type.Optional(Type.Union([Type.Literal('outbound'), Type.Literal('inbound')])),
});
export const outboundBody = Type.Object({
  ...actionBase,
  lines: Type.Array(Type.Object({ lineId: ID, qty: QTY, positionId: OPTIONAL_ID, batchId: OPTIONAL_ID }), {
    minItems: 1,
    maxItems: 500,
  }),
});
export const inboundBody = Type.Object({
  ...actionBase,
  lines: Type.Array(
    Type.Object({
      lineId: ID,
      qty: QTY,
      positionId: OPTIONAL_ID,
      batchNo: TEXT(64),
      serialNos: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 1000 })),
      supplierBatchNo: TEXT(64),
      productionDate: TEXT(10),
      expiryDate: TEXT(10),
      unitCost: Type.Optional(Type.Union([Type.Number({ minimum: 0 }), Type.Null()])),
    }),
    { minItems: 1, maxItems: 500 },
  ),
});

/** A wire quantity as the stored scaled integer, or `request.invalid` naming the value. */
export function scaledQty(value: number | string): number {
  const scaled = toScaled(value, 'qty');
  if (scaled === undefined || scaled < 0) throw new AppError('request.invalid', { detail: `qty ${value}` });
  return scaled;
}

/** A wire unit cost (price, 6 places) as stored. */
export function scaledPrice(value: number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const scaled = toScaled(value, 'price');
  if (scaled === undefined) throw new AppError('request.invalid', { detail: `unitCost ${value}` });
  return scaled;
}
