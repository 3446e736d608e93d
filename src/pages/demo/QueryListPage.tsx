import { Badge, Button, Card, Col, Form, Input, Row, Select, Space, Table } from 'antd';
import { useMemo, useState } from 'react';
import type { PageProps } from '../../ui/root/defineElement';
import { useT } from '../../ui/root/hooks';
import { DEMO_ROWS, type DemoRow } from './demoRows';

const BADGE = { running: 'processing', online: 'success', offline: 'default', error: 'error' } as const;

/**
 * spec 2.3 list demo: a query bar over a table with the paging of spec 9 (10 per page, 10/20/30,
 * quick jump, size changer, range and total). Search resets to page 1.
 */
export default function QueryListPage(_: PageProps<object>) {
  const t = useT('app');
  const [form] = Form.useForm<{ no?: string; status?: DemoRow['status'] }>();
  const [filter, setFilter] = useState<{ no?: string; status?: DemoRow['status'] }>({});
  const [page, setPage] = useState({ current: 1, pageSize: 10 });
  const rows = useMemo(
    () =>
      DEMO_ROWS.filter(
        (row) =>
          (!filter.no || row.no.includes(filter.no)) && (!filter.status || row.status === filter.status),
      ),
    [filter],
  );
  return (
    <Card>
      <Form
        form={form}
        onFinish={(values) => {
          setFilter(values);
          setPage((p) => ({ ...p, current: 1 }));
        }}
      >
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="no" label={t('demo.ruleNo')}>
              <Input allowClear />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="status" label={t('demo.status')}>
              <Select
                allowClear
                options={(['running', 'online', 'offline', 'error'] as const).map((s) => ({
                  value: s,
                  label: t(`demo.statuses.${s}`),
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Space>
              <Button type="primary" htmlType="submit">
                {t('demo.search')}
              </Button>
              <Button
                onClick={() => {
                  form.resetFields();
                  setFilter({});
                  setPage((p) => ({ ...p, current: 1 }));
                }}
              >
                {t('demo.reset')}
              </Button>
            </Space>
          </Col>
        </Row>
      </Form>
      <Table<DemoRow>
        rowKey="key"
        dataSource={rows}
        pagination={{
          ...page,
          pageSizeOptions: [10, 20, 30],
          showQuickJumper: true,
          showSizeChanger: true,
          showTotal: (total, [start, end]) => t('demo.total', { start, end, total }),
          onChange: (current, pageSize) => setPage({ current, pageSize }),
        }}
        columns={[
          { title: t('demo.ruleNo'), dataIndex: 'no' },
          { title: t('demo.description'), dataIndex: 'description' },
          { title: t('demo.calls'), dataIndex: 'calls', sorter: (a, b) => a.calls - b.calls, align: 'right' },
          {
            title: t('demo.status'),
            dataIndex: 'status',
            render: (status: DemoRow['status']) => (
              <Badge status={BADGE[status]} text={t(`demo.statuses.${status}`)} />
            ),
          },
          { title: t('demo.updatedAt'), dataIndex: 'updatedAt' },
        ]}
      />
    </Card>
  );
}
