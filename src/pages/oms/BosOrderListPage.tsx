import { SalesOrderListPage } from './SalesOrderListPage';

/** Orders › BOS orders (menu oms.bosOrder): the BOS and e-shop sales orders. */
export default function BosOrderListPage() {
  return <SalesOrderListPage page="bos" />;
}
