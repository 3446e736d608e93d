import { type Static, type TSchema, Type } from 'typebox';
import type { ActionInput } from '../../src/domain/document/define-document';
import { toScaled } from '../../src/domain/entity/scaled-number';
import { AppError } from '../http/app-error';

export const ID = Type.String({ pattern: '^[0-9A-Za-z]{1,32}$' });
const OPTIONAL_ID = Type.Optional(Type.Union([ID, Type.Null()]));
/** Quantities travel as decimal numbers (domain.md 0.2); strings are accepted as spreadsheets send them. */
export const QTY = Type.Union([Type.Number({ minimum: 0 }), Type.String({ maxLength: 24 })]);
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

export const itemIdsBody = Type.Object({
  ...actionBase,
  itemIds: Type.Array(ID, { minItems: 1 }),
});

/** What an out line of an outbound action carries, quantities scaled (domain.md 0.2). */
export interface OutboundLineInput {
  lineId: string;
  /** Scaled quantity to take out now (partial execution is allowed). */
  qty: number;
  /** Take from this position and/or batch instead of the reserved rows (domain.md 2.5). */
  positionId?: string | null;
  batchId?: string | null;
}

export interface InboundLineInput {
  lineId: string;
  qty: number;
  positionId?: string | null;
  batchNo?: string | null;
  /** Serial-tracked products: one serial number per unit. */
  serialNos?: readonly string[];
  supplierBatchNo?: string | null;
  productionDate?: string | null;
  expiryDate?: string | null;
  unitCost?: number | null;
}

/**
 * An action's input as its effect receives it: what the action's input kind carries, parsed. `custom`
 * is what a `custom` action's own `parse` gives (`C` is the document's type of it, e.g. a stock count's
 * entries and chosen lines).
 */
export interface ActionInputValue<C = never> {
  remark?: string;
  leg?: 'outbound' | 'inbound';
  outLines?: OutboundLineInput[];
  inLines?: InboundLineInput[];
  itemIds?: string[];
  custom?: C;
}

/** The request body of each input kind of the descriptor (`custom` bodies are the effect's own). */
export const INPUT_BODIES: Record<Exclude<ActionInput, 'custom'>, TSchema> = {
  none: approveBody,
  remark: remarkBody,
  finish: forceFinishBody,
  outboundLines: outboundBody,
  inboundLines: inboundBody,
  itemIds: itemIdsBody,
};

type AnyBody = Partial<Static<typeof forceFinishBody>> & {
  lines?: (Static<typeof outboundBody>['lines'][number] & Static<typeof inboundBody>['lines'][number])[];
  itemIds?: string[];
};

/** The input of a validated body of `kind`: quantities and prices scaled, absent options null. */
export function parseActionInput(kind: ActionInput, raw: unknown): ActionInputValue {
  const body = raw as AnyBody;
  switch (kind) {
    case 'remark':
      return { remark: body.remark ?? '' };
    case 'finish':
      return { remark: body.remark ?? '', ...(body.leg ? { leg: body.leg } : {}) };
    case 'outboundLines':
      return {
        outLines: (body.lines ?? []).map((line) => ({
          lineId: line.lineId,
          qty: scaledQty(line.qty),
          positionId: line.positionId ?? null,
          batchId: line.batchId ?? null,
        })),
      };
    case 'inboundLines':
      return {
        inLines: (body.lines ?? []).map((line) => ({
          lineId: line.lineId,
          qty: scaledQty(line.qty),
          positionId: line.positionId ?? null,
          batchNo: line.batchNo ?? null,
          ...(line.serialNos ? { serialNos: line.serialNos } : {}),
          supplierBatchNo: line.supplierBatchNo ?? null,
          productionDate: line.productionDate ?? null,
          expiryDate: line.expiryDate ?? null,
          unitCost: scaledPrice(line.unitCost),
        })),
      };
    case 'itemIds':
      return { itemIds: body.itemIds ?? [] };
    default:
      return {};
  }
}
