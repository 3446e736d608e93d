import { Button, Card, Table } from 'antd';
import { get, getBlob } from '../../client/http';
import { hasPermission } from '../../client/permissions';
import { saveBlob } from '../../ui/entity/entity-api';
import { useApi, useSession, useT } from '../../ui/root/hooks';

interface StageStatistic {
  stage: string;
  regionCode: string | null;
  count: number;
  onTime: number;
  overdue: number;
  inProgress: number;
}

/**
 * ProjectStageStatistics (spec 2.2, domain.md 3.12): per stage and region, count, on time, overdue;
 * Excel export of the same table for `fsm:projectStage:exportXls`.
 */
export default function ProjectStageStatisticsPage() {
  const t = useT('warehouse');
  const session = useSession();
  const stats = useApi(() => get<StageStatistic[]>('/fsm/projectStage/statistics'), []);
  const stageText = (value: string) =>
    session.dictionaries?.project_stage?.find((item) => item.value === value)?.text ?? value;
  return (
    <Card
      title={t('fsm.title')}
      className="isps-project-stage-statistics"
      extra={
        hasPermission('fsm:projectStage:exportXls', session) && (
          <Button
            className="isps-project-stage-export"
            onClick={async () =>
              saveBlob(await getBlob('/fsm/projectStage/statistics/exportXls'), `${t('fsm.title')}.xlsx`)
            }
          >
            {t('fsm.export')}
          </Button>
        )
      }
    >
      <Table<StageStatistic>
        rowKey={(row) => `${row.stage}|${row.regionCode ?? ''}`}
        loading={stats.loading}
        dataSource={stats.data?.result ?? []}
        pagination={false}
        columns={[
          { title: t('fsm.stage'), dataIndex: 'stage', render: (value: string) => stageText(value) },
          { title: t('fsm.region'), dataIndex: 'regionCode' },
          { title: t('fsm.count'), dataIndex: 'count', align: 'right' },
          { title: t('fsm.onTime'), dataIndex: 'onTime', align: 'right' },
          { title: t('fsm.overdue'), dataIndex: 'overdue', align: 'right' },
          { title: t('fsm.inProgress'), dataIndex: 'inProgress', align: 'right' },
        ]}
      />
    </Card>
  );
}
