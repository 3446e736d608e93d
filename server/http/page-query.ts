import Type from 'typebox';

/**
 * A page number or size: a number, or a text that is none (the list falls back to its default, as
 * JeecgBoot does); a text `Number()` would read in another notation (`0x10`, `1e1`) is refused by the
 * route validators (issue 16 point 2).
 */
const PAGE_NUMBER = Type.Optional(Type.Union([Type.Integer(), Type.String()]));

/**
 * The query string of a paged list (api-contract 1.4): `pageNo` and `pageSize` are declared so the
 * route validators read them strictly; the list's filters, sort and selections pass through as they came.
 */
export const pageQuery = Type.Object(
  { pageNo: PAGE_NUMBER, pageSize: PAGE_NUMBER },
  { additionalProperties: true },
);

/** Route options of a paged list: its guard, the page query schema and, when given, what it answers. */
export function pagedList<Guard extends object>(guard: Guard, response?: { 200: unknown }) {
  return { ...guard, schema: { querystring: pageQuery, ...(response && { response }) } };
}
