import { Avatar, Card, Col, List, Row, Typography } from 'antd';
import type { PageProps } from '../../ui/root/defineElement';
import { useT } from '../../ui/root/hooks';
import { DEMO_ROWS } from './demoRows';

/** spec 2.3 list demo: the same rows as cards. */
export default function CardListPage(_: PageProps<object>) {
  const t = useT('app');
  return (
    <List
      grid={{ gutter: 16, xs: 1, sm: 2, md: 3, lg: 3, xl: 4 }}
      dataSource={DEMO_ROWS.slice(0, 12)}
      renderItem={(row) => (
        <List.Item>
          <Card hoverable>
            <Row gutter={12} wrap={false} align="middle">
              <Col flex="none">
                <Avatar style={{ background: '#1890FF' }}>{row.no.slice(-2)}</Avatar>
              </Col>
              <Col flex="auto">
                <Typography.Text strong>{row.no}</Typography.Text>
                <div>
                  <Typography.Text type="secondary">
                    {t('demo.calls')}: {row.calls} · {t(`demo.statuses.${row.status}`)}
                  </Typography.Text>
                </div>
              </Col>
            </Row>
          </Card>
        </List.Item>
      )}
    />
  );
}
