import { SalesOrderListPage } from './SalesOrderListPage';

/** Orders › CRM orders (menu oms.crmOrder): the CRM's sales orders. */
export default function CrmOrderListPage() {
  return <SalesOrderListPage page="crm" />;
}
