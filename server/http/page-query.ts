import Type from 'typebox';

/**
 * The query string of a paged list (api-contract 1.4): `pageNo` and `pageSize` are declared so the
 * route validators read them as numbers strictly (issue 16 point 2); the list's filters, sort and
 * selections pass through as they came.
 */
export const pageQuery = Type.Object(
  { pageNo: Type.Optional(Type.Integer()), pageSize: Type.Optional(Type.Integer()) },
  { additionalProperties: true },
);

/** Route options of a paged list: its guard and the page query schema. */
export function pagedList<Guard extends object>(guard: Guard) {
  return { ...guard, schema: { querystring: pageQuery } };
}
