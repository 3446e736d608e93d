import { Button, Card, DatePicker, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { getBlob } from '../../client/http';
import { hasPermission } from '../../client/permissions';
import { saveBlob } from '../../ui/entity/entity-api';
import type { PageProps } from '../../ui/root/defineElement';
import { useApi, useLocale, useSession, useT } from '../../ui/root/hooks';
import { ScorecardTable } from './ScorecardTable';
import { loadScorecard } from './scorecardApi';

const MONTH = 'YYYY-MM';

/**
 * Supplier collaboration › supplier scorecard (issue 12 point 10): per supplier and month the on-time
 * delivery rate, the quality pass rate and the time suppliers take to confirm released items, over a
 * month range (the last six months at first), with its definitions and an Excel export. A supplier
 * user reaching it sees only its own rows (the server confines it).
 */
export default function SupplierScorecardPage(_: PageProps<object>) {
  const t = useT('srm');
  const locale = useLocale();
  const session = useSession();
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [dayjs().subtract(5, 'month'), dayjs()]);
  const query = { from: range[0].format(MONTH), to: range[1].format(MONTH) };
  const scorecard = useApi(() => loadScorecard(query), [query.from, query.to, locale]);
  return (
    <Card
      className="isps-supplier-scorecard"
      title={t('scorecard.title')}
      extra={
        <Space wrap>
          <DatePicker.RangePicker
            className="isps-scorecard-months"
            picker="month"
            allowClear={false}
            aria-label={t('scorecard.months')}
            value={range}
            onChange={(next) => {
              if (next?.[0] && next[1]) setRange([next[0], next[1]]);
            }}
          />
          {hasPermission('srm:scorecard:exportXls', session) && (
            <Button
              className="isps-scorecard-export"
              onClick={async () =>
                saveBlob(await getBlob('/srm/scorecard/exportXls', query), `${t('scorecard.title')}.xlsx`)
              }
            >
              {t('scorecard.export')}
            </Button>
          )}
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{t('scorecard.definition')}</Typography.Paragraph>
      {scorecard.error ? (
        <Typography.Text type="danger">
          {String((scorecard.error as Error).message ?? scorecard.error)}
        </Typography.Text>
      ) : null}
      <ScorecardTable rows={scorecard.data?.records ?? []} loading={scorecard.loading} />
    </Card>
  );
}
