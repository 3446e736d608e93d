import type { ColumnType } from 'kysely';
import { toDbDateTime } from '../../db/datetime';
import { newId } from '../../db/ids';
import type {
  Audit,
  Instant,
  LineColumns,
  Nullable,
  OptionalDate,
  OptionalQty,
} from '../../db/table-columns';

/** A json column: text on SQLite, jsonb (parsed) on PostgreSQL; written as JSON text. */
type Json = ColumnType<unknown, string | null, string | null>;

/** `srm_etl_po_header` (migration 0048, domain.md 3.6) as the typed database sees it. */
export interface SrmEtlPoHeaderTable extends Audit {
  version: number;
  importBatchId: Nullable<string>;
  sapPoNo: Nullable<string>;
  poType: Nullable<string>;
  companyCode: Nullable<string>;
  purchOrg: Nullable<string>;
  purchGroup: Nullable<string>;
  supplierCode: Nullable<string>;
  partnerId: Nullable<string>;
  currency: Nullable<string>;
  poDate: OptionalDate;
  paymentTerms: Nullable<string>;
  incoterm: Nullable<string>;
  deletionFlag: Nullable<number>;
  releaseStatus: Nullable<string>;
  sourceName: Nullable<string>;
  raw: Json;
  contentHash: Nullable<string>;
  importedAt: Instant;
  processStatus: Nullable<string>;
  processMessage: Nullable<string>;
  purchaseOrderId: Nullable<string>;
}

export interface SrmEtlPoItemTable extends LineColumns {
  etlHeaderId: string;
  itemNo: Nullable<string>;
  materialCode: Nullable<string>;
  productId: Nullable<string>;
  shortText: Nullable<string>;
  qty: OptionalQty;
  uom: Nullable<string>;
  netPrice: OptionalQty;
  priceUnit: OptionalQty;
  taxCode: Nullable<string>;
  plant: Nullable<string>;
  storageLocation: Nullable<string>;
  deliveryDate: OptionalDate;
  deletionFlag: Nullable<number>;
  deliveryCompletedFlag: Nullable<number>;
  raw: Json;
  contentHash: Nullable<string>;
  processStatus: Nullable<string>;
  processMessage: Nullable<string>;
  poItemId: Nullable<string>;
}

/** `oms_sap_log` (migration 0048, domain.md 3.11): the SAP log and outbox. */
export interface OmsSapLogTable extends Audit {
  version: number;
  interfaceCode: string;
  direction: string;
  bizDocType: Nullable<string>;
  bizDocId: Nullable<string>;
  bizDocCode: Nullable<string>;
  requestPayload: Json;
  responsePayload: Json;
  syncStatus: string;
  sapDocNo: Nullable<string>;
  errorMessage: Nullable<string>;
  retryCount: Nullable<number>;
  nextRetryAt: Instant;
  durationMs: Nullable<number>;
  /** Migration 0085: the remark of *ignore*. */
  handleRemark: Nullable<string>;
}

export interface SapTables {
  srmEtlPoHeader: SrmEtlPoHeaderTable;
  srmEtlPoItem: SrmEtlPoItemTable;
  omsSapLog: OmsSapLogTable;
}

declare module '../../db/database' {
  interface Database extends SapTables {}
}

/** The bookkeeping columns of a new staging or log row, written by `username` at `now`. */
export function newRow(who: { tenantId: number; username: string; now: number }) {
  return {
    id: newId(),
    tenantId: who.tenantId,
    version: 0,
    createBy: who.username,
    createTime: toDbDateTime(who.now),
  };
}
