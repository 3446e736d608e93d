import { Alert, Card, Col, Row, Statistic, Table } from 'antd';
import { type Locale, type LocalText, pickText } from '../../domain/i18n-text';
import type { ProductionDashboard } from '../../domain/production/production-dashboard';
import type { PageProps } from '../../ui/root/defineElement';
import { ChartBox } from '../dashboard/ChartBox';
import { FigureCard } from '../dashboard/FigureCard';
import { useDashboard } from '../dashboard/useDashboard';

const STATUS = {
  pending: { zh: '待下达', en: 'Pending' },
  released: { zh: '已下达', en: 'Released' },
  executing: { zh: '执行中', en: 'Executing' },
  completed: { zh: '已完成', en: 'Completed' },
  closed: { zh: '已关闭', en: 'Closed' },
  cancelled: { zh: '已作废', en: 'Cancelled' },
} satisfies Record<string, LocalText>;

const TEXT = {
  byStatus: { zh: '各状态生产订单', en: 'Production orders by status' },
  orders: { zh: '订单数', en: 'Orders' },
  outputVsPlan: { zh: '每日产出与计划（近14天）', en: 'Output vs plan per day (last 14 days)' },
  output: { zh: '合格产出', en: 'Good output' },
  planned: { zh: '计划完成', en: 'Planned to end' },
  scrapRate: { zh: '报废率（近14天）', en: 'Scrap rate (last 14 days)' },
  noReports: { zh: '暂无已审核报工', en: 'No approved report yet' },
  good: { zh: '合格数量', en: 'Good quantity' },
  scrap: { zh: '报废数量', en: 'Scrap quantity' },
  variance: { zh: '物料差异（实耗与BOM标准）', en: 'Material variance (consumed vs BOM)' },
  consumed: { zh: '实际耗用', en: 'Consumed' },
  standard: { zh: 'BOM标准用量', en: 'BOM standard' },
  difference: { zh: '差异', en: 'Variance' },
  component: { zh: '组件', en: 'Component' },
  lineSide: { zh: '线边库存', en: 'Line-side stock' },
  qty: { zh: '数量', en: 'Quantity' },
  failed: { zh: '看板数据加载失败', en: 'The dashboard could not be loaded' },
} satisfies Record<string, LocalText>;

const statusText = (status: string, locale: Locale) =>
  status in STATUS ? pickText(STATUS[status as keyof typeof STATUS], locale) : status;

/** The charts' labels and series in the page's language. */
function chartsOf(data: ProductionDashboard, locale: Locale) {
  const text = (key: keyof typeof TEXT) => pickText(TEXT[key], locale);
  return {
    byStatus: {
      labels: data.byStatus.map((entry) => statusText(entry.status, locale)),
      series: [{ label: text('orders'), values: data.byStatus.map((entry) => entry.count) }],
    },
    outputVsPlan: {
      labels: data.outputVsPlan.map((entry) => entry.day.slice(5)),
      series: [
        { label: text('output'), values: data.outputVsPlan.map((entry) => entry.output) },
        { label: text('planned'), values: data.outputVsPlan.map((entry) => entry.planned) },
      ],
    },
    variance: {
      labels: data.materialVariance.map((entry) => entry.product),
      series: [
        { label: text('consumed'), values: data.materialVariance.map((entry) => entry.consumed) },
        { label: text('standard'), values: data.materialVariance.map((entry) => entry.standard) },
      ],
    },
  };
}

/** A small table of per-product figures: the product's code, then the quantities named, right-aligned. */
function ProductTable<Row extends { productId: string; product: string }>({
  className,
  rows,
  product,
  columns,
}: {
  className: string;
  rows: Row[];
  product: string;
  columns: [title: string, key: keyof Row & string][];
}) {
  return (
    <Table
      className={className}
      size="small"
      pagination={false}
      rowKey="productId"
      dataSource={rows}
      columns={[
        { title: product, dataIndex: 'product' },
        ...columns.map(([title, key]) => ({ title, dataIndex: key, align: 'right' as const })),
      ]}
    />
  );
}

/**
 * Production › production dashboard (issue 14 point 9, menu mes.dashboard): production orders by status,
 * good output vs the quantity planned to end per day, the scrap rate of the approved reports, the material
 * variance (consumed vs what the BOM asks for what was reported) per component and the line-side stock.
 * Whoever may read production orders may read it (the endpoint checks the order page's permission).
 */
export default function ProductionDashboardPage(_: PageProps<object>) {
  const { data, charts, loading, failed, text } = useDashboard(
    '/mes/productionOrder/dashboard',
    TEXT,
    chartsOf,
  );
  if (failed) return <Alert type="error" showIcon message={text('failed')} />;
  const hasOutput = data?.outputVsPlan.some((entry) => entry.output !== 0 || entry.planned !== 0);
  return (
    <Row gutter={[16, 16]} className="isps-production-dashboard">
      <Col xs={24} md={8}>
        <Card>
          <Statistic
            className="isps-production-scrap-rate"
            title={text('scrapRate')}
            loading={loading}
            value={data?.scrapRatePct ?? text('noReports')}
            {...(data?.scrapRatePct !== null && data?.scrapRatePct !== undefined
              ? { precision: 2, suffix: '%' }
              : {})}
          />
        </Card>
      </Col>
      <Col xs={12} md={8}>
        <Card>
          <Statistic title={text('good')} value={data?.good ?? 0} loading={loading} />
        </Card>
      </Col>
      <Col xs={12} md={8}>
        <Card>
          <Statistic title={text('scrap')} value={data?.scrap ?? 0} loading={loading} />
        </Card>
      </Col>
      <Col xs={24} xl={8}>
        <FigureCard title={text('byStatus')} loading={loading} data={data?.byStatus}>
          {() => charts && <ChartBox type="doughnut" title={text('byStatus')} {...charts.byStatus} />}
        </FigureCard>
      </Col>
      <Col xs={24} xl={16}>
        <FigureCard title={text('outputVsPlan')} loading={loading} data={hasOutput ? data?.outputVsPlan : []}>
          {() => charts && <ChartBox type="line" title={text('outputVsPlan')} {...charts.outputVsPlan} />}
        </FigureCard>
      </Col>
      <Col xs={24} xl={16}>
        <FigureCard title={text('variance')} loading={loading} data={data?.materialVariance}>
          {(rows) => (
            <>
              {charts && <ChartBox type="bar" title={text('variance')} {...charts.variance} />}
              <ProductTable
                className="isps-production-variance"
                rows={rows}
                columns={[
                  [text('consumed'), 'consumed'],
                  [text('standard'), 'standard'],
                  [text('difference'), 'variance'],
                ]}
                product={text('component')}
              />
            </>
          )}
        </FigureCard>
      </Col>
      <Col xs={24} xl={8}>
        <FigureCard title={text('lineSide')} loading={loading} data={data?.lineSide}>
          {(rows) => (
            <ProductTable
              className="isps-production-line-side"
              rows={rows}
              columns={[[text('qty'), 'qty']]}
              product={text('component')}
            />
          )}
        </FigureCard>
      </Col>
    </Row>
  );
}
