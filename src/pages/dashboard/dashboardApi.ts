import { get } from '../../client/http';
import type { DictionaryMap } from '../../client/session';
import type { SupplierException } from '../../domain/srm/supplier-exception';

/** A count per key (a dictionary value, a bucket or a name). */
export interface Count {
  key: string;
  count: number;
}

export interface CommandCard {
  id: string;
  code: string | null;
  commandType: string | null;
  docStatus: string | null;
  fulfilStatus: string | null;
  createBy: string | null;
  createTime: string | null;
}

/** GET /dashboard/analysis for a supplier user: its own documents' figures (domain.md 4.3). */
export interface SupplierHomeFigures {
  view: 'supplier';
  summary: {
    receipts: number | null;
    inspections: number | null;
    failedInspections: number | null;
    openReturns: number | null;
  };
  receiptsPerDay: { day: string; count: number }[] | null;
  inspectionsByResult: Count[] | null;
  returnsByStatus: Count[] | null;
  supplierOnTime: { partner: string; lines: number; onTime: number; rate: number }[] | null;
}

/** GET /dashboard/analysis for staff; every figure is null while its tables do not exist yet. */
export interface AnalysisFigures {
  view: 'company';
  summary: {
    products: number | null;
    facilities: number | null;
    partners: number | null;
    openCommands: number | null;
  };
  documentsByStatus: Count[] | null;
  fulfilByStatus: Count[] | null;
  flowPerDay: { day: string; inbound: number; outbound: number }[] | null;
  stockValueByFacility: { facility: string; value: number }[] | null;
  supplierOnTime: { partner: string; lines: number; onTime: number; rate: number }[] | null;
}

export interface WorkplaceFigures {
  pendingByType: Count[] | null;
  myRecent: CommandCard[] | null;
  /** Null for users who do not answer suppliers. */
  supplierExceptions: { total: number; rows: SupplierException[] } | null;
}

export interface TaskFigures {
  columns: { status: string; total: number; cards: CommandCard[] }[] | null;
}

export interface ChartFigures {
  ageBuckets: Count[] | null;
  topProducts: Count[] | null;
  commandsByType: Count[] | null;
}

export async function loadFigures<T>(page: 'analysis' | 'workplace' | 'task' | 'chart'): Promise<T> {
  const response = await get<T>(`/dashboard/${page}`);
  if (!response.success) throw new Error(response.message);
  return response.result;
}

/** The text of a dictionary value from the session's dictionary cache (api-contract 9.11). */
export function dictText(dictionaries: DictionaryMap, code: string, value: string | null): string {
  if (!value) return '';
  const item = dictionaries[code]?.find((option) => option.value === value);
  return item?.text ?? item?.title ?? item?.label ?? value;
}

/** Amounts with thousands separators and 2 decimals (spec 9 display filters). */
export function formatAmount(value: number, locale: string): string {
  return value.toLocaleString(locale === 'en_US' ? 'en-US' : 'zh-CN', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}
