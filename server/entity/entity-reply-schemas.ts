import Type, { type TSchema } from 'typebox';
import type { EntityDescriptor } from '../../src/domain/entity/define-entity';
import type { FieldDef } from '../../src/domain/entity/field';
import {
  countResult,
  noResult,
  openObject,
  pageOf,
  replies,
  spreadsheetReply,
} from '../http/response-schema';

/**
 * What the generic routes of a descriptor answer (api-contract 1.4, 1.5), for the OpenAPI document:
 * the record as `toWire` writes it (entity-rows.ts), read from the same descriptor the routes use.
 */

/** The wire type of one field (entity-rows.ts `fromStorage`); every value may be null. */
function wireSchema(def: FieldDef): TSchema {
  const described = { description: def.label.en };
  switch (def.kind) {
    case 'int':
      return Type.Union([Type.Integer(), Type.Null()], described);
    case 'qty':
    case 'price':
    case 'amount':
    case 'pct':
      return Type.Union([Type.Number(), Type.Null()], described);
    case 'bool':
      return Type.Union([Type.Boolean(), Type.Null()], described);
    case 'json':
      return Type.Unknown(described);
    default:
      return Type.Union([Type.String(), Type.Null()], described);
  }
}

/** A record: its non-secret fields, the `<field>_dictText` of dictionary and reference fields, its lines. */
export function recordSchema(entity: EntityDescriptor, withLines = true): TSchema {
  const properties: Record<string, TSchema> = {};
  for (const [name, def] of Object.entries(entity.fields)) {
    if (def.secret) continue;
    properties[name] = wireSchema(def);
    if (def.kind === 'dict' || def.kind === 'ref')
      properties[`${name}_dictText`] = Type.Optional(
        Type.Union([Type.String(), Type.Null()], { description: `${def.label.en} as shown` }),
      );
  }
  if (withLines) {
    for (const [key, lines] of Object.entries(entity.lines))
      properties[key] = Type.Optional(
        Type.Array(recordSchema(lines.entity, false), { description: lines.label.en }),
      );
  }
  return openObject(properties, entity.label.en);
}

/** `result` of a refused write (success false): every problem, by field, for the form to show. */
const refused = (what: string, row: boolean) =>
  openObject(
    {
      errors: Type.Array(
        Type.Object({
          ...(row ? { row: Type.Integer({ description: 'the sheet row' }) } : {}),
          field: Type.String(),
          message: Type.String(),
        }),
      ),
    },
    what,
  );

/** `schema.response` of a spreadsheet import: the rows stored, or every refused row. */
export const importReply = replies(
  Type.Union([countResult, refused('on failure: the refused rows; nothing was imported', true)]),
);

/** `schema.response` of each generic route of the descriptor. */
export function entityReplies(entity: EntityDescriptor) {
  const record = recordSchema(entity);
  return {
    list: replies(pageOf(recordSchema(entity, false))),
    queryById: replies(record),
    written: replies(
      Type.Union([record, refused('on failure: the refused fields; nothing was written', false)]),
    ),
    deleted: replies(noResult),
    deletedBatch: replies(countResult),
    exportXls: spreadsheetReply,
    importExcel: importReply,
  };
}

/** `schema.response` of a document's action, action-log and print routes (server/documents). */
export function documentReplies(doc: EntityDescriptor) {
  return {
    action: replies(
      openObject(
        {
          id: Type.String(),
          code: Type.Union([Type.String(), Type.Null()]),
          docStatus: Type.String({ description: 'dictionary doc_status after the action' }),
          fulfilStatus: Type.Union([Type.String(), Type.Null()]),
          version: Type.Integer({ description: 'the version to send with the next action or edit' }),
        },
        'the document after the action; a posting action adds its postingId',
      ),
    ),
    actionLog: replies(
      Type.Array(
        Type.Object({
          action: Type.String(),
          createBy: Type.Union([Type.String(), Type.Null()]),
          createTime: Type.Union([Type.String(), Type.Null()]),
        }),
      ),
    ),
    printData: replies(
      openObject({ document: recordSchema(doc) }, 'what the print templates of the document receive'),
    ),
  };
}
