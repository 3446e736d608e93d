import { ispsAccountCenter } from './isps-account-center';
import { ispsAccountSettings } from './isps-account-settings';
import { ispsApHeadList } from './isps-ap-head-list';
import { ispsApTypeList } from './isps-ap-type-list';
import { ispsApp } from './isps-app';
import { ispsBillingList } from './isps-billing-list';
import { ispsBomList } from './isps-bom-list';
import { ispsBorrowCommandList } from './isps-borrow-command-list';
import { ispsBosOrderList } from './isps-bos-order-list';
import { ispsBusinessPartnerList } from './isps-business-partner-list';
import { ispsCheckInventoryList } from './isps-check-inventory-list';
import { ispsCmApplyList } from './isps-cm-apply-list';
import { ispsConsumeOrderList } from './isps-consume-order-list';
import { ispsCostCenterList } from './isps-cost-center-list';
import { ispsCrmOrderList } from './isps-crm-order-list';
import { ispsDashboardAnalysis } from './isps-dashboard-analysis';
import { ispsDashboardChart } from './isps-dashboard-chart';
import { ispsDashboardMonitor } from './isps-dashboard-monitor';
import { ispsDashboardTask } from './isps-dashboard-task';
import { ispsDashboardWorkplace } from './isps-dashboard-workplace';
import { ispsDeliveryCommandList } from './isps-delivery-command-list';
import { ispsDeliveryNoteList } from './isps-delivery-note-list';
import { ispsDeliveryPlanList } from './isps-delivery-plan-list';
import { ispsDemoBasicForm } from './isps-demo-basic-form';
import { ispsDemoCardList } from './isps-demo-card-list';
import { ispsDemoQueryList } from './isps-demo-query-list';
import { ispsDemoStepForm } from './isps-demo-step-form';
import { ispsDictItems } from './isps-dict-items';
import { ispsEquipmentList } from './isps-equipment-list';
import { ispsEtlPoHeaderList } from './isps-etl-po-header-list';
import { ispsException403 } from './isps-exception-403';
import { ispsException404 } from './isps-exception-404';
import { ispsException500 } from './isps-exception-500';
import { ispsExchangeRateList } from './isps-exchange-rate-list';
import { ispsFacilityList } from './isps-facility-list';
import { ispsFsmAinEquipment } from './isps-fsm-ain-equipment';
import { ispsFsmAndOaInterface } from './isps-fsm-and-oa-interface';
import { ispsFsmEcnWorkOrder } from './isps-fsm-ecn-work-order';
import { ispsFsmImportServiceContract } from './isps-fsm-import-service-contract';
import { ispsFsmInventoryQuery } from './isps-fsm-inventory-query';
import { ispsFsmProjectStageStatistics } from './isps-fsm-project-stage-statistics';
import { ispsFsmSparePartListQuery } from './isps-fsm-spare-part-list-query';
import { ispsFsmSparePartsList } from './isps-fsm-spare-parts-list';
import { ispsInspectionStandardList } from './isps-inspection-standard-list';
import { ispsInventoryQuery } from './isps-inventory-query';
import { ispsInvoiceApplicationList } from './isps-invoice-application-list';
import { ispsKnowledgeFileList } from './isps-knowledge-file-list';
import { ispsLabelPrint } from './isps-label-print';
import { ispsLogin } from './isps-login';
import { ispsMaterialCostList } from './isps-material-cost-list';
import { ispsMaterialOrderList } from './isps-material-order-list';
import { ispsMembraneDataList } from './isps-membrane-data-list';
import { ispsMessageTemplateList } from './isps-message-template-list';
import { ispsMonitorDisk } from './isps-monitor-disk';
import { ispsMonitorHttpTrace } from './isps-monitor-http-trace';
import { ispsMonitorJvm } from './isps-monitor-jvm';
import { ispsMonitorRedis } from './isps-monitor-redis';
import { ispsMonitorSystem } from './isps-monitor-system';
import { ispsMonitorTomcat } from './isps-monitor-tomcat';
import { ispsMovementTypeList } from './isps-movement-type-list';
import { ispsOfferDashboard } from './isps-offer-dashboard';
import { ispsOfferInfoList } from './isps-offer-info-list';
import { ispsOnlineReport } from './isps-online-report';
import { ispsOnlineReportList } from './isps-online-report-list';
import { ispsOrderReport } from './isps-order-report';
import { ispsOssFileList } from './isps-oss-file-list';
import { ispsOutsourcingOrderList } from './isps-outsourcing-order-list';
import { ispsPackingExec } from './isps-packing-exec';
import { ispsPackingList } from './isps-packing-list';
import { ispsPackingTaskAdd } from './isps-packing-task-add';
import { ispsPackingTaskList } from './isps-packing-task-list';
import { ispsPackingWeigh } from './isps-packing-weigh';
import { ispsPicklistList } from './isps-picklist-list';
import { ispsPositionList } from './isps-position-list';
import { ispsPriceCatalogList } from './isps-price-catalog-list';
import { ispsPriceGroupList } from './isps-price-group-list';
import { ispsPriceTrimList } from './isps-price-trim-list';
import { ispsProductFacilityList } from './isps-product-facility-list';
import { ispsProductList } from './isps-product-list';
import { ispsProductStoreList } from './isps-product-store-list';
import { ispsProductionDashboard } from './isps-production-dashboard';
import { ispsProductionOrderList } from './isps-production-order-list';
import { ispsProformaInvoiceList } from './isps-proforma-invoice-list';
import { ispsPurchaseOrderItemList } from './isps-purchase-order-item-list';
import { ispsPurchaseOrderList } from './isps-purchase-order-list';
import { ispsQualityTestingList } from './isps-quality-testing-list';
import { ispsRawMaterialList } from './isps-raw-material-list';
import { ispsReceiptList } from './isps-receipt-list';
import { ispsReceiveCommandList } from './isps-receive-command-list';
import { ispsReplenishCommandList } from './isps-replenish-command-list';
import { ispsReportOrderList } from './isps-report-order-list';
import { ispsReportPicker } from './isps-report-picker';
import { ispsReturnOrderList } from './isps-return-order-list';
import { ispsRmaCommandList } from './isps-rma-command-list';
import { ispsSaleBomList } from './isps-sale-bom-list';
import { ispsSalesUserList } from './isps-sales-user-list';
import { ispsSamplingPlanList } from './isps-sampling-plan-list';
import { ispsSapLogList } from './isps-sap-log-list';
import { ispsScrapCommandList } from './isps-scrap-command-list';
import { ispsServiceDeliveryCommandList } from './isps-service-delivery-command-list';
import { ispsServiceReceiveCommandList } from './isps-service-receive-command-list';
import { ispsServiceSettleList } from './isps-service-settle-list';
import { ispsSupplierReturnList } from './isps-supplier-return-list';
import { ispsSupplierScorecard } from './isps-supplier-scorecard';
import { ispsSupplierSettleList } from './isps-supplier-settle-list';
import { ispsSupplierWorkbench } from './isps-supplier-workbench';
import { ispsSysAddressList } from './isps-sys-address-list';
import { ispsSysAnnouncementList } from './isps-sys-announcement-list';
import { ispsSysCheckRuleList } from './isps-sys-check-rule-list';
import { ispsSysDataSourceList } from './isps-sys-data-source-list';
import { ispsSysDepartList } from './isps-sys-depart-list';
import { ispsSysDictList } from './isps-sys-dict-list';
import { ispsSysFillRuleList } from './isps-sys-fill-rule-list';
import { ispsSysGatewayRouteList } from './isps-sys-gateway-route-list';
import { ispsSysLogList } from './isps-sys-log-list';
import { ispsSysMessageList } from './isps-sys-message-list';
import { ispsSysPermissionList } from './isps-sys-permission-list';
import { ispsSysPositionList } from './isps-sys-position-list';
import { ispsSysPrintTemplateList } from './isps-sys-print-template-list';
import { ispsSysQuartzJobList } from './isps-sys-quartz-job-list';
import { ispsSysRoleList } from './isps-sys-role-list';
import { ispsSysTenantList } from './isps-sys-tenant-list';
import { ispsSysUserList } from './isps-sys-user-list';
import { ispsTeamList } from './isps-team-list';
import { ispsTransferCommandList } from './isps-transfer-command-list';
import { ispsTransferReceiveList } from './isps-transfer-receive-list';
import { ispsUserAlteration } from './isps-user-alteration';
import { ispsUserAnnouncement } from './isps-user-announcement';
import { ispsUserLogin } from './isps-user-login';
import { ispsUserRegister } from './isps-user-register';
import { ispsUserRegisterResult } from './isps-user-register-result';
import { ispsUserSteps } from './isps-user-steps';
import { ispsWorkCheckList } from './isps-work-check-list';

