import type { LocalText } from '../i18n-text';

/**
 * The movement types of domain.md 2.8: the ten of spec 4.1 and the system types the postings need.
 * They are rows of `mdm_movement_type` (master data, page "movement type"), seeded from this list; the
 * `movement_type` dictionary is a table dictionary over that table, not a sys_dict entry (domain.md 5).
 * The value unions below are items of the dictionaries named in their comments (checked by a unit test).
 */

/** Dictionary `command_type`. */
export type CommandType =
  | 'receive'
  | 'delivery'
  | 'transfer'
  | 'scrap'
  | 'replenish'
  | 'rma'
  | 'borrow'
  | 'service_receive'
  | 'service_delivery';
/** Dictionary `direction`. */
export type Direction = 'in' | 'out' | 'move';
/** Dictionary `doc_type`. */
export type DocType =
  | 'command'
  | 'receipt'
  | 'inspection'
  | 'supplier_return'
  | 'picklist'
  | 'check_inventory'
  | 'material_doc'
  | 'report_order'
  | 'transfer_receive'
  | 'delivery_note'
  | 'outsourcing';
/** Dictionary `position_type`. */
export type PositionType = 'receiving' | 'qc' | 'storage' | 'picking' | 'staging' | 'defect' | 'scrap';
/** Dictionary `quality_status`. */
export type QualityStatus = 'pending_inspection' | 'qualified' | 'unqualified' | 'concession' | 'frozen';

export interface MovementTypeDef {
  code: string;
  name: LocalText;
  /** Command types on which a user may choose it (`command_types`); empty for postings of other documents. */
  commandTypes: readonly CommandType[];
  /** Documents whose postings use it (`source_doc_type` of the ledger). */
  docTypes: readonly DocType[];
  /** Directions, in the order of the command types (defect replacement goes out, its part comes back in). */
  directions: readonly Direction[];
  /** Out lines are expected back (sets `return_status`). */
  requiresReturn: boolean;
  /** Movement used to bring the goods back. */
  returnMovementCode?: string;
  /** Lines must refer to an original line (return, consumption of a loan). */
  requiresRef: boolean;
  requiresCostCenter: boolean;
  requiresSaleOrder: boolean;
  /** Where inbound goods go, and the quality of the batch they create. */
  targetPositionType?: PositionType;
  targetQualityStatus?: QualityStatus;
  /** SAP movement type (BWART) where domain.md 2.7, 2.9 and 4.1 name a single one. */
  sapMovementCode?: string;
  /** Built in: postings need it, it cannot be deleted. */
  isSystem: boolean;
}

type Flags = Partial<
  Pick<
    MovementTypeDef,
    | 'requiresReturn'
    | 'returnMovementCode'
    | 'requiresRef'
    | 'requiresCostCenter'
    | 'requiresSaleOrder'
    | 'targetPositionType'
    | 'targetQualityStatus'
    | 'sapMovementCode'
    | 'isSystem'
  >
>;

function movement(
  code: string,
  zh: string,
  en: string,
  commandTypes: readonly CommandType[],
  docTypes: readonly DocType[],
  directions: readonly Direction[],
  flags: Flags = {},
): MovementTypeDef {
  return {
    code,
    name: { zh, en },
    commandTypes,
    docTypes,
    directions,
    requiresReturn: false,
    requiresRef: false,
    requiresCostCenter: false,
    requiresSaleOrder: false,
    isSystem: false,
    ...flags,
  };
}

const SYSTEM = { isSystem: true } as const;

