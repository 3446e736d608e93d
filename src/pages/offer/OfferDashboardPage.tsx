import { Alert, Card, Col, Row, Statistic } from 'antd';
import { type Locale, type LocalText, pickText } from '../../domain/i18n-text';
import type { PageProps } from '../../ui/root/defineElement';
import { ChartBox } from '../dashboard/ChartBox';
import { FigureCard } from '../dashboard/FigureCard';
import { useDashboard } from '../dashboard/useDashboard';

/** `GET /ofr/offer/dashboard` (server/modules/offer/offer-dashboard-route.ts): money and percentages as decimals. */
export interface OfferDashboardReply {
  counts: { open: number; won: number; lost: number };
  winRate: number | null;
  margins: { band: string; count: number }[];
  openBySalesUser: { salesUserId: string | null; name: string | null; count: number; totalPrice: number }[];
}

const TEXT = {
  open: { zh: '进行中', en: 'Open' },
  won: { zh: '赢单', en: 'Won' },
  lost: { zh: '丢单', en: 'Lost' },
  winRate: { zh: '赢单率', en: 'Win rate' },
  noDecided: { zh: '暂无已决报价', en: 'No decided offer yet' },
  results: { zh: '报价结果', en: 'Offer results' },
  offers: { zh: '报价数', en: 'Offers' },
  margins: { zh: '已审核报价毛利率分布', en: 'Margin distribution of approved offers' },
  marginBand: { zh: '毛利率', en: 'Margin' },
  negative: { zh: '负毛利', en: 'Negative' },
  bySales: { zh: '各销售员进行中报价', en: 'Open offers by sales user' },
  amountBySales: { zh: '各销售员进行中报价金额', en: 'Open offer amount by sales user' },
  amount: { zh: '报价金额', en: 'Offer amount' },
  unassigned: { zh: '未指定销售员', en: 'No sales user' },
  failed: { zh: '看板数据加载失败', en: 'The dashboard could not be loaded' },
} satisfies Record<string, LocalText>;

/** The three charts' labels and series in the page's language. */
function chartsOf(data: OfferDashboardReply, locale: Locale) {
  const text = (key: keyof typeof TEXT) => pickText(TEXT[key], locale);
  const offers = text('offers');
  return {
    results: {
      labels: [text('open'), text('won'), text('lost')],
      series: [{ label: offers, values: [data.counts.open, data.counts.won, data.counts.lost] }],
    },
    margins: {
      labels: data.margins.map((band) => (band.band === 'negative' ? text('negative') : `${band.band} %`)),
      series: [{ label: offers, values: data.margins.map((band) => band.count) }],
    },
    // Counts and amounts apart: on one axis the counts (a few) vanish beside the amounts (thousands).
    bySales: {
      labels: data.openBySalesUser.map((entry) => entry.name ?? text('unassigned')),
      series: [{ label: offers, values: data.openBySalesUser.map((entry) => entry.count) }],
    },
    amountBySales: {
      labels: data.openBySalesUser.map((entry) => entry.name ?? text('unassigned')),
      series: [{ label: text('amount'), values: data.openBySalesUser.map((entry) => entry.totalPrice) }],
    },
  };
}

/**
 * Offers › offer dashboard (issue 15 point 9, menu ofr.dashboard): open, won and lost offers and the win
 * rate, the margin distribution of the approved offers and the open offers by sales user (count and
 * amount). Each offer counts once, its latest version; a sales user sees his own offers (salesScope).
 */
export default function OfferDashboardPage(_: PageProps<object>) {
  const { data, charts, loading, failed, text } = useDashboard('/ofr/offer/dashboard', TEXT, chartsOf);
  if (failed) return <Alert type="error" showIcon message={text('failed')} />;
  const decided = data ? data.counts.won + data.counts.lost : 0;
  return (
    <Row gutter={[16, 16]} className="isps-offer-dashboard">
      {(['open', 'won', 'lost'] as const).map((key) => (
        <Col xs={12} md={6} key={key}>
          <Card>
            <Statistic title={text(key)} value={data?.counts[key] ?? 0} loading={loading} />
          </Card>
        </Col>
      ))}
      <Col xs={12} md={6}>
        <Card>
          <Statistic
            className="isps-offer-win-rate"
            title={text('winRate')}
            loading={loading}
            value={data?.winRate ?? (decided === 0 ? text('noDecided') : 0)}
            {...(data?.winRate !== null && data?.winRate !== undefined ? { precision: 2, suffix: '%' } : {})}
          />
        </Card>
      </Col>
      <Col xs={24} xl={8}>
        <FigureCard
          title={text('results')}
          loading={loading}
          data={decided + (data?.counts.open ?? 0) ? [1] : []}
        >
          {() => charts && <ChartBox type="doughnut" title={text('results')} {...charts.results} />}
        </FigureCard>
      </Col>
      <Col xs={24} xl={16}>
        <FigureCard title={text('margins')} loading={loading} data={data?.margins}>
          {() => charts && <ChartBox type="bar" title={text('margins')} {...charts.margins} />}
        </FigureCard>
      </Col>
      <Col xs={24} xl={12}>
        <FigureCard title={text('bySales')} loading={loading} data={data?.openBySalesUser}>
          {() => charts && <ChartBox type="bar" horizontal title={text('bySales')} {...charts.bySales} />}
        </FigureCard>
      </Col>
      <Col xs={24} xl={12}>
        <FigureCard title={text('amountBySales')} loading={loading} data={data?.openBySalesUser}>
          {() =>
            charts && (
              <ChartBox type="bar" horizontal title={text('amountBySales')} {...charts.amountBySales} />
            )
          }
        </FigureCard>
      </Col>
    </Row>
  );
}
