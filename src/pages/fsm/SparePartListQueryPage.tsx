import { Button, Card, Form, Input, Table } from 'antd';
import { useState } from 'react';
import { get } from '../../client/http';
import { useApi, useT } from '../../ui/root/hooks';

interface SparePartRow {
  productId: string;
  code: string;
  name: string;
  defectReturnRequired: boolean;
  listPrice: number | null;
  usableQty: number;
  facilities: { facilityId: string; facilityName: string; usableQty: number }[];
}

/**
 * SparePartListQuery (spec 2.2, domain.md 3.12): spare parts with usable quantity per facility the user
 * may see, the service list price and whether the defective part must come back.
 */
export default function SparePartListQueryPage() {
  const t = useT('warehouse');
  const [product, setProduct] = useState('');
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const list = useApi(
    () => get<{ records: SparePartRow[]; total: number }>('/fsm/sparePartQuery/list', { product, ...page }),
    [product, page.pageNo, page.pageSize],
  );
  return (
    <Card title={t('fsm.partsTitle')} className="isps-spare-part-list-query">
      <Form
        layout="inline"
        style={{ marginBottom: 16 }}
        onFinish={(values: { product?: string }) => setProduct(values.product ?? '')}
      >
        <Form.Item name="product" label={t('inventory.product')}>
          <Input allowClear />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('fsm.search')}
        </Button>
      </Form>
      <Table<SparePartRow>
        rowKey="productId"
        loading={list.loading}
        dataSource={list.data?.result.records ?? []}
        expandable={{
          rowExpandable: (row) => row.facilities.length > 0,
          expandedRowRender: (row) => (
            <Table
              size="small"
              rowKey="facilityId"
              pagination={false}
              dataSource={row.facilities}
              columns={[
                { title: t('fsm.facility'), dataIndex: 'facilityName' },
                { title: t('fsm.usable'), dataIndex: 'usableQty', align: 'right' },
              ]}
            />
          ),
        }}
        pagination={{
          current: page.pageNo,
          pageSize: page.pageSize,
          total: list.data?.result.total ?? 0,
          showSizeChanger: true,
          showQuickJumper: true,
          pageSizeOptions: ['10', '20', '30'],
          onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
        }}
        columns={[
          { title: t('fsm.code'), dataIndex: 'code' },
          { title: t('fsm.name'), dataIndex: 'name' },
          { title: t('fsm.usable'), dataIndex: 'usableQty', align: 'right' },
          { title: t('fsm.listPrice'), dataIndex: 'listPrice', align: 'right' },
          {
            title: t('fsm.defectReturn'),
            dataIndex: 'defectReturnRequired',
            render: (value: boolean) => (value ? t('fsm.yes') : t('fsm.no')),
          },
        ]}
      />
    </Card>
  );
}
