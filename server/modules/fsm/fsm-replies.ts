import { Type } from 'typebox';
import { openObject, pageOf, replies } from '../../http/response-schema';

const quantity = Type.Number({ description: 'decimal quantity (domain.md 0.2)' });

/** SparePartListQuery (domain.md 3.12): a spare part with its usable quantity per visible facility. */
export const sparePartPageReply = replies(
  pageOf(
    openObject({
      productId: Type.String(),
      code: Type.String(),
      name: Type.String(),
      defectReturnRequired: Type.Boolean(),
      listPrice: Type.Union([Type.Number(), Type.Null()], { description: 'FSM service catalog price' }),
      usableQty: quantity,
      facilities: Type.Array(
        Type.Object({ facilityId: Type.String(), facilityName: Type.String(), usableQty: quantity }),
      ),
    }),
  ),
);

/** ProjectStageStatistics (domain.md 3.12): per stage and region. */
export const stageStatisticsReply = replies(
  Type.Array(
    Type.Object({
      stage: Type.String({ description: 'dictionary project_stage' }),
      regionCode: Type.Union([Type.String(), Type.Null()]),
      count: Type.Integer(),
      onTime: Type.Integer(),
      overdue: Type.Integer({ description: 'finished late, or unfinished past the planned end' }),
      inProgress: Type.Integer(),
    }),
  ),
);

/** An interface message closed with a remark. */
export const ignoredReply = replies(Type.Object({ id: Type.String(), syncStatus: Type.Literal('ignored') }));

/** A service contract import: the rows and contracts stored, or every refused row. */
export const contractImportReply = replies(
  Type.Union([
    Type.Object({ count: Type.Integer({ description: 'rows read' }), contracts: Type.Integer() }),
    openObject(
      { errors: Type.Array(Type.Object({ row: Type.Integer(), message: Type.String() })) },
      'on failure: the refused rows; nothing was imported',
    ),
  ]),
);
