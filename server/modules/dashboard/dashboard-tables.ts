import type { Kysely, Transaction } from 'kysely';
import { tablesOfThisSchema } from '../../db/column-types';
import type { Database, Db } from '../../db/database';

/**
 * The columns the dashboards read, declared here rather than borrowed from the areas that own the
 * tables: those areas are still growing, and a table that does not exist yet must only empty its
 * figure (issue 4 point 10). Read only; values as stored (qty scaled by 10^3, prices by 10^6).
 */
export interface DashboardTables {
  wmsCommand: {
    id: string;
    tenantId: number;
    code: string | null;
    commandType: string | null;
    docStatus: string | null;
    fulfilStatus: string | null;
    createBy: string | null;
    createTime: string | Date | null;
  };
  wmsInventoryLedger: {
    tenantId: number;
    postedAt: string | Date;
    qtyDelta: number | string;
  };
  wmsInventoryBalance: {
    tenantId: number;
    facilityId: string;
    batchId: string;
    productId: string;
    onhandQty: number | string;
  };
  wmsInventoryBatch: { id: string; unitCost: number | string | null; receivedDate: string | Date | null };
  wmsFacility: { id: string; tenantId: number; code: string | null; name: string | null; delFlag: number };
  mdmProduct: {
    id: string;
    tenantId: number;
    code: string | null;
    name: string | null;
    standardCost: number | string | null;
    delFlag: number;
  };
  mdmBusinessPartner: { id: string; tenantId: number; name: string | null; delFlag: number };
  srmDeliveryNote: {
    tenantId: number;
    partnerId: string | null;
    expectedArrivalDate: string | Date | null;
    arrivalTime: string | Date | null;
    createTime: string | Date | null;
  };
  wmsReceiptLine: { tenantId: number; receiptId: string; poItemId: string | null };
  wmsReceipt: {
    tenantId: number;
    partnerId: string | null;
    docStatus: string | null;
    receivedAt: string | Date | null;
    createTime: string | Date | null;
  };
  qmsInspection: {
    tenantId: number;
    partnerId: string | null;
    result: string | null;
    supplierVisible: number | null;
  };
  wmsSupplierReturn: {
    tenantId: number;
    partnerId: string | null;
    docStatus: string | null;
    fulfilStatus: string | null;
  };
  srmPurchaseOrder: {
    id: string;
    tenantId: number;
    code: string | null;
    partnerId: string | null;
    docStatus: string | null;
  };
  srmPurchaseOrderItem: {
    id: string;
    tenantId: number;
    purchaseOrderId: string;
    supplierPromiseDate: string | Date | null;
    deliveryDate: string | Date | null;
    confirmTime: string | Date | null;
    lineNo: number | null;
    productId: string | null;
    confirmStatus: string | null;
    supplierRemark: string | null;
    updateTime: string | Date | null;
  };
}

export type DashboardTable = keyof DashboardTables;

/** The tables (and columns) each table name stands for, in the database's snake_case. */
export const TABLE_NAMES: Record<DashboardTable, string> = {
  wmsCommand: 'wms_command',
  wmsInventoryLedger: 'wms_inventory_ledger',
  wmsInventoryBalance: 'wms_inventory_balance',
  wmsInventoryBatch: 'wms_inventory_batch',
  wmsFacility: 'wms_facility',
  mdmProduct: 'mdm_product',
  mdmBusinessPartner: 'mdm_business_partner',
  srmDeliveryNote: 'srm_delivery_note',
  wmsReceiptLine: 'wms_receipt_line',
  wmsReceipt: 'wms_receipt',
  qmsInspection: 'qms_inspection',
  wmsSupplierReturn: 'wms_supplier_return',
  srmPurchaseOrder: 'srm_purchase_order',
  srmPurchaseOrderItem: 'srm_purchase_order_item',
};

/** The columns a figure needs from each table; a table is usable only with all of them. */
export const REQUIRED_COLUMNS: Record<DashboardTable, string[]> = {
  wmsCommand: [
    'id',
    'tenant_id',
    'code',
    'command_type',
    'doc_status',
    'fulfil_status',
    'create_by',
    'create_time',
  ],
  wmsInventoryLedger: ['tenant_id', 'posted_at', 'qty_delta'],
  wmsInventoryBalance: ['tenant_id', 'facility_id', 'batch_id', 'product_id', 'onhand_qty'],
  wmsInventoryBatch: ['id', 'unit_cost', 'received_date'],
  wmsFacility: ['id', 'tenant_id', 'code', 'name', 'del_flag'],
  mdmProduct: ['id', 'tenant_id', 'code', 'name', 'standard_cost', 'del_flag'],
  mdmBusinessPartner: ['id', 'tenant_id', 'name', 'del_flag'],
  srmDeliveryNote: ['tenant_id', 'partner_id', 'expected_arrival_date', 'arrival_time', 'create_time'],
  wmsReceiptLine: ['tenant_id', 'receipt_id', 'po_item_id'],
  wmsReceipt: ['tenant_id', 'partner_id', 'doc_status', 'received_at', 'create_time'],
  qmsInspection: ['tenant_id', 'partner_id', 'result', 'supplier_visible'],
  wmsSupplierReturn: ['tenant_id', 'partner_id', 'doc_status', 'fulfil_status'],
  srmPurchaseOrder: ['id', 'tenant_id', 'code', 'partner_id', 'doc_status'],
  srmPurchaseOrderItem: [
    'id',
    'purchase_order_id',
    'line_no',
    'product_id',
    'confirm_status',
    'supplier_remark',
    'update_time',
    // The scorecard's due day and (migration 0051) the items' confirm time.
    'tenant_id',
    'supplier_promise_date',
    'delivery_date',
    'confirm_time',
  ],
};

export type DashboardDb = Kysely<DashboardTables>;

export function dashboardDb(db: Db | Transaction<Database>): DashboardDb {
  return db as unknown as DashboardDb;
}

/**
 * The same connection typed with every table again, for a figure computed by the area that owns its
 * tables (the supplier scorecard); call it only once `availableTables` found those tables.
 */
export function ownersDb(db: DashboardDb): Db {
  return db as unknown as Db;
}

/** Which of the dashboard tables exist with every column the figures read (Kysely introspection). */
export async function availableTables(db: Db): Promise<Set<DashboardTable>> {
  const tables = await tablesOfThisSchema(db);
  const columns = new Map(tables.map((table) => [table.name, new Set(table.columns.map((c) => c.name))]));
  const available = new Set<DashboardTable>();
  for (const [key, name] of Object.entries(TABLE_NAMES) as [DashboardTable, string][]) {
    const present = columns.get(name);
    if (present && REQUIRED_COLUMNS[key].every((column) => present.has(column))) available.add(key);
  }
  return available;
}
