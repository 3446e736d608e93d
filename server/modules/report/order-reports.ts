import { ORDER_REPORTS } from '../../../src/domain/oms/order-reports';
import type { SeededReport } from './seeded-reports';

const nameOf = (code: string) => ORDER_REPORTS.find((report) => report.code === code)?.label.zh ?? code;

/**
 * The saved queries of the orders menu (domain.md 3.11, issue 13 point 7), seeded by migration 0095.
 * Amounts are stored in cents; the reports show them in currency units.
 */
export const orderReports: readonly SeededReport[] = [
  {
    code: 'rp_oms_open_orders',
    name: nameOf('rp_oms_open_orders'),
    sql:
      'select c.code as customer_code, c.name as customer_name, o.source_system, o.currency, ' +
      'count(*) as open_orders, sum(o.total_amount + coalesce(o.tax_amount, 0)) / 100.0 as open_amount, ' +
      'min(o.requested_date) as earliest_requested ' +
      'from oms_sales_order o join mdm_business_partner c on c.id = o.customer_id ' +
      "where o.tenant_id = #{sys_tenant_id} and o.doc_status = 'approved' " +
      "and o.fulfil_status in ('unexecuted', 'executing') " +
      'group by c.code, c.name, o.source_system, o.currency',
    returnValField: 'customer_code',
    returnTxtField: 'customer_name',
    items: [
      { fieldName: 'customer_code', fieldTxt: '客户编码', isSearch: true, isOrder: true },
      { fieldName: 'customer_name', fieldTxt: '客户名称', isSearch: true, isOrder: true },
      { fieldName: 'source_system', fieldTxt: '来源系统', isSearch: true, dictCode: 'source_system' },
      { fieldName: 'currency', fieldTxt: '币种', dictCode: 'currency' },
      { fieldName: 'open_orders', fieldTxt: '未结订单数', fieldType: 'Integer', isOrder: true },
      { fieldName: 'open_amount', fieldTxt: '未结金额(含税)', isOrder: true },
      { fieldName: 'earliest_requested', fieldTxt: '最早要求交期', isOrder: true },
    ],
  },
  {
    code: 'rp_oms_settle_uninvoiced',
    name: nameOf('rp_oms_settle_uninvoiced'),
    sql:
      'select s.code, p.code as supplier_code, p.name as supplier_name, s.period_from, s.period_to, s.currency, ' +
      's.amount_incl_tax / 100.0 as amount_incl_tax, coalesce(s.invoiced_amount, 0) / 100.0 as invoiced_amount, ' +
      '(s.amount_incl_tax - coalesce(s.invoiced_amount, 0)) / 100.0 as open_amount, s.invoice_status ' +
      'from oms_supplier_settle s join mdm_business_partner p on p.id = s.partner_id ' +
      "where s.tenant_id = #{sys_tenant_id} and s.doc_status = 'approved' " +
      "and s.supplier_confirm_status = 'confirmed' and s.invoice_status in ('not_invoiced', 'partial')",
    returnValField: 'code',
    returnTxtField: 'supplier_name',
    items: [
      { fieldName: 'code', fieldTxt: '对账单号', isSearch: true, isOrder: true },
      { fieldName: 'supplier_code', fieldTxt: '供应商编码', isSearch: true, isOrder: true },
      { fieldName: 'supplier_name', fieldTxt: '供应商名称', isSearch: true },
      { fieldName: 'period_from', fieldTxt: '期间开始', isOrder: true },
      { fieldName: 'period_to', fieldTxt: '期间结束', isOrder: true },
      { fieldName: 'currency', fieldTxt: '币种', dictCode: 'currency' },
      { fieldName: 'amount_incl_tax', fieldTxt: '含税金额', isOrder: true },
      { fieldName: 'invoiced_amount', fieldTxt: '已开票金额' },
      { fieldName: 'open_amount', fieldTxt: '待开票金额', isOrder: true },
      { fieldName: 'invoice_status', fieldTxt: '开票状态', isSearch: true, dictCode: 'invoice_status' },
    ],
  },
  {
    code: 'rp_oms_invoice_unverified',
    name: nameOf('rp_oms_invoice_unverified'),
    sql:
      'select a.code, p.code as supplier_code, p.name as supplier_name, s.code as settle_code, a.invoice_type, ' +
      'a.currency, a.amount_incl_tax / 100.0 as amount_incl_tax, a.difference_amount / 100.0 as difference_amount, ' +
      'a.approve_time as submitted_at ' +
      'from srm_invoice_application a join mdm_business_partner p on p.id = a.partner_id ' +
      'left join oms_supplier_settle s on s.id = a.supplier_settle_id ' +
      "where a.tenant_id = #{sys_tenant_id} and a.doc_status = 'approved' and a.verify_status = 'unverified'",
    returnValField: 'code',
    returnTxtField: 'supplier_name',
    items: [
      { fieldName: 'code', fieldTxt: '申请单号', isSearch: true, isOrder: true },
      { fieldName: 'supplier_code', fieldTxt: '供应商编码', isSearch: true, isOrder: true },
      { fieldName: 'supplier_name', fieldTxt: '供应商名称', isSearch: true },
      { fieldName: 'settle_code', fieldTxt: '对账单号', isSearch: true },
      { fieldName: 'invoice_type', fieldTxt: '发票类型', dictCode: 'invoice_type' },
      { fieldName: 'currency', fieldTxt: '币种', dictCode: 'currency' },
      { fieldName: 'amount_incl_tax', fieldTxt: '含税金额', isOrder: true },
      { fieldName: 'difference_amount', fieldTxt: '差异金额', isOrder: true },
      { fieldName: 'submitted_at', fieldTxt: '提交时间', isOrder: true },
    ],
  },
  {
    code: 'rp_oms_sap_failures',
    name: nameOf('rp_oms_sap_failures'),
    sql:
      'select interface_code, direction, count(*) as failed_messages, sum(retry_count) as retries, ' +
      'min(create_time) as first_failure, max(update_time) as last_failure ' +
      "from oms_sap_log where tenant_id = #{sys_tenant_id} and sync_status = 'failed' " +
      'group by interface_code, direction',
    returnValField: 'interface_code',
    returnTxtField: 'interface_code',
    items: [
      {
        fieldName: 'interface_code',
        fieldTxt: '接口',
        isSearch: true,
        isOrder: true,
        dictCode: 'sap_log_interface',
      },
      { fieldName: 'direction', fieldTxt: '方向', dictCode: 'io_direction' },
      { fieldName: 'failed_messages', fieldTxt: '失败消息数', fieldType: 'Integer', isOrder: true },
      { fieldName: 'retries', fieldTxt: '重试次数', fieldType: 'Integer' },
      { fieldName: 'first_failure', fieldTxt: '最早失败', isOrder: true },
      { fieldName: 'last_failure', fieldTxt: '最近失败', isOrder: true },
    ],
  },
];
