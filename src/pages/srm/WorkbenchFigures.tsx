import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useT } from '../../ui/root/hooks';
import { ScorecardTable } from './ScorecardTable';
import type { WorkbenchSummary } from './scorecardApi';

const percent = (value: number | null | undefined) => (value === null || value === undefined ? '—' : value);

/** The supplier's own figures: four numbers of the last three months, then month by month. */
export function WorkbenchFigures({
  data,
  loading,
}: {
  data: WorkbenchSummary | undefined;
  loading: boolean;
}) {
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
