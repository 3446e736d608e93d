import { Card, Col, Row, Statistic } from 'antd';
import type { Count, SupplierHomeFigures } from '../../domain/dashboard/figures';
import { useSession, useT } from '../../ui/root/hooks';
import { ChartBox } from './ChartBox';
import { dictColor, dictText } from './dashboardApi';
import { FigureCard } from './FigureCard';

/**
 * A supplier user's home page (issue 16 point 3): the figures of its own receipts, inspections and
 * returns, with status values from their dictionaries; the company's figures are not the supplier's.
 */
export function SupplierHome({ data, loading }: { data: SupplierHomeFigures | null; loading: boolean }) {
  const t = useT('app');
  const { dictionaries } = useSession();
  const stat = (title: string, figure: number | null | undefined) => (
    <Col xs={12} lg={6}>
      <Card className="isps-stat">
        <Statistic title={title} value={figure ?? '—'} loading={loading} />
      </Card>
    </Col>
  );
  const byDictionary = (title: string, code: string, rows: Count[] | null | undefined) => (
    <FigureCard title={title} loading={loading} data={rows}>
      {(counts) => (
        <ChartBox
          type="doughnut"
          title={title}
          labels={counts.map((row) => dictText(dictionaries, code, row.key))}
          sliceColors={counts.map((row) => dictColor(dictionaries, code, row.key))}
          series={[{ label: title, values: counts.map((row) => row.count) }]}
        />
      )}
    </FigureCard>
  );
  const summary = data?.summary;
  return (
    <Row gutter={[16, 16]}>
      {stat(t('dashboard.supplier.receipts'), summary?.receipts)}
      {stat(t('dashboard.supplier.inspections'), summary?.inspections)}
      {stat(t('dashboard.supplier.failedInspections'), summary?.failedInspections)}
      {stat(t('dashboard.supplier.openReturns'), summary?.openReturns)}
      <Col xs={24} xl={16}>
        <FigureCard
          title={t('dashboard.supplier.receiptsPerDay')}
          loading={loading}
          data={data?.receiptsPerDay}
        >
          {(rows) => (
            <ChartBox
              type="bar"
              title={t('dashboard.supplier.receiptsPerDay')}
              labels={rows.map((row) => row.day.slice(5))}
              series={[{ label: t('dashboard.supplier.receipts'), values: rows.map((row) => row.count) }]}
            />
          )}
        </FigureCard>
      </Col>
      <Col xs={24} xl={8}>
        {byDictionary(
          t('dashboard.supplier.inspectionsByResult'),
          'inspection_result',
          data?.inspectionsByResult,
        )}
      </Col>
      <Col xs={24} xl={12}>
        {byDictionary(t('dashboard.supplier.returnsByStatus'), 'doc_status', data?.returnsByStatus)}
      </Col>
      {/* Left out for a user who may not read receipts, purchase orders or delivery notes (null). */}
      {data?.supplierOnTime && (
        <Col xs={24} xl={12}>
          <FigureCard title={t('dashboard.supplier.myOnTime')} loading={loading} data={data.supplierOnTime}>
            {(rows) => (
              <ChartBox
                type="bar"
                title={t('dashboard.supplier.myOnTime')}
                labels={rows.map((row) => row.partner)}
                series={[{ label: t('dashboard.onTimeRate'), values: rows.map((row) => row.rate) }]}
              />
            )}
          </FigureCard>
        </Col>
      )}
    </Row>
  );
}
