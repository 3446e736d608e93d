import { type TSchema, Type } from 'typebox';

// A figure whose tables are missing is null: its card shows an empty state.
const orNull = (schema: TSchema) => Type.Union([schema, Type.Null()]);
const nullableString = Type.Union([Type.String(), Type.Null()]);

const counts = orNull(
  Type.Array(
    Type.Object({ key: Type.String({ description: 'a dictionary value or a name' }), count: Type.Number() }),
  ),
);
const onTime = orNull(
  Type.Array(
    Type.Object({
      partner: Type.String(),
      lines: Type.Integer({ description: 'receipt lines of the last three months with a due day' }),
      onTime: Type.Integer({ description: 'of them received on or before the due day' }),
      rate: Type.Number({ description: 'percent, one decimal' }),
    }),
  ),
);
const card = Type.Object({
  id: Type.String(),
  code: nullableString,
  commandType: nullableString,
  docStatus: nullableString,
  fulfilStatus: nullableString,
  createBy: nullableString,
  createTime: nullableString,
});
const figure = orNull(Type.Integer());

/** The home page: the company's figures for staff, the supplier's own for supplier users. */
export const analysisReply = Type.Union([
  Type.Object({
    view: Type.Literal('company'),
    summary: Type.Object({ products: figure, facilities: figure, partners: figure, openCommands: figure }),
    documentsByStatus: counts,
    fulfilByStatus: counts,
    flowPerDay: orNull(
      Type.Array(Type.Object({ day: Type.String(), inbound: Type.Number(), outbound: Type.Number() })),
    ),
    stockValueByFacility: orNull(Type.Array(Type.Object({ facility: Type.String(), value: Type.Number() }))),
    supplierOnTime: onTime,
  }),
  Type.Object({
    view: Type.Literal('supplier'),
    summary: Type.Object({
      receipts: figure,
      inspections: figure,
      failedInspections: figure,
      openReturns: figure,
    }),
    receiptsPerDay: orNull(Type.Array(Type.Object({ day: Type.String(), count: Type.Integer() }))),
    inspectionsByResult: counts,
    returnsByStatus: counts,
    supplierOnTime: onTime,
  }),
]);

/** The workplace: documents waiting for the caller's approval by page, the user's latest documents, supplier exceptions. */
export const workplaceReply = Type.Object({
  pendingApprovals: orNull(
    Type.Array(
      Type.Object({
        menuKey: Type.String({ description: 'the menu page listing them (its title and path)' }),
        count: Type.Integer(),
      }),
    ),
  ),
  myRecent: orNull(Type.Array(card)),
  supplierExceptions: orNull(
    Type.Object(
      {
        total: Type.Integer(),
        rows: Type.Array(
          Type.Object({
            purchaseOrderId: Type.String(),
            code: nullableString,
            partner: nullableString,
            lineNo: Type.Union([Type.Integer(), Type.Null()]),
            product: nullableString,
            confirmStatus: Type.String({ description: 'rejected or change_requested' }),
            supplierRemark: nullableString,
            updateTime: nullableString,
          }),
        ),
      },
      { description: 'PO items a supplier rejected or asked to change; null for users who cannot answer' },
    ),
  ),
});

/** The task board: approved documents by fulfilment status. */
export const taskReply = Type.Object({
  columns: orNull(
    Type.Array(
      Type.Object({
        status: Type.String({ description: 'unexecuted, executing or completed' }),
        total: Type.Integer(),
        cards: Type.Array(card),
      }),
    ),
  ),
});

/** The charts page: stock by age, the ten products with most stock, documents per type. */
export const chartReply = Type.Object({ ageBuckets: counts, topProducts: counts, commandsByType: counts });
