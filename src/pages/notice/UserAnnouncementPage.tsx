import { Button, Card, Select, Space, Table, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { get, put } from '../../client/http';
import { type Announcement, NoticeModal } from '../../ui/notice/NoticeModal';
import { useAppFeedback } from '../../ui/root/appFeedback';
import type { PageProps } from '../../ui/root/defineElement';
import { useApi, useElementApi, useEmit, useT } from '../../ui/root/hooks';

/** api-contract 6.2 `listByUser`. */
interface ListByUser {
  anntMsgList: Announcement[];
  anntMsgTotal: number;
  sysMsgList: Announcement[];
  sysMsgTotal: number;
}

/** spec 3: priority L general, M important, H urgent. */
const PRIORITY_COLOR = { L: 'blue', M: 'orange', H: 'red' } as const;

type Category = '' | '1' | '2';

/** spec 2.2 "view more" page (/isps/userAnnouncement): my unread notices and system messages. */
export default function UserAnnouncementPage({
  category: initialCategory,
}: PageProps<{ category?: string }>) {
  const t = useT('announcement');
  const { message } = useAppFeedback();
  const emit = useEmit();
  const [category, setCategory] = useState<Category>(
    initialCategory === '1' || initialCategory === '2' ? initialCategory : '',
  );
  const [open, setOpen] = useState<Announcement | null>(null);
  const list = useApi(() => get<ListByUser>('/sys/annountCement/listByUser').then((r) => r.result), []);
  useElementApi({ refresh: list.reload });

  const rows = useMemo(() => {
    const data = list.data;
    if (!data) return [];
    const notices = (data.anntMsgList ?? []).map((a) => ({ ...a, msgCategory: '1' }));
    const system = (data.sysMsgList ?? []).map((a) => ({ ...a, msgCategory: '2' }));
    return category === '1' ? notices : category === '2' ? system : [...notices, ...system];
  }, [list.data, category]);

  /** spec 4.3: opening a notice marks it read and reloads the list. */
  const openNotice = async (notice: Announcement) => {
    setOpen(notice);
    try {
      const response = await put('/sys/sysAnnouncementSend/editByAnntIdAndUserId', { anntId: notice.id });
      if (response.success) {
        void message.success(t('markedRead'));
        emit('isps-announcement-read', { anntId: notice.id, titile: notice.titile });
        list.reload();
      }
    } catch {
      // The HTTP layer already showed the failure (spec 8); the notice stays readable.
    }
  };

  const navigate = (path: string) => {
    setOpen(null);
    emit('isps-navigate', { path });
  };

  return (
    <Card
      title={t('title')}
      extra={
        <Space>
          <Select<Category>
            value={category}
            onChange={setCategory}
            style={{ width: 160 }}
            options={[
              { value: '', label: t('category.all') },
              { value: '1', label: t('category.notice', { count: list.data?.anntMsgTotal ?? 0 }) },
              { value: '2', label: t('category.system', { count: list.data?.sysMsgTotal ?? 0 }) },
            ]}
          />
          <Button onClick={list.reload}>{t('refresh')}</Button>
        </Space>
      }
    >
      <Table<Announcement>
        rowKey="id"
        size="middle"
        loading={list.loading}
        dataSource={rows}
        pagination={{
          pageSize: 10,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 30],
          showQuickJumper: true,
        }}
        onRow={(record) => ({ onClick: () => void openNotice(record), style: { cursor: 'pointer' } })}
        columns={[
          { title: t('column.title'), dataIndex: 'titile', ellipsis: true },
          {
            title: t('column.category'),
            dataIndex: 'msgCategory',
            width: 120,
            render: (value: string) =>
              value === '1' ? t('category.noticeShort') : t('category.systemShort'),
          },
          {
            title: t('column.priority'),
            dataIndex: 'priority',
            width: 100,
            render: (value: Announcement['priority']) =>
              value ? <Tag color={PRIORITY_COLOR[value]}>{t(`priority.${value}`)}</Tag> : null,
          },
          { title: t('column.sender'), dataIndex: 'sender', width: 120 },
          { title: t('column.time'), dataIndex: 'createTime', width: 180 },
        ]}
      />
      <NoticeModal notice={open} onClose={() => setOpen(null)} onNavigate={navigate} />
    </Card>
  );
}
