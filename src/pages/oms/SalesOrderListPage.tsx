import { SALES_ORDER_PAGES, salesOrderPages } from '../../domain/oms/sales-order';
import { DocumentListPage } from '../../ui/document/DocumentListPage';

/**
 * Orders › BOS orders and CRM orders (domain.md 3.11): one document over `oms_sales_order`, each page
 * with its fixed source systems (the BOS page lists the e-shop's orders too). Orders arrive through the
 * boundary; the sales manager approves them (SAP order creation and the delivery command draft).
 */
export function SalesOrderListPage({ page }: { page: 'bos' | 'crm' }) {
  const sources = SALES_ORDER_PAGES.find((own) => own.page === page)!.sources;
  return (
    <DocumentListPage
      entity={salesOrderPages.get(page)!}
      addForm={false}
      actions={['approve', 'cancelApproval', 'cancel']}
      fixedParams={{ sourceSystem_MultiString: sources.join(',') }}
    />
  );
}
