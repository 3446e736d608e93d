/**
 * A purchase order item a supplier rejected or asked to change on a released order (domain.md 4.1
 * step 2): what the buyer's workplace lists until it is answered.
 */
export interface SupplierException {
  purchaseOrderId: string;
  code: string | null;
  partner: string | null;
  lineNo: number | null;
  product: string | null;
  confirmStatus: string;
  supplierRemark: string | null;
  updateTime: string | null;
}
