import { Card, Col, Row, Statistic } from 'antd';
import { useMemo } from 'react';
import type { AnalysisFigures, SupplierHomeFigures } from '../../domain/dashboard/figures';
import type { PageProps } from '../../ui/root/defineElement';
import { useApi, useLocale, useSession, useT } from '../../ui/root/hooks';
import { ChartBox } from './ChartBox';
import { dictColor, dictText, formatAmount, loadFigures } from './dashboardApi';
import { FigureCard } from './FigureCard';
import { SupplierHome } from './SupplierHome';

/**
 * The home page (spec 2.1 dashboard analysis): counts, receipts and deliveries per day, documents by
 * status, stock value per facility and the supplier on-time rate, all from the database.
 */
export default function AnalysisPage(_: PageProps<object>) {
  const t = useT('app');
  const locale = useLocale();
  const { dictionaries } = useSession();
  const figures = useApi(() => loadFigures<AnalysisFigures | SupplierHomeFigures>('analysis'), [locale]);
  const answer = figures.data;
  const loading = figures.loading && !answer;
  const data = answer?.view === 'company' ? answer : null;

  const flow = useMemo(() => {
    const rows = data?.flowPerDay;
    return rows
      ? {
          labels: rows.map((r) => r.day.slice(5)),
          series: [
            { label: t('dashboard.inbound'), values: rows.map((r) => r.inbound) },
            { label: t('dashboard.outbound'), values: rows.map((r) => r.outbound) },
          ],
        }
      : null;
  }, [data, t]);
  const status = useMemo(
    () =>
      data?.documentsByStatus
        ? {
            labels: data.documentsByStatus.map((r) => dictText(dictionaries, 'doc_status', r.key)),
            sliceColors: data.documentsByStatus.map((r) => dictColor(dictionaries, 'doc_status', r.key)),
            series: [{ label: t('dashboard.documents'), values: data.documentsByStatus.map((r) => r.count) }],
          }
        : null,
    [data, dictionaries, t],
  );
  const value = useMemo(
    () =>
      data?.stockValueByFacility
        ? {
            labels: data.stockValueByFacility.map((r) => r.facility),
            series: [
              { label: t('dashboard.stockValue'), values: data.stockValueByFacility.map((r) => r.value) },
            ],
          }
        : null,
    [data, t],
  );
  const onTime = useMemo(
    () =>
      data?.supplierOnTime
        ? {
            labels: data.supplierOnTime.map((r) => r.partner),
            series: [{ label: t('dashboard.onTimeRate'), values: data.supplierOnTime.map((r) => r.rate) }],
          }
        : null,
    [data, t],
  );

  const stat = (title: string, figure: number | null | undefined) => (
    <Col xs={12} lg={6}>
      <Card className="isps-stat">
        <Statistic title={title} value={figure ?? '—'} loading={loading} />
      </Card>
    </Col>
  );
  const totalValue = data?.stockValueByFacility?.reduce((sum, r) => sum + r.value, 0);
  if (answer?.view === 'supplier') return <SupplierHome data={answer} loading={loading} />;

  return (
    <Row gutter={[16, 16]}>
      {stat(t('dashboard.products'), data?.summary.products)}
      {stat(t('dashboard.facilities'), data?.summary.facilities)}
      {stat(t('dashboard.partners'), data?.summary.partners)}
      {stat(t('dashboard.openDocuments'), data?.summary.openCommands)}
      <Col xs={24} xl={16}>
        <FigureCard title={t('dashboard.flowPerDay')} loading={loading} data={data?.flowPerDay}>
          {() => flow && <ChartBox type="bar" title={t('dashboard.flowPerDay')} {...flow} />}
        </FigureCard>
      </Col>
      <Col xs={24} xl={8}>
        <FigureCard title={t('dashboard.byStatus')} loading={loading} data={data?.documentsByStatus}>
          {() => status && <ChartBox type="doughnut" title={t('dashboard.byStatus')} {...status} />}
        </FigureCard>
      </Col>
      <Col xs={24} xl={12}>
        <FigureCard
          title={t('dashboard.stockByFacility')}
          loading={loading}
          data={data?.stockValueByFacility}
          extra={totalValue === undefined ? null : formatAmount(totalValue, locale)}
        >
          {() =>
            value && <ChartBox type="bar" horizontal title={t('dashboard.stockByFacility')} {...value} />
          }
        </FigureCard>
      </Col>
      <Col xs={24} xl={12}>
        <FigureCard title={t('dashboard.supplierOnTime')} loading={loading} data={data?.supplierOnTime}>
          {() => onTime && <ChartBox type="bar" title={t('dashboard.supplierOnTime')} {...onTime} />}
        </FigureCard>
      </Col>
    </Row>
  );
}