export const movementTypes: readonly MovementTypeDef[] = [
  // The ten of spec 4.1.
  movement(
    'defect_replace',
    '坏件更换',
    'Replacement by defect part',
    ['service_delivery', 'service_receive'],
    ['command'],
    ['out', 'in'],
    {
      requiresReturn: true,
      returnMovementCode: 'defect_replace',
      targetPositionType: 'defect',
      targetQualityStatus: 'unqualified',
    },
  ),
  movement('replenishment', '补货', 'Replenishment', ['replenish'], ['command'], ['move'], {
    sapMovementCode: '311',
  }),
  movement(
    'good_replace',
    '好件更换',
    'Replacement by good part',
    ['service_delivery', 'service_receive'],
    ['command'],
    ['out', 'in'],
    {
      requiresReturn: true,
      returnMovementCode: 'good_replace',
      targetPositionType: 'qc',
      targetQualityStatus: 'pending_inspection',
    },
  ),
  movement('scrap_out', '报废出库', 'Scrapped out', ['scrap'], ['command'], ['out'], {
    requiresCostCenter: true,
    sapMovementCode: '551',
  }),
  // The destination is the borrower's team custody facility (domain.md 2.1).
  movement('offline_borrow', '线下借用', 'Offline borrow', ['borrow'], ['command'], ['move'], {
    requiresReturn: true,
    returnMovementCode: 'offline_return',
    sapMovementCode: '311',
  }),
  movement('offline_return', '线下归还', 'Offline return', ['borrow'], ['command'], ['move'], {
    requiresRef: true,
    sapMovementCode: '311',
  }),
  // Needs an FSM activity or a cost center: either one, checked by the command service.
  movement('borrow_consume', '借转耗', 'Borrow to consume', ['borrow'], ['command'], ['out'], {
    requiresRef: true,
    sapMovementCode: '201',
  }),
  movement('exchange', '调换', 'Exchange', ['rma'], ['command'], ['in', 'out'], {
    targetPositionType: 'defect',
    targetQualityStatus: 'unqualified',
  }),
  // Returned goods go to DEFECT or QC as the line says.
  movement('return', '退回', 'Return', ['rma', 'receive'], ['command'], ['in']),
  movement('tailing_transfer', '尾料调拨', 'Tailing transfer', ['transfer'], ['command'], ['move'], {
    sapMovementCode: '311',
  }),

  // The types of the other documents and of the system postings (domain.md 2.8, second part).
  movement('po_receipt', '采购收货', 'PO receipt', [], ['receipt'], ['in'], {
    ...SYSTEM,
    sapMovementCode: '101',
  }),
  movement('other_receipt', '其他入库', 'Other receipt', ['receive'], ['command'], ['in'], {
    sapMovementCode: '501',
  }),
  movement('sales_delivery', '销售发货', 'Sales delivery', ['delivery'], ['command'], ['out'], {
    requiresSaleOrder: true,
    sapMovementCode: '601',
  }),
  movement('other_delivery', '其他出库', 'Other delivery', ['delivery'], ['command'], ['out'], {
    requiresCostCenter: true,
    sapMovementCode: '201',
  }),
  movement('internal_transfer', '库内移位', 'Internal transfer', ['transfer'], ['command'], ['move']),
  movement('putaway', '上架', 'Put-away', ['transfer'], ['command'], ['move'], SYSTEM),
  movement('pick', '拣货', 'Pick', [], ['picklist'], ['move'], { ...SYSTEM, targetPositionType: 'staging' }),
  movement('qc_move', '质检移库', 'Quality move', [], ['inspection'], ['move'], SYSTEM),
  movement('supplier_return', '退供应商', 'Return to supplier', [], ['supplier_return'], ['out'], {
    ...SYSTEM,
    sapMovementCode: '122',
  }),
  movement('production_issue', '生产领料', 'Production issue', [], ['material_doc'], ['move'], SYSTEM),
  movement('production_return', '生产退料', 'Production return', [], ['material_doc'], ['move'], SYSTEM),
  movement(
    'production_consume',
    '生产耗用',
    'Production consumption',
    [],
    ['material_doc', 'report_order'],
    ['out'],
    {
      ...SYSTEM,
      sapMovementCode: '261',
    },
  ),
  movement('fg_receipt', '成品入库', 'Finished-goods receipt', [], ['transfer_receive'], ['in'], {
    ...SYSTEM,
    targetQualityStatus: 'qualified',
    sapMovementCode: '101',
  }),
  movement('subcontract_issue', '委外发料', 'Subcontract issue', ['transfer'], ['command'], ['move'], {
    ...SYSTEM,
    requiresReturn: true,
  }),
  movement('subcontract_consume', '委外耗用', 'Subcontract consumption', [], ['receipt'], ['out'], SYSTEM),
  movement('count_gain', '盘盈', 'Count gain', [], ['check_inventory'], ['in'], {
    ...SYSTEM,
    sapMovementCode: '701',
  }),
  movement('count_loss', '盘亏', 'Count loss', [], ['check_inventory'], ['out'], {
    ...SYSTEM,
    sapMovementCode: '702',
  }),
  movement('transit_writeoff', '在途核销', 'Transit write-off', [], ['command'], ['out'], SYSTEM),
];

/** The ten movement types of spec 4.1, in the spec's order. */
export const SPEC_MOVEMENT_TYPE_CODES = [
  'defect_replace',
  'replenishment',
  'good_replace',
  'scrap_out',
  'offline_borrow',
  'offline_return',
  'borrow_consume',
  'exchange',
  'return',
  'tailing_transfer',
] as const;

const BY_CODE = new Map(movementTypes.map((type) => [type.code, type]));

export function movementTypeByCode(code: string): MovementTypeDef | undefined {
  return BY_CODE.get(code);
}

/** Movement types a user may pick on a command of this type. */
export function movementTypesFor(commandType: CommandType): MovementTypeDef[] {
  return movementTypes.filter((type) => type.commandTypes.includes(commandType));
}
