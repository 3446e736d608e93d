import { Button, List, Tabs, Tag } from 'antd';
import type { NoticeItem, NoticeLists } from '../../client/notices';
import { useT } from '../root/hooks';

const PRIORITY_COLOR = { L: 'blue', M: 'orange', H: 'red' } as const;

/**
 * The bell's popover (spec 2.6, 4.3): notices and system messages in two tabs, each item with title,
 * publish time and priority tag L/M/H, and "view more".
 */
export function NoticePanel({
  lists,
  onOpen,
  onViewMore,
}: {
  lists: NoticeLists;
  onOpen: (item: NoticeItem) => void;
  onViewMore: () => void;
}) {
  const t = useT('app');
  const list = (items: NoticeItem[]) => (
    <List<NoticeItem>
      size="small"
      dataSource={items}
      locale={{ emptyText: t('notice.empty') }}
      renderItem={(item) => (
        <List.Item
          className="isps-notice-item"
          style={{ cursor: 'pointer' }}
          onClick={() => onOpen(item)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ' ') {
              event.preventDefault();
              onOpen(item);
            }
          }}
          tabIndex={0}
          role="button"
          extra={item.priority ? <Tag color={PRIORITY_COLOR[item.priority]}>{item.priority}</Tag> : null}
        >
          <List.Item.Meta title={item.titile} description={item.sendTime ?? item.createTime ?? ''} />
        </List.Item>
      )}
    />
  );
  const viewMore = (
    <Button block type="link" onClick={onViewMore}>
      {t('notice.viewMore')}
    </Button>
  );

  return (
    <Tabs
      centered
      size="small"
      items={[
        {
          key: 'notice',
          label: t('notice.notices', { count: lists.anntMsgTotal }),
          children: (
            <>
              {list(lists.anntMsgList)}
              {viewMore}
            </>
          ),
        },
        {
          key: 'system',
          label: t('notice.system', { count: lists.sysMsgTotal }),
          children: (
            <>
              {list(lists.sysMsgList)}
              {viewMore}
            </>
          ),
        },
      ]}
    />
  );
}
