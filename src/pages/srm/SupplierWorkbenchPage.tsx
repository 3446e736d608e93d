import { Alert, Badge, Button, Card, Col, Row, Skeleton, Statistic, Tabs, Typography } from 'antd';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import type { Params } from '../../client/http';
import { PageElement } from '../../ui/layout/PageElement';
import type { PageProps } from '../../ui/root/defineElement';
import { useApi, useLocale, useT } from '../../ui/root/hooks';
import { lazyPart } from '../../ui/root/lazyPart';
import PurchaseOrderListPage from './PurchaseOrderListPage';
import { ScorecardTable } from './ScorecardTable';
import { loadWorkbench, type WorkbenchSummary } from './scorecardApi';

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

/** Documents still under way: neither completed nor closed. */
const OPEN = 'unexecuted,executing';

/**
 * The filters of the tabs, the same as the server's counts (server/modules/srm/supplier-workbench.ts):
 * open released orders awaiting confirmation, notes not shipped, approved returns not acknowledged (shipped
 * back or not: the supplier acknowledges the goods it received).
 */
export const WORKBENCH_FILTERS = {
  toConfirm: { docStatus: 'approved', confirmStatus: 'unconfirmed', fulfilStatus_MultiString: OPEN },
  toShip: { docStatus: 'pending' },
  returns: { docStatus: 'approved', supplierConfirmStatus: 'unconfirmed' },
} as const;

/** Tags built on other branches of the product: shown when defined, else a neutral "not available". */
const LABEL_TAG = 'isps-label-print';
const PLAN_TAG = 'isps-delivery-plan-list';

type TabKey = 'toConfirm' | 'toShip' | 'labels' | 'plans' | 'returns' | 'figures';

const percent = (value: number | null | undefined) => (value === null || value === undefined ? '—' : value);

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
      <Alert
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
                  <Typography.Text type="secondary" className="isps-workbench-items-to-confirm">
                    {t('workbench.itemsToConfirm', { count: counts.itemsToConfirm })}
                  </Typography.Text>
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
            children: <PageElement tag={LABEL_TAG} />,
          },
          {
            key: 'plans',
            label: label('plans', t('workbench.plans'), counts?.deliveryPlans),
            children: <PageElement tag={PLAN_TAG} />,
          },
          {
            key: 'returns',
            label: label('returns', t('workbench.returns'), counts?.returnsToAcknowledge),
            children: lazy(<SupplierReturns fixedParams={WORKBENCH_FILTERS.returns} />),
          },
          {
            key: 'figures',
            label: label('figures', t('workbench.figures'), null),
            children: <Figures data={data} loading={summary.loading} />,
          },
        ]}
      />
    </Card>
  );
}

/** The supplier's own figures: four numbers of the last three months, then month by month. */
function Figures({ data, loading }: { data: WorkbenchSummary | undefined; loading: boolean }) {
  const t = useT('srm');
  const figures = data?.figures;
  const stat = (key: string, title: string, value: number | string, suffix?: string) => (
    <Col xs={12} md={6}>
      <Card size="small" className={`isps-workbench-figure isps-workbench-figure-${key}`}>
        <Statistic title={title} value={value} loading={loading && !data} {...(suffix ? { suffix } : {})} />
      </Card>
    </Col>
  );
  return (
    <div className="isps-workbench-figures">
      {figures ? (
        <Typography.Paragraph type="secondary">
          {t('workbench.period', { from: figures.from, to: figures.to })}
        </Typography.Paragraph>
      ) : null}
      <Row gutter={[8, 8]} style={{ marginBottom: 12 }}>
        {stat(
          'on-time',
          t('workbench.onTimeRate'),
          percent(figures?.onTimeRate),
          figures?.onTimeRate == null ? undefined : '%',
        )}
        {stat(
          'pass',
          t('workbench.passRate'),
          percent(figures?.passRate),
          figures?.passRate == null ? undefined : '%',
        )}
        {stat('open', t('workbench.openItems'), figures?.openItems ?? '—')}
        {stat(
          'confirm',
          t('workbench.avgConfirmHours'),
          percent(figures?.avgConfirmHours),
          figures?.avgConfirmHours == null ? undefined : t('workbench.hours'),
        )}
      </Row>
      <ScorecardTable rows={data?.months ?? []} loading={loading && !data} withSupplier={false} />
    </div>
  );
}
