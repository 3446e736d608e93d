import { Type } from 'typebox';
import { openObject } from '../../http/response-schema';
import { dictOption } from '../dict/dict-replies';

const dictOptions = Type.Record(Type.String(), Type.Array(dictOption), {
  description: 'field name -> the options of its dictionary',
});

/** A column of the report table, as the JeecgBoot report page reads it (api-contract 7.1). */
const column = openObject({
  title: Type.String(),
  dataIndex: Type.String(),
  align: Type.String(),
  fieldType: Type.String(),
});

/** `getRpColumns`: the visible columns and their dictionaries. */
export const reportColumns = openObject({
  columns: Type.Array(column),
  dictOptions,
  cgRpConfigId: Type.String(),
  cgRpConfigName: Type.String(),
});

/** `getQueryInfo`: the searchable fields; from the third on hidden until the form is expanded. */
export const reportQueryInfo = Type.Array(
  openObject({
    field: Type.String(),
    label: Type.String(),
    view: Type.String({ description: 'list for a dictionary, else the field type' }),
    mode: Type.Union([Type.Literal('single'), Type.Literal('group')]),
    hidden: Type.Optional(Type.Literal('1')),
  }),
);

/** `getParamsInfo`: the report's `${param}` placeholders. */
export const reportParams = Type.Array(
  Type.Object({
    paramName: Type.String(),
    paramTxt: Type.Union([Type.String(), Type.Null()]),
    paramValue: Type.Union([Type.String(), Type.Null()]),
    orderNum: Type.Union([Type.Number(), Type.Null()]),
  }),
);

/** `getData`: one page of rows. */
export const reportRows = Type.Object({
  records: Type.Array(Type.Record(Type.String(), Type.Unknown())),
  total: Type.Integer(),
});

/** `getColumnsAndData`: rows, columns and dictionaries at once. */
export const reportColumnsAndData = openObject({
  data: reportRows,
  columns: Type.Array(column),
  dictOptions,
  fieldHrefSlots: Type.Array(
    Type.Object({ slotName: Type.String(), href: Type.Union([Type.String(), Type.Null()]) }),
  ),
  cgreportHeadName: Type.String(),
});
