import { Avatar, Button, Card, Col, List, Row, Space, Table, Tag, Typography } from 'antd';
import { fileUrl } from '../../client/http';
import type { CommandCard, WorkplaceFigures } from '../../domain/dashboard/figures';
import { pickText } from '../../domain/i18n-text';
import type { SupplierException } from '../../domain/srm/supplier-exception';
import { menuByKey } from '../../domain/system/menu';
import { recordLink } from '../../domain/system/paths';
import type { PageProps } from '../../ui/root/defineElement';
import { useApi, useEmit, useLocale, useSession, useT } from '../../ui/root/hooks';
import { dictText, loadFigures } from './dashboardApi';
import { FigureCard } from './FigureCard';

/** Pages a warehouse or purchasing user opens most, by menu key (src/domain/system/menu.ts). */
const SHORTCUTS = [
  'wms.inventory',
  'inventory.receive',
  'inventory.delivery',
  'srm.deliveryNote',
  'srm.purchaseOrder',
  'mdm.product',
] as const;

const PURCHASE_ORDER_PATH = menuByKey('srm.purchaseOrder')?.path ?? '/srm/purchase-order';

/**
 * spec 2.3 dashboard workplace: who I am, what waits for my approval (per page, linked), my latest documents, for a buyer the
 * items suppliers rejected or asked to change (domain.md 4.1 step 2), shortcuts.
 */
export default function WorkplacePage(_: PageProps<object>) {
  const t = useT('app');
  const locale = useLocale();
  const emit = useEmit();
  const { userInfo, dictionaries } = useSession();
  const figures = useApi(() => loadFigures<WorkplaceFigures>('workplace'), []);
  const data = figures.data;
  const loading = figures.loading && !data;

  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <Card>
          <Space size="large" align="center">
            <Avatar size={56} src={fileUrl(userInfo?.avatar) || undefined}>
              {userInfo?.realname?.slice(0, 1)}
            </Avatar>
            <div>
              <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
                {t('dashboard.hello', { name: userInfo?.realname ?? userInfo?.username ?? '' })}
              </Typography.Title>
              <Typography.Text type="secondary">{t('dashboard.workplaceIntro')}</Typography.Text>
            </div>
          </Space>
        </Card>
      </Col>
      <Col xs={24} lg={8}>
        <FigureCard title={t('dashboard.pending')} loading={loading} data={data?.pendingApprovals}>
          {(rows) => (
            <List
              size="small"
              className="isps-pending-approvals"
              dataSource={rows}
              locale={{ emptyText: t('dashboard.nothingPending') }}
              renderItem={(row) => {
                const page = menuByKey(row.menuKey);
                return (
                  <List.Item extra={<Tag color="orange">{row.count}</Tag>}>
                    {page ? (
                      <Button
                        type="link"
                        size="small"
                        style={{ padding: 0 }}
                        onClick={() => emit('isps-navigate', { path: `${page.path}?docStatus=pending` })}
                      >
                        {pickText(page.title, locale)}
                      </Button>
                    ) : (
                      row.menuKey
                    )}
                  </List.Item>
                );
              }}
            />
          )}
        </FigureCard>
      </Col>
      <Col xs={24} lg={16}>
        <FigureCard title={t('dashboard.myRecent')} loading={loading} data={data?.myRecent}>
          {(rows) => (
            <Table<CommandCard>
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={rows}
              columns={[
                { title: t('dashboard.code'), dataIndex: 'code' },
                {
                  title: t('dashboard.type'),
                  dataIndex: 'commandType',
                  render: (value: string | null) => dictText(dictionaries, 'command_type', value),
                },
                {
                  title: t('dashboard.status'),
                  dataIndex: 'docStatus',
                  render: (value: string | null) => dictText(dictionaries, 'doc_status', value),
                },
                { title: t('dashboard.createTime'), dataIndex: 'createTime' },
              ]}
            />
          )}
        </FigureCard>
      </Col>
      {data?.supplierExceptions && (
        <Col span={24}>
          <FigureCard
            title={t('dashboard.supplierExceptions', { count: data.supplierExceptions.total })}
            loading={false}
            data={data.supplierExceptions.rows}
          >
            {(rows) => (
              <Table<SupplierException>
                rowKey={(row) => `${row.purchaseOrderId}-${row.lineNo}`}
                size="small"
                pagination={false}
                dataSource={rows}
                className="isps-supplier-exceptions"
                columns={[
                  {
                    title: t('dashboard.purchaseOrder'),
                    dataIndex: 'code',
                    render: (code: string | null, row) => (
                      <Button
                        type="link"
                        size="small"
                        onClick={() =>
                          emit('isps-navigate', {
                            path: recordLink(PURCHASE_ORDER_PATH, row.purchaseOrderId),
                          })
                        }
                      >
                        {code}
                      </Button>
                    ),
                  },
                  { title: t('dashboard.supplierName'), dataIndex: 'partner' },
                  { title: t('dashboard.line'), dataIndex: 'lineNo' },
                  { title: t('dashboard.product'), dataIndex: 'product' },
                  {
                    title: t('dashboard.status'),
                    dataIndex: 'confirmStatus',
                    render: (value: string) => (
                      <Tag color={value === 'rejected' ? 'red' : 'orange'}>
                        {dictText(dictionaries, 'confirm_status', value)}
                      </Tag>
                    ),
                  },
                  { title: t('dashboard.supplierRemark'), dataIndex: 'supplierRemark' },
                  { title: t('dashboard.updateTime'), dataIndex: 'updateTime' },
                ]}
              />
            )}
          </FigureCard>
        </Col>
      )}
      <Col span={24}>
        <Card title={t('dashboard.shortcuts')}>
          <Space wrap>
            {SHORTCUTS.map((key) => menuByKey(key)).map(
              (menu) =>
                menu && (
                  <Button key={menu.key} onClick={() => emit('isps-navigate', { path: menu.path })}>
                    {pickText(menu.title, locale)}
                  </Button>
                ),
            )}
          </Space>
        </Card>
      </Col>
    </Row>
  );
}
