import { Badge, Button, Card, Skeleton, Tabs, theme } from 'antd';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import type { Params } from '../../client/http';
import type { PageProps } from '../../ui/root/defineElement';
import { useApi, useLocale, useT } from '../../ui/root/hooks';
import { lazyPart } from '../../ui/root/lazyPart';
import { LazyAlert } from '../../ui/root/lazyParts';
import PurchaseOrderListPage from './PurchaseOrderListPage';
import { loadWorkbench } from './scorecardApi';
import { WORKBENCH_FILTERS } from './supplierWorkbenchData';

export { WORKBENCH_FILTERS } from './supplierWorkbenchData';

type ListPage = (props: { fixedParams?: Params }) => ReactNode;
// The first tab's list comes with the workbench (its chunks in the same round trip); each other tab's
// list loads with the tab (the supplier on a phone opens one or two of them).
const PurchaseOrders = PurchaseOrderListPage as ListPage;
const DeliveryNotes = lazyPart<{ fixedParams?: Params }>(() =>
  import('./DeliveryNoteListPage').then((m) => m.default as ListPage),
);
const SupplierReturns = lazyPart<{ fixedParams?: Params }>(() =>
  import('../warehouse/SupplierReturnListPage').then((m) => m.default as ListPage),
);
// Neither the figures (statistics, the monthly table) nor the other branches' tags are on the first
// tab: their chunks load with their tabs, not before the first rows (issue 17).
const Figures = lazyPart(() => import('./WorkbenchFigures').then((m) => m.WorkbenchFigures));
const PageElement = lazyPart(() => import('../../ui/layout/PageElement').then((m) => m.PageElement));

/** Tags built on other branches of the product: shown when defined, else a neutral "not available". */
const LABEL_TAG = 'isps-label-print';
const PLAN_TAG = 'isps-delivery-plan-list';

type TabKey = 'toConfirm' | 'toShip' | 'labels' | 'plans' | 'returns' | 'figures';

/**
 * The partner-portal supplier workbench (issue 12 point 8, domain.md 4.3): one element for a supplier's
 * whole day. Tabs with counts: purchase orders to confirm (confirm / reject / request change on the
 * order's items), delivery notes to ship, labels to print, delivery plans, returns to acknowledge, and
 * its own figures (on-time rate, quality pass rate, open items, time to confirm). Counts are reloaded
 * whenever a list inside changes something. Without a session the element shows the login form first
 * (docs/embedding.md section 4). Laid out for a 360 px phone as for a desktop.
 */
export default function SupplierWorkbenchPage({ host }: PageProps<object>) {
  const t = useT('srm');
  const locale = useLocale();
  const { token } = theme.useToken();
  const [tab, setTab] = useState<TabKey>('toConfirm');
  const summary = useApi(loadWorkbench, [locale]);
  const { reload } = summary;
  useEffect(() => {
    host.addEventListener('isps-entity-change', reload);
    return () => host.removeEventListener('isps-entity-change', reload);
  }, [host, reload]);

  const data = summary.data;
  const counts = data?.counts;
  const label = (key: TabKey, text: string, count: number | null | undefined) => (
    <span className="isps-workbench-tab" data-tab={key}>
      {text}
      {count !== null && count !== undefined && (
        <span className="isps-workbench-count" data-count={count}>
          <Badge count={count} showZero overflowCount={999} color={count > 0 ? undefined : '#bfbfbf'} />
        </span>
      )}
    </span>
  );
  const lazy = (node: ReactNode) => <Suspense fallback={<Skeleton active />}>{node}</Suspense>;

  if (summary.error && !data) {
    return (
      <LazyAlert
        className="isps-workbench-error"
        type="warning"
        showIcon
        message={t('workbench.title')}
        description={(summary.error as Error).message || t('workbench.suppliersOnly')}
      />
    );
  }
  return (
    <Card
      className="isps-supplier-workbench"
      size="small"
      title={t('workbench.title')}
      extra={
        <Button size="small" className="isps-workbench-refresh" onClick={reload} loading={summary.loading}>
          {t('workbench.refresh')}
        </Button>
      }
      styles={{ body: { padding: 8 } }}
    >
      <Tabs
        className="isps-workbench-tabs"
        size="small"
        activeKey={tab}
        onChange={(key) => setTab(key as TabKey)}
        destroyOnHidden
        items={[
          {
            key: 'toConfirm',
            label: label('toConfirm', t('workbench.toConfirm'), counts?.toConfirm),
            children: (
              <>
                {counts ? (
                  // Typography.Text type="secondary" drawn from its token (its chunk is not on this path).
                  <span
                    className="isps-workbench-items-to-confirm"
                    style={{ color: token.colorTextSecondary }}
                  >
                    {t('workbench.itemsToConfirm', { count: counts.itemsToConfirm })}
                  </span>
                ) : null}
                {lazy(<PurchaseOrders fixedParams={WORKBENCH_FILTERS.toConfirm} />)}
              </>
            ),
          },
          {
            key: 'toShip',
            label: label('toShip', t('workbench.toShip'), counts?.toShip),
            children: lazy(<DeliveryNotes fixedParams={WORKBENCH_FILTERS.toShip} />),
          },
          {
            key: 'labels',
            label: label('labels', t('workbench.labels'), counts?.labelsToPrint),
            children: lazy(<PageElement tag={LABEL_TAG} />),
          },
          {
            key: 'plans',
            label: label('plans', t('workbench.plans'), counts?.deliveryPlans),
            children: lazy(<PageElement tag={PLAN_TAG} />),
          },
          {
            key: 'returns',
            label: label('returns', t('workbench.returns'), counts?.returnsToAcknowledge),
            children: lazy(<SupplierReturns fixedParams={WORKBENCH_FILTERS.returns} />),
          },
          {
            key: 'figures',
            label: label('figures', t('workbench.figures'), null),
            children: lazy(<Figures data={data} loading={summary.loading} />),
          },
        ]}
      />
    </Card>
  );
}
