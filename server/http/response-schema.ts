import { type TProperties, type TSchema, Type } from 'typebox';

/**
 * What a route answers, for the OpenAPI document at `<prefix>/docs`: the Result envelope of
 * api-contract 1.2 around the route's own result.
 *
 * These schemas document; they never reshape a reply. The API serialises with JSON.stringify
 * (`server/app.ts`): business errors travel on HTTP 200 with `result: null`, and a JeecgBoot client
 * reads fields that a narrower serialiser would silently drop or coerce.
 */
export function envelope(result: TSchema) {
  return Type.Object({
    success: Type.Boolean(),
    message: Type.String(),
    code: Type.Integer({ description: '200 (or 0 for lists) on success; 500, 510, 401... on failure' }),
    result,
    timestamp: Type.Integer({ description: 'server time, epoch milliseconds' }),
  });
}

/**
 * `schema.response` of a JSON route: the envelope around `result`. Typed as a plain schema so the type
 * provider does not hold handlers to it: records are built from rows typed `Record<string, unknown>`.
 */
export const replies = (result: TSchema): { 200: TSchema } => ({ 200: envelope(result) });

/**
 * Route options declaring what a route answers, typed as a plain schema so the type provider does not
 * hold the handler to it (a workbook is a Buffer, a record a `Record<string, unknown>`).
 */
export const answering = (response: { 200: unknown }) => ({ schema: { response } });

/** An object whose listed fields are documented; others may follow (records carry `*_dictText`...). */
export const openObject = (properties: TProperties, description?: string) =>
  Type.Object(properties, { additionalProperties: true, ...(description ? { description } : {}) });

/** One page of a list (api-contract 1.4). */
export const pageOf = (record: TSchema) =>
  openObject({
    records: Type.Array(record),
    total: Type.Integer(),
    size: Type.Integer(),
    current: Type.Integer(),
    pages: Type.Integer(),
    totalCapped: Type.Optional(
      Type.Boolean({
        description: 'true: more rows match than the list counts (its `listTotalCap`); `total` is the count',
      }),
    ),
  });

/** The answer of a write whose message says all: `result` is null. */
export const noResult = Type.Null();

/** How many rows a batch touched. */
export const countResult = Type.Object({ count: Type.Integer() });

/** Ids, as the contract's lists of selected keys. */
export const idListResult = Type.Array(Type.String());

/** A `{ key, value, title }` option of the contract's pickers. */
export const keyValueTitle = openObject({ key: Type.String(), value: Type.String(), title: Type.String() });

/** `schema.response` of a file download (spreadsheet, image, document). */
export const fileReply = (mediaType: string, description: string) => ({
  200: {
    description,
    content: { [mediaType]: { schema: Type.String({ format: 'binary' }) } },
  },
});

export const SPREADSHEET = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `schema.response` of a spreadsheet export. */
export const spreadsheetReply = fileReply(SPREADSHEET, 'the rows as an .xlsx workbook');

/**
 * The API scope's serializer compiler: every reply as JSON.stringify writes it, whatever its response
 * schema says (see `envelope`). A scope that serves API routes outside `server/app.ts` (tests) sets it too.
 */
export const serialiseAsIs = () => (data: unknown) => JSON.stringify(data);