/**
 * Every element that exists, by tag, with its full definition (documentation, page chunk, session).
 * The build generates the loader's compact list from it (scripts/element-tags.ts) and the published
 * types derive from it (./types); the loader (./index) imports this module on the first connect of
 * any element, as the tag -> page chunk map. Importing it directly defines the tags not defined yet.
 * Add a line here with every new element file.
 */
export const elementRegistry = {
  'isps-login': ispsLogin,
  'isps-user-announcement': ispsUserAnnouncement,
  'isps-dict-items': ispsDictItems,
  'isps-account-center': ispsAccountCenter,
  'isps-business-partner-list': ispsBusinessPartnerList,
  'isps-product-list': ispsProductList,
  'isps-report-picker': ispsReportPicker,
  'isps-online-report': ispsOnlineReport,
  'isps-online-report-list': ispsOnlineReportList,
  'isps-app': ispsApp,
  'isps-user-login': ispsUserLogin,
  'isps-dashboard-analysis': ispsDashboardAnalysis,
  'isps-dashboard-workplace': ispsDashboardWorkplace,
  'isps-dashboard-monitor': ispsDashboardMonitor,
  'isps-dashboard-task': ispsDashboardTask,
  'isps-dashboard-chart': ispsDashboardChart,
  'isps-exception-403': ispsException403,
  'isps-exception-404': ispsException404,
  'isps-exception-500': ispsException500,
  'isps-cost-center-list': ispsCostCenterList,
  'isps-equipment-list': ispsEquipmentList,
  'isps-movement-type-list': ispsMovementTypeList,
  'isps-product-store-list': ispsProductStoreList,
  'isps-product-facility-list': ispsProductFacilityList,
  'isps-price-catalog-list': ispsPriceCatalogList,
  'isps-price-group-list': ispsPriceGroupList,
  'isps-price-trim-list': ispsPriceTrimList,
  'isps-team-list': ispsTeamList,
  'isps-sales-user-list': ispsSalesUserList,
  'isps-facility-list': ispsFacilityList,
  'isps-position-list': ispsPositionList,
  'isps-receive-command-list': ispsReceiveCommandList,
  'isps-delivery-command-list': ispsDeliveryCommandList,
  'isps-transfer-command-list': ispsTransferCommandList,
  'isps-scrap-command-list': ispsScrapCommandList,
  'isps-replenish-command-list': ispsReplenishCommandList,
  'isps-rma-command-list': ispsRmaCommandList,
  'isps-borrow-command-list': ispsBorrowCommandList,
  'isps-service-receive-command-list': ispsServiceReceiveCommandList,
  'isps-service-delivery-command-list': ispsServiceDeliveryCommandList,
  'isps-inventory-query': ispsInventoryQuery,
  'isps-check-inventory-list': ispsCheckInventoryList,
  'isps-sys-user-list': ispsSysUserList,
  'isps-sys-depart-list': ispsSysDepartList,
  'isps-sys-role-list': ispsSysRoleList,
  'isps-sys-permission-list': ispsSysPermissionList,
  'isps-sys-position-list': ispsSysPositionList,
  'isps-sys-dict-list': ispsSysDictList,
  'isps-sys-log-list': ispsSysLogList,
  'isps-sys-message-list': ispsSysMessageList,
  'isps-sys-quartz-job-list': ispsSysQuartzJobList,
  'isps-sys-announcement-list': ispsSysAnnouncementList,
  'isps-sys-tenant-list': ispsSysTenantList,
  'isps-sys-print-template-list': ispsSysPrintTemplateList,
  'isps-sys-data-source-list': ispsSysDataSourceList,
  'isps-sys-gateway-route-list': ispsSysGatewayRouteList,
  'isps-sys-check-rule-list': ispsSysCheckRuleList,
  'isps-sys-fill-rule-list': ispsSysFillRuleList,
  'isps-sys-address-list': ispsSysAddressList,
  'isps-oss-file-list': ispsOssFileList,
  'isps-message-template-list': ispsMessageTemplateList,
  'isps-monitor-system': ispsMonitorSystem,
  'isps-monitor-jvm': ispsMonitorJvm,
  'isps-monitor-tomcat': ispsMonitorTomcat,
  'isps-monitor-redis': ispsMonitorRedis,
  'isps-monitor-disk': ispsMonitorDisk,
  'isps-monitor-http-trace': ispsMonitorHttpTrace,
  'isps-user-register': ispsUserRegister,
  'isps-user-register-result': ispsUserRegisterResult,
  'isps-user-alteration': ispsUserAlteration,
  'isps-user-steps': ispsUserSteps,
  'isps-account-settings': ispsAccountSettings,
  'isps-demo-basic-form': ispsDemoBasicForm,
  'isps-demo-step-form': ispsDemoStepForm,
  'isps-demo-query-list': ispsDemoQueryList,
  'isps-demo-card-list': ispsDemoCardList,
  'isps-knowledge-file-list': ispsKnowledgeFileList,
  'isps-fsm-spare-parts-list': ispsFsmSparePartsList,
  'isps-fsm-and-oa-interface': ispsFsmAndOaInterface,
  'isps-fsm-ecn-work-order': ispsFsmEcnWorkOrder,
  'isps-fsm-ain-equipment': ispsFsmAinEquipment,
  'isps-fsm-project-stage-statistics': ispsFsmProjectStageStatistics,
  'isps-fsm-import-service-contract': ispsFsmImportServiceContract,
  'isps-fsm-spare-part-list-query': ispsFsmSparePartListQuery,
  'isps-fsm-inventory-query': ispsFsmInventoryQuery,
  'isps-picklist-list': ispsPicklistList,
  'isps-billing-list': ispsBillingList,
  'isps-receipt-list': ispsReceiptList,
  'isps-quality-testing-list': ispsQualityTestingList,
  'isps-inspection-standard-list': ispsInspectionStandardList,
  'isps-sampling-plan-list': ispsSamplingPlanList,
  'isps-supplier-return-list': ispsSupplierReturnList,
  'isps-packing-list': ispsPackingList,
  'isps-packing-task-list': ispsPackingTaskList,
  'isps-packing-task-add': ispsPackingTaskAdd,
  'isps-packing-exec': ispsPackingExec,
  'isps-packing-weigh': ispsPackingWeigh,
  'isps-purchase-order-list': ispsPurchaseOrderList,
  'isps-purchase-order-item-list': ispsPurchaseOrderItemList,
  'isps-delivery-note-list': ispsDeliveryNoteList,
  'isps-label-print': ispsLabelPrint,
  'isps-etl-po-header-list': ispsEtlPoHeaderList,
  'isps-delivery-plan-list': ispsDeliveryPlanList,
  'isps-outsourcing-order-list': ispsOutsourcingOrderList,
  'isps-raw-material-list': ispsRawMaterialList,
  'isps-exchange-rate-list': ispsExchangeRateList,
  'isps-material-cost-list': ispsMaterialCostList,
  'isps-sale-bom-list': ispsSaleBomList,
  'isps-ap-head-list': ispsApHeadList,
  'isps-ap-type-list': ispsApTypeList,
  'isps-offer-info-list': ispsOfferInfoList,
  'isps-production-order-list': ispsProductionOrderList,
  'isps-material-order-list': ispsMaterialOrderList,
  'isps-return-order-list': ispsReturnOrderList,
  'isps-consume-order-list': ispsConsumeOrderList,
  'isps-report-order-list': ispsReportOrderList,
  'isps-transfer-receive-list': ispsTransferReceiveList,
  'isps-membrane-data-list': ispsMembraneDataList,
  'isps-work-check-list': ispsWorkCheckList,
  'isps-supplier-scorecard': ispsSupplierScorecard,
  'isps-supplier-workbench': ispsSupplierWorkbench,
  'isps-order-report': ispsOrderReport,
  'isps-bos-order-list': ispsBosOrderList,
  'isps-crm-order-list': ispsCrmOrderList,
  'isps-proforma-invoice-list': ispsProformaInvoiceList,
  'isps-sap-log-list': ispsSapLogList,
  'isps-offer-dashboard': ispsOfferDashboard,
  'isps-cm-apply-list': ispsCmApplyList,
  'isps-service-settle-list': ispsServiceSettleList,
  'isps-supplier-settle-list': ispsSupplierSettleList,
  'isps-invoice-application-list': ispsInvoiceApplicationList,
  'isps-bom-list': ispsBomList,
  'isps-production-dashboard': ispsProductionDashboard,
} satisfies Record<string, { tag: `isps-${string}` }>;
