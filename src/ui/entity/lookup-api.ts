import { get, type Page, type Params } from '../../client/http';

/** One option of a reference select. */
export interface LookupOption {
  value: string;
  label: string;
}

export interface LookupRow {
  id: string;
  code: string | null;
  name: string;
}

/**
 * The options of a reference select on a page (issue 16 point 3): `GET /sys/lookup/<entity>` asked for
 * the page element that shows the select, so the server allows it for whoever may open the page and
 * offers the rows that caller may see, never by the referenced entity's own master-data permission.
 * Null when the server refused.
 */
export async function lookupRows(
  entity: string,
  page: string,
  options: { keyword?: string; pageSize?: number; filters?: Params } = {},
): Promise<LookupRow[] | null> {
  const answer = await get<Page<LookupRow>>(`/sys/lookup/${entity}`, {
    ...options.filters,
    page,
    pageNo: 1,
    pageSize: options.pageSize ?? 20,
    ...(options.keyword ? { keyword: options.keyword } : {}),
  });
  return answer.success ? answer.result.records : null;
}

export async function lookupOptions(
  entity: string,
  page: string,
  keyword: string,
): Promise<LookupOption[] | null> {
  const rows = await lookupRows(entity, page, { keyword });
  return rows && codeNameOptions(rows);
}

/** Options labelled `<code> <name>` (issue 11 point 5: a select names the row by both), once when they agree. */
export function codeNameOptions(rows: readonly LookupRow[] | null): LookupOption[] {
  return (rows ?? []).map((row) => ({
    value: row.id,
    label: [...new Set([row.code, row.name].filter(Boolean))].join(' ') || row.id,
  }));
}
