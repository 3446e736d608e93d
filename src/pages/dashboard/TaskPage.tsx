import { Badge, Card, Col, Empty, Row, Spin, Typography } from 'antd';
import type { TaskFigures } from '../../domain/dashboard/figures';
import type { PageProps } from '../../ui/root/defineElement';
import { useApi, useSession, useT } from '../../ui/root/hooks';
import { dictText, loadFigures } from './dashboardApi';

/** spec 2.3 dashboard task: approved documents as cards in columns unexecuted, executing, completed. */
export default function TaskPage(_: PageProps<object>) {
  const t = useT('app');
  const { dictionaries } = useSession();
  const figures = useApi(() => loadFigures<TaskFigures>('task'), []);
  if (figures.loading && !figures.data) return <Spin style={{ display: 'block', padding: 48 }} />;
  const columns = figures.data?.columns;
  if (!columns) {
    return (
      <Card>
        <Empty description={t('dashboard.notYet')} />
      </Card>
    );
  }
  return (
    <Row gutter={[16, 16]}>
      {columns.map((column) => (
        <Col key={column.status} xs={24} md={8}>
          <Card
            title={
              <span>
                {dictText(dictionaries, 'fulfil_status', column.status)}{' '}
                <Badge count={column.total} showZero color="#8c8c8c" />
              </span>
            }
            styles={{ body: { background: '#fafafa', minHeight: 240 } }}
          >
            {column.cards.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.noData')} />
            ) : (
              column.cards.map((card) => (
                <Card key={card.id} size="small" style={{ marginBottom: 8 }}>
                  <Typography.Text strong>{card.code}</Typography.Text>
                  <div>
                    <Typography.Text type="secondary">
                      {dictText(dictionaries, 'command_type', card.commandType)} · {card.createBy} ·{' '}
                      {card.createTime}
                    </Typography.Text>
                  </div>
                </Card>
              ))
            )}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
