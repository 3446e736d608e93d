import type {
  DocColumns,
  Instant,
  LineColumns,
  Nullable,
  OptionalDate,
  OptionalQty,
} from '../../db/table-columns';
import type { Qty } from '../warehouse/warehouse-tables';

/**
 * Credit memo requests and service settlements (migrations 0080, 0081; domain.md 3.11) as the typed
 * database sees them, in the conventions of warehouse-tables.ts (scaled numbers are numbers on SQLite,
 * strings on PostgreSQL).
 */
export interface OmsCmApplyTable extends DocColumns {
  customerId: string;
  salesOrderId: Nullable<string>;
  eccSaleOrderId: Nullable<string>;
  eccBillingNo: Nullable<string>;
  cmReason: string;
  currency: string;
  amount: OptionalQty;
  taxAmount: OptionalQty;
  amountInclTax: OptionalQty;
  approvalStep: number;
  salesApproveBy: Nullable<string>;
  salesApproveTime: Instant;
  refuseRemark: Nullable<string>;
  sapStatus: Nullable<string>;
  sapDocNo: Nullable<string>;
}

export interface OmsCmApplyLineTable extends LineColumns {
  cmApplyId: string;
  productId: string;
  qty: Qty;
  unitPriceDiff: Qty;
  taxRate: OptionalQty;
  amount: OptionalQty;
  taxAmount: OptionalQty;
}

export interface OmsServiceSettleTable extends DocColumns {
  partnerId: Nullable<string>;
  teamId: Nullable<string>;
  periodFrom: OptionalDate;
  periodTo: OptionalDate;
  currency: string;
  totalAmount: OptionalQty;
  confirmStatus: Nullable<string>;
  confirmBy: Nullable<string>;
  confirmTime: Instant;
  confirmRemark: Nullable<string>;
  sapStatus: Nullable<string>;
  sapDocNo: Nullable<string>;
}

export interface OmsServiceSettleLineTable extends LineColumns {
  serviceSettleId: string;
  fsmCode: Nullable<string>;
  fsmActivityId: Nullable<string>;
  serviceCode: Nullable<string>;
  sparePartRequestId: Nullable<string>;
  equipmentId: Nullable<string>;
  serviceDate: OptionalDate;
  feeItem: string;
  qty: Qty;
  unitPrice: Qty;
  amount: OptionalQty;
  settleKey: Nullable<string>;
}

/** The partner columns these documents read (mdm_business_partner is typed where it is read). */
export type PartnerTable = {
  mdmBusinessPartner: {
    id: string;
    tenantId: number;
    code: string;
    name: string;
    isCustomer: number | boolean | null;
    isServiceProvider: number | boolean | null;
    sapCustomerNo: string | null;
    sapVendorNo: string | null;
  };
};

export interface CmServiceTables {
  omsCmApply: OmsCmApplyTable;
  omsCmApplyLine: OmsCmApplyLineTable;
  omsServiceSettle: OmsServiceSettleTable;
  omsServiceSettleLine: OmsServiceSettleLineTable;
}

declare module '../../db/database' {
  interface Database extends CmServiceTables {}
}
