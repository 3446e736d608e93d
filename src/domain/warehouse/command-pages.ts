import { type DocumentDescriptor, defineDocument } from '../document/define-document';
import { documentWorkflow } from '../document/document-workflow';
import { defineEntity, type EntityDescriptor } from '../entity/define-entity';
import { type FieldDef, field } from '../entity/field';
import { menuPermission } from '../entity/menu-permission';
import { commandFields, commandLines, movementTypeDict } from './command';
import { type CommandKind, commandKinds } from './command-kinds';
import { commandLine } from './command-line';
import type { CommandType } from './movement-types';

const LABELS: Record<CommandType, { zh: string; en: string }> = {
  receive: { zh: '收货指令', en: 'Receive command' },
  delivery: { zh: '发货指令', en: 'Delivery command' },
  transfer: { zh: '调拨指令', en: 'Transfer command' },
  scrap: { zh: '报废指令', en: 'Scrap command' },
  replenish: { zh: '补货指令', en: 'Replenish command' },
  rma: { zh: '退换货指令', en: 'RMA command' },
  borrow: { zh: '借用指令', en: 'Borrow command' },
  service_receive: { zh: '服务收货指令', en: 'Service receive command' },
  service_delivery: { zh: '服务发货指令', en: 'Service delivery command' },
};

/** Columns every command list shows, then the ones of its type (spec 3 labels). */
const COMMON_COLUMNS = ['code', 'docStatus', 'fulfilStatus', 'movementTypeCode'];
const TYPE_COLUMNS: Record<CommandType, string[]> = {
  receive: ['inFacilityId', 'partnerId', 'plannedDate'],
  delivery: ['outFacilityId', 'partnerId', 'businessStatus', 'shipType', 'expressCompany', 'expressNo'],
  transfer: ['outFacilityId', 'inFacilityId', 'businessStatus'],
  scrap: ['outFacilityId', 'costCenterId'],
  replenish: ['outFacilityId', 'inFacilityId', 'businessStatus'],
  rma: ['outFacilityId', 'inFacilityId', 'partnerId', 'rmaOrderId'],
  borrow: ['outFacilityId', 'inFacilityId', 'teamId', 'returnStatus', 'expectedReturnDate'],
  service_receive: ['inFacilityId', 'fsmCode', 'serviceCode', 'returnStatus'],
  service_delivery: ['outFacilityId', 'fsmCode', 'fsmActivityId', 'returnStatus'],
};
const TAIL_COLUMNS = ['approveBy', 'approveTime', 'createBy', 'createTime'];

/** Header fields a user may fill on some kind; each kind's form offers its own (`CommandKind.formFields`). */
const USER_FIELDS = Object.keys(commandFields).filter((name) => {
  const def = commandFields[name]!;
  return !def.system && def.form !== false && name !== 'movementTypeCode';
});

function kindFields(kind: CommandKind): Record<string, FieldDef> {
  const fields: Record<string, FieldDef> = { ...commandFields };
  // Fields of other kinds or of the systems that create commands: kept on the row, not on this form.
  for (const name of USER_FIELDS) {
    if (kind.formFields.includes(name)) continue;
    const { query: _other, ...def } = fields[name]!;
    fields[name] = { ...def, form: false };
  }
  const require = (name: string) => {
    fields[name] = { ...fields[name]!, required: true };
  };
  if (kind.facilities === 'out' || kind.facilities === 'both') require('outFacilityId');
  if (kind.facilities === 'in') require('inFacilityId');
  // The form offers only the movement types this kind allows; the write hook checks them again.
  fields.movementTypeCode = {
    ...fields.movementTypeCode!,
    dict: movementTypeDict(kind.type),
    default: kind.defaultMovement,
  };
  // The page's type is fixed: no query box for it.
  const { query: _fixed, ...commandType } = fields.commandType!;
  fields.commandType = commandType;
  return fields;
}

/**
 * The lines of a kind's form: the direction is chosen only where the kind lets the user choose (RMA: in
 * or out), elsewhere the server derives it (`lineDirection`).
 */
function kindLine(kind: CommandKind): EntityDescriptor {
  const direction = commandLine.fields.direction!;
  const chosen: FieldDef = kind.lineDirections.length
    ? { ...direction, values: kind.lineDirections }
    : { ...direction, form: false };
  return defineEntity({
    name: `${pageName(kind)}Line`,
    table: commandLine.table,
    permission: commandLine.permission,
    label: commandLine.label,
    kind: 'line',
    fields: { ...commandLine.fields, direction: chosen },
    columns: [...commandLine.columns],
    defaultSort: commandLine.defaultSort,
  });
}

function pageName(kind: CommandKind): string {
  return `${kind.type.replace(/_(\w)/g, (_, c: string) => c.toUpperCase())}Command`;
}

/**
 * A command page as a document (domain.md 2.7): W with the legs of its facilities, the out lines of a
 * borrow or service delivery expected back; scrap approved by someone other than its creator (0.6).
 * Effects: server/modules/warehouse/commands/command-effects.ts.
 */
function commandPage(kind: CommandKind): DocumentDescriptor {
  return defineDocument({
    name: pageName(kind),
    table: 'wms_command',
    permission: menuPermission(kind.menuKey),
    label: LABELS[kind.type],
    fields: {
      code: field.code({ label: { zh: '单号', en: 'Document no' }, rule: kind.prefix }),
      ...kindFields(kind),
    },
    lines: { lines: { ...commandLines.lines, entity: kindLine(kind) } },
    columns: [...COMMON_COLUMNS, ...TYPE_COLUMNS[kind.type], ...TAIL_COLUMNS],
    uniqueTogether: [['sourceSystem', 'sourceKey']],
    pageRows: { commandType: [kind.type] },
    docType: 'command',
    workflow: documentWorkflow({
      legs: kind.facilities,
      returnStatus: kind.type === 'borrow' || kind.type === 'service_delivery',
    }),
    actions: { approve: { segregated: kind.segregated } },
  });
}

/** The nine command list pages of spec 2.3, each a descriptor over `wms_command` with a fixed type. */
export const commandPages: ReadonlyMap<CommandType, DocumentDescriptor> = new Map(
  commandKinds.map((kind) => [kind.type, commandPage(kind)]),
);
