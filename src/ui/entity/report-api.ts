import { get, getBlob, type Params, type Result } from '../../client/http';
import type { DictOption } from '../../client/session';

/** spec 7.6 / 9: report answers are cached for 30 s when a group id is set. */
export const REPORT_CACHE_MS = 30_000;

export interface ReportColumn {
  title: string;
  dataIndex: string;
  align?: 'center';
  sorter?: string;
  customRender?: string;
  width?: number;
}

export interface ReportColumns {
  columns: ReportColumn[];
  dictOptions: Record<string, DictOption[]>;
  cgRpConfigId: string;
  cgRpConfigName: string;
}

export interface ReportQueryField {
  field: string;
  label: string;
  view: string;
  mode: 'single' | 'group';
  hidden?: string;
}

export interface ReportData {
  records: Record<string, unknown>[];
  total: number | string;
}

const cache = new Map<string, { at: number; answer: Promise<Result<unknown>> }>();

/** A GET that, with a group id, reuses an answer of the last 30 s for the same url and params. */
function cachedGet<T>(url: string, params: Params, groupId: string | undefined): Promise<Result<T>> {
  if (!groupId) return get<T>(url, params);
  const key = `${groupId}${url}${JSON.stringify(params)}`;
  const hit = cache.get(key);
  const now = Date.now();
  if (hit && now - hit.at < REPORT_CACHE_MS) return hit.answer as Promise<Result<T>>;
  const answer = get<T>(url, params);
  cache.set(key, { at: now, answer: answer as Promise<Result<unknown>> });
  answer.then(
    (result) => !result.success && cache.delete(key),
    () => cache.delete(key),
  );
  return answer;
}

/** The three calls of the popup (api-contract 7.2). */
export const reportApi = {
  columns: (code: string, groupId?: string) =>
    cachedGet<ReportColumns>(`/online/cgreport/api/getRpColumns/${encodeURIComponent(code)}`, {}, groupId),
  queryInfo: (id: string, groupId?: string) =>
    cachedGet<ReportQueryField[]>(`/online/cgreport/api/getQueryInfo/${encodeURIComponent(id)}`, {}, groupId),
  data: (id: string, params: Params, groupId?: string) =>
    cachedGet<ReportData>(`/online/cgreport/api/getData/${encodeURIComponent(id)}`, params, groupId),
  /** Every row under the filters and sort as a workbook (never cached). */
  exportXls: (id: string, params: Params) =>
    getBlob(`/online/cgreport/api/exportXls/${encodeURIComponent(id)}`, params),
};

/** Forgets every cached report answer (tests, refresh). */
export function clearReportCache(): void {
  cache.clear();
}
