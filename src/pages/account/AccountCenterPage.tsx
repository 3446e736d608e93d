import { Avatar, Button, Card, Descriptions, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { currentUserDeparts, type Depart } from '../../client/auth';
import { fileUrl } from '../../client/http';
import { DepartSelectModal } from '../../ui/account/DepartSelectModal';
import type { PageProps } from '../../ui/root/defineElement';
import { useApi, useEmit, useSession, useT } from '../../ui/root/hooks';

/** Account center (spec 2.3): the user and their departments, with the department switch of spec 2.9. */
export default function AccountCenterPage(_: PageProps<object>) {
  const t = useT('accountCenter');
  const emit = useEmit();
  const { userInfo } = useSession();
  const [switching, setSwitching] = useState(false);
  const departs = useApi(() => currentUserDeparts(), []);
  const current = departs.data?.orgCode;

  return (
    <Space orientation="vertical" size="middle" style={{ display: 'flex' }}>
      <Card title={t('title')}>
        <Space align="start" size="large">
          <Avatar size={64} src={fileUrl(userInfo?.avatar) || undefined}>
            {userInfo?.realname?.slice(0, 1)}
          </Avatar>
          <Descriptions column={2} size="small">
            <Descriptions.Item label={t('field.username')}>{userInfo?.username}</Descriptions.Item>
            <Descriptions.Item label={t('field.realname')}>{userInfo?.realname}</Descriptions.Item>
            <Descriptions.Item label={t('field.orgCode')}>{userInfo?.orgCode}</Descriptions.Item>
            <Descriptions.Item label={t('field.phone')}>{String(userInfo?.phone ?? '')}</Descriptions.Item>
            <Descriptions.Item label={t('field.email')}>{String(userInfo?.email ?? '')}</Descriptions.Item>
          </Descriptions>
        </Space>
      </Card>
      <Card
        title={t('departs')}
        extra={
          <Button type="primary" onClick={() => setSwitching(true)}>
            {t('depart.button')}
          </Button>
        }
      >
        <Table<Depart>
          rowKey="id"
          size="middle"
          loading={departs.loading}
          dataSource={departs.data?.list ?? []}
          pagination={false}
          columns={[
            { title: t('column.departName'), dataIndex: 'departName' },
            { title: t('column.orgCode'), dataIndex: 'orgCode', width: 200 },
            {
              title: t('column.current'),
              key: 'current',
              width: 120,
              render: (_, record) =>
                record.orgCode === current ? <Tag color="green">{t('column.isCurrent')}</Tag> : null,
            },
          ]}
        />
      </Card>
      <DepartSelectModal
        open={switching}
        onClose={() => setSwitching(false)}
        onChanged={(orgCode, changed) => {
          departs.reload();
          emit('isps-depart-change', { orgCode, userInfo: changed });
        }}
      />
    </Space>
  );
}
