import type { Migration } from 'kysely';
import { systemTables } from './0001_system';
import { masterDataTables } from './0002_master_data';
import { rulesAndReports } from './0003_rules_and_reports';
import { warehouseTables } from './0010_warehouse';
import { systemAdminTables } from './0020_system_admin';
import { fsmTables } from './0025_fsm';
import { addressSeed } from './0026_addresses';
import { picklistTables } from './0027_picklist';
import { billingListTables } from './0028_billing_list';
import { receivingQualityTables } from './0030_receiving_quality';
import { replenishTables } from './0031_replenish';
import { ledgerFastPath } from './0032_ledger_fast_path';
import { userFacilities } from './0033_user_facilities';
import { packingTables } from './0034_packing';
import { sysPositionTable } from './0035_sys_position';
import { commandLineIndexes } from './0036_command_line_indexes';
import { shellNonces } from './0041_shell_nonces';
import { uploadFiles } from './0043_upload_files';
import { purchaseOrderTables } from './0044_purchase_orders';
import { deliveryNoteTables } from './0045_delivery_notes';
import { labelTables } from './0046_labels';
import { sapEtlTables } from './0048_sap_etl';
import { deliveryPlanTables } from './0049_delivery_plans';
import { outsourcingOrderTables } from './0050_outsourcing_orders';
import { poItemConfirmTime } from './0051_po_item_confirm_time';
import { offerTables } from './0052_offers';
import { poItemSupplierList } from './0053_po_item_supplier_list';
import { productionTables } from './0060_production';
import { membraneDataTable } from './0061_membrane_data';
import { productionSap } from './0062_production_sap';
import { supplierSettleTables } from './0070_supplier_settle';
import { salesOrderTables } from './0075_sales_orders';
import { cmApplyTables } from './0080_cm_apply';
import { serviceSettleTables } from './0081_service_settle';
import { sapLogPage } from './0085_sap_log_page';
import { materialCostPriceSource } from './0090_material_cost_price_source';
import { offerPrintTemplate } from './0091_offer_print_template';
import { orderReportRows } from './0095_order_reports';
import { sapLogInterface } from './0100_sap_log_interface';
import { financeVerifiesInvoices } from './0101_finance_verifies_invoices';
import { settleGenerationIndexes } from './0105_settle_generation_indexes';
import { sapLogFilterIndex } from './0106_sap_log_filter_index';
import { productionOrderList } from './0115_production_order_list';
import { deliveryNoteSerials } from './0120_delivery_note_serials';
import { receiptLinePartner } from './0130_receipt_line_partner';
import { trigramSearch } from './0140_trigram_search';
import { sysCategoryTable } from './0145_sys_category';
import { sysUserAgentTable } from './0146_sys_user_agent';
import { sysDataLogTable } from './0147_sys_data_log';
import { ledgerStatementTriggers } from './0148_ledger_statement_triggers';

/**
 * The one registry of migrations, in order. An area adds its file `NNNN_name.ts` and one line here;
 * names are never renamed or reordered once released (the Migrator records them).
 */
export const migrations: Record<string, Migration> = {
  '0001_system': systemTables,
  '0002_master_data': masterDataTables,
  '0003_rules_and_reports': rulesAndReports,
  '0010_warehouse': warehouseTables,
  '0020_system_admin': systemAdminTables,
  '0025_fsm': fsmTables,
  '0026_addresses': addressSeed,
  '0027_picklist': picklistTables,
  '0028_billing_list': billingListTables,
  '0030_receiving_quality': receivingQualityTables,
  '0031_replenish': replenishTables,
  '0032_ledger_fast_path': ledgerFastPath,
  '0033_user_facilities': userFacilities,
  '0034_packing': packingTables,
  '0035_sys_position': sysPositionTable,
  '0036_command_line_indexes': commandLineIndexes,
  '0041_shell_nonces': shellNonces,
  '0043_upload_files': uploadFiles,
  '0044_purchase_orders': purchaseOrderTables,
  '0045_delivery_notes': deliveryNoteTables,
  '0046_labels': labelTables,
  '0048_sap_etl': sapEtlTables,
  '0049_delivery_plans': deliveryPlanTables,
  '0050_outsourcing_orders': outsourcingOrderTables,
  '0051_po_item_confirm_time': poItemConfirmTime,
  '0052_offers': offerTables,
  '0053_po_item_supplier_list': poItemSupplierList,
  '0060_production': productionTables,
  '0061_membrane_data': membraneDataTable,
  '0062_production_sap': productionSap,
  '0070_supplier_settle': supplierSettleTables,
  '0075_sales_orders': salesOrderTables,
  '0080_cm_apply': cmApplyTables,
  '0081_service_settle': serviceSettleTables,
  '0085_sap_log_page': sapLogPage,
  '0090_material_cost_price_source': materialCostPriceSource,
  '0091_offer_print_template': offerPrintTemplate,
  '0095_order_reports': orderReportRows,
  '0100_sap_log_interface': sapLogInterface,
  '0101_finance_verifies_invoices': financeVerifiesInvoices,
  '0105_settle_generation_indexes': settleGenerationIndexes,
  '0106_sap_log_filter_index': sapLogFilterIndex,
  '0115_production_order_list': productionOrderList,
  '0120_delivery_note_serials': deliveryNoteSerials,
  '0130_receipt_line_partner': receiptLinePartner,
  '0140_trigram_search': trigramSearch,
  '0145_sys_category': sysCategoryTable,
  '0146_sys_user_agent': sysUserAgentTable,
  '0147_sys_data_log': sysDataLogTable,
  '0148_ledger_statement_triggers': ledgerStatementTriggers,
};
