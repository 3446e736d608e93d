import type { CommandType, Direction } from './movement-types';
import { movementTypeByCode } from './movement-types';

/** Which facilities a command of a type names (domain.md 2.7). */
export type FacilityNeed = 'out' | 'in' | 'both';

export interface CommandKind {
  type: CommandType;
  /** Menu key of its list page (src/domain/system/menu.ts); the permission prefix comes from it. */
  menuKey: string;
  /** Document number prefix (domain.md 0.4). */
  prefix: string;
  /** Movement type proposed for a new command. */
  defaultMovement: string;
  facilities: FacilityNeed;
  /** The creator may not approve (segregation of duties, domain.md 0.6). */
  segregated: boolean;
  /**
   * The header fields a user fills on this kind beyond code, movement type and remarks (domain.md 3.4);
   * the others belong to other kinds or to the systems that create commands (FSM, OA, ECC keys).
   */
  formFields: readonly string[];
  /** Line directions a user chooses (RMA); empty: derived from type and movement (`lineDirection`). */
  lineDirections: readonly Direction[];
}

const SHIPPING = ['shipType', 'expressCompany', 'expressNo', 'freightType', 'transportationType'] as const;
const CONSIGNEE = ['contact', 'tel', 'address', 'regionCode'] as const;
const FIELD_SERVICE = [
  'teamId',
  'engineerUserId',
  'equipmentId',
  'fsmCode',
  'fsmActivityId',
  'serviceCode',
] as const;

/** The nine command types of domain.md 2.7 in the dictionary's order. */
export const commandKinds: readonly CommandKind[] = [
  {
    type: 'receive',
    menuKey: 'inventory.receive',
    prefix: 'RV',
    defaultMovement: 'other_receipt',
    facilities: 'in',
    segregated: false,
    formFields: ['inFacilityId', 'partnerId', 'purchaseOrderId', 'costCenterId', 'plannedDate'],
    lineDirections: [],
  },
  {
    type: 'delivery',
    menuKey: 'inventory.delivery',
    prefix: 'DL',
    defaultMovement: 'other_delivery',
    facilities: 'out',
    segregated: false,
    formFields: [
      'outFacilityId',
      'partnerId',
      'productStoreId',
      'salesOrderId',
      'eshopSaleOrderId',
      'eccSaleOrderId',
      'plannedDate',
      ...SHIPPING,
      ...CONSIGNEE,
    ],
    lineDirections: [],
  },
  {
    type: 'transfer',
    menuKey: 'inventory.transfer',
    prefix: 'TF',
    defaultMovement: 'internal_transfer',
    facilities: 'both',
    segregated: false,
    formFields: ['outFacilityId', 'inFacilityId', 'plannedDate', ...SHIPPING],
    lineDirections: [],
  },
  {
    type: 'scrap',
    menuKey: 'inventory.scrap',
    prefix: 'SC',
    defaultMovement: 'scrap_out',
    facilities: 'out',
    segregated: true,
    formFields: ['outFacilityId', 'costCenterId', 'plannedDate'],
    lineDirections: [],
  },
  {
    type: 'replenish',
    menuKey: 'inventory.replenish',
    prefix: 'RP',
    defaultMovement: 'replenishment',
    facilities: 'both',
    segregated: false,
    formFields: ['outFacilityId', 'inFacilityId', 'productStoreId', 'plannedDate'],
    lineDirections: [],
  },
  {
    type: 'rma',
    menuKey: 'inventory.rma',
    prefix: 'RM',
    defaultMovement: 'return',
    facilities: 'both',
    segregated: false,
    formFields: [
      'outFacilityId',
      'inFacilityId',
      'partnerId',
      'rmaOrderId',
      'salesOrderId',
      'purchaseOrderId',
      'plannedDate',
      ...SHIPPING,
      ...CONSIGNEE,
    ],
    lineDirections: ['in', 'out'],
  },
  {
    type: 'borrow',
    menuKey: 'inventory.borrow',
    prefix: 'BR',
    defaultMovement: 'offline_borrow',
    facilities: 'both',
    segregated: false,
    formFields: [
      'outFacilityId',
      'inFacilityId',
      'teamId',
      'engineerUserId',
      'equipmentId',
      'refCommandId',
      'plannedDate',
      'expectedReturnDate',
    ],
    lineDirections: [],
  },
  {
    type: 'service_receive',
    menuKey: 'inventory.serviceReceive',
    prefix: 'SR',
    defaultMovement: 'defect_replace',
    facilities: 'in',
    segregated: false,
    formFields: ['inFacilityId', ...FIELD_SERVICE, 'refCommandId', 'plannedDate'],
    lineDirections: [],
  },
  {
    type: 'service_delivery',
    menuKey: 'inventory.serviceDelivery',
    prefix: 'SD',
    defaultMovement: 'defect_replace',
    facilities: 'out',
    segregated: false,
    formFields: [
      'outFacilityId',
      'partnerId',
      ...FIELD_SERVICE,
      'oaOrderId',
      'oaPartner',
      'plannedDate',
      'expectedReturnDate',
      ...SHIPPING,
      ...CONSIGNEE,
    ],
    lineDirections: [],
  },
];

const BY_TYPE = new Map(commandKinds.map((kind) => [kind.type, kind]));

export function commandKind(type: CommandType): CommandKind {
  const kind = BY_TYPE.get(type);
  if (!kind) throw new Error(`unknown command type ${type}`);
  return kind;
}

/**
 * The leg of a line (domain.md 2.7): `in` posts in only, `out` posts out only, `move` posts out and then
 * in. RMA lines carry their own direction; service deliveries go out and service receipts come in even
 * though their movement types list both; borrow lines follow the movement (lend and return move,
 * consumption goes out).
 */
export function lineDirection(
  type: CommandType,
  movementCode: string,
  chosen: Direction | null | undefined,
): Direction {
  switch (type) {
    case 'receive':
    case 'service_receive':
      return 'in';
    case 'delivery':
    case 'scrap':
    case 'service_delivery':
      return 'out';
    case 'transfer':
    case 'replenish':
      return 'move';
    case 'rma':
      return chosen === 'out' ? 'out' : 'in';
    case 'borrow':
      return movementTypeByCode(movementCode)?.directions[0] === 'out' ? 'out' : 'move';
  }
}
