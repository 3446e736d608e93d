import { Avatar, Button, Card, Col, List, Row, Space, Table, Tag, Typography } from 'antd';
import { fileUrl } from '../../client/http';
import { pickText } from '../../domain/i18n-text';
import { menuByKey } from '../../domain/system/menu';
import type { PageProps } from '../../ui/root/defineElement';
import { useApi, useEmit, useLocale, useSession, useT } from '../../ui/root/hooks';
import { type CommandCard, dictText, loadFigures, type WorkplaceFigures } from './dashboardApi';
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

/** spec 2.3 dashboard workplace: who I am, what waits for approval, my latest documents, shortcuts. */
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
        <FigureCard title={t('dashboard.pending')} loading={loading} data={data?.pendingByType}>
          {(rows) => (
            <List
              size="small"
              dataSource={rows}
              renderItem={(row) => (
                <List.Item extra={<Tag color="orange">{row.count}</Tag>}>
                  {dictText(dictionaries, 'command_type', row.key)}
                </List.Item>
              )}
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
