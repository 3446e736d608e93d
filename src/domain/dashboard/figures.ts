import type { SupplierException } from '../srm/supplier-exception';

/**
 * The home dashboards' figures (spec 2.3), as `GET /dashboard/{analysis,workplace,task,chart}` answer
 * them (server/modules/dashboard) and the dashboard pages show them (src/pages/dashboard). A figure is
 * null while the tables it reads do not exist yet.
 */

/** A count per key (a dictionary value, a bucket or a name). */
export interface Count {
  key: string;
  count: number;
}

export interface DayFlow {
  day: string;
  inbound: number;
  outbound: number;
}

export interface DayCount {
  day: string;
  count: number;
}

export interface FacilityValue {
  facility: string;
  value: number;
}

export interface PartnerOnTime {
  partner: string;
  /** Receipt lines measured (posted against a due day). */
  lines: number;
  onTime: number;
  /** Percentage with one decimal. */
  rate: number;
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
  receiptsPerDay: DayCount[] | null;
  inspectionsByResult: Count[] | null;
  returnsByStatus: Count[] | null;
  supplierOnTime: PartnerOnTime[] | null;
}

/** GET /dashboard/analysis for staff. */
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
  flowPerDay: DayFlow[] | null;
  stockValueByFacility: FacilityValue[] | null;
  supplierOnTime: PartnerOnTime[] | null;
}

/** Documents of one page waiting for the caller's approval (domain.md "my pending approvals"). */
export interface PendingApproval {
  /** The page's menu key (src/domain/system/menu.ts): its title and path. */
  menuKey: string;
  count: number;
}

export interface WorkplaceFigures {
  /** Null for supplier users, who approve nothing. */
  pendingApprovals: PendingApproval[] | null;
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
