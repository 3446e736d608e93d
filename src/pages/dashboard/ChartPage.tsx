import { Col, Row } from 'antd';
import { useMemo } from 'react';
import type { ChartFigures, Count } from '../../domain/dashboard/figures';
import type { PageProps } from '../../ui/root/defineElement';
import { useApi, useSession, useT } from '../../ui/root/hooks';
import { ChartBox } from './ChartBox';
import { dictText, loadFigures } from './dashboardApi';
import { FigureCard } from './FigureCard';

/** One series of counts as chart labels and values. */
function chart(rows: Count[] | null | undefined, label: string, text: (key: string) => string = (k) => k) {
  return rows
    ? { labels: rows.map((r) => text(r.key)), series: [{ label, values: rows.map((r) => r.count) }] }
    : null;
}

/** spec 2.3 dashboard chart: inventory age, the products with most stock, documents per type. */
export default function ChartPage(_: PageProps<object>) {
  const t = useT('app');
  const { dictionaries } = useSession();
  const figures = useApi(() => loadFigures<ChartFigures>('chart'), []);
  const data = figures.data;
  const loading = figures.loading && !data;
  const age = useMemo(
    () => chart(data?.ageBuckets, t('dashboard.qty'), (k) => t('dashboard.days', { range: k })),
    [data, t],
  );
  const top = useMemo(() => chart(data?.topProducts, t('dashboard.qty')), [data, t]);
  const types = useMemo(
    () =>
      chart(data?.commandsByType, t('dashboard.documents'), (k) => dictText(dictionaries, 'command_type', k)),
    [data, t, dictionaries],
  );
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <FigureCard title={t('dashboard.age')} loading={loading} data={data?.ageBuckets}>
          {() => age && <ChartBox type="bar" title={t('dashboard.age')} {...age} />}
        </FigureCard>
      </Col>
      <Col xs={24} xl={12}>
        <FigureCard title={t('dashboard.byType')} loading={loading} data={data?.commandsByType}>
          {() => types && <ChartBox type="doughnut" title={t('dashboard.byType')} {...types} />}
        </FigureCard>
      </Col>
      <Col span={24}>
        <FigureCard title={t('dashboard.topProducts')} loading={loading} data={data?.topProducts}>
          {() => top && <ChartBox type="bar" horizontal title={t('dashboard.topProducts')} {...top} />}
        </FigureCard>
      </Col>
    </Row>
  );
}
