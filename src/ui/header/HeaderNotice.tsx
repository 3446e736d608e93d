import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Modal, Popover } from 'antd';
import { Suspense, useEffect, useRef, useState } from 'react';
import { get } from '../../client/http';
import {
  loadNotices,
  markNoticeRead,
  type NoticeFeed,
  type NoticeItem,
  type NoticeLists,
  noticeSocketUrl,
  startNoticeFeed,
} from '../../client/notices';
import { runtimeConfig } from '../../client/runtimeConfig';
import { useLayout } from '../layout/LayoutContext';
import { PageElement } from '../layout/PageElement';
import type { Announcement } from '../notice/NoticeModal';
import { useAppFeedback } from '../root/appFeedback';
import { useSession, useT } from '../root/hooks';
import { lazyPart, OnceOpened } from '../root/lazyPart';

/** spec 9: the notice popover is 300 px wide. */
export const NOTICE_POPOVER_WIDTH = 300;
/** spec 2.6: 'view more' goes to the user's announcement page. */
export const VIEW_MORE_PATH = '/isps/userAnnouncement';

/**
 * The bell's lists and the notice dialog load when first wanted (the bell hovered or focused, a notice
 * opened), not with the header: the first page after a login does not wait for them (issue 17).
 */
const NoticePanelPart = lazyPart(() => import('./NoticePanel').then((module) => module.NoticePanel));
const NoticeModalPart = lazyPart(() => import('../notice/NoticeModal').then((module) => module.NoticeModal));

const EMPTY: NoticeLists = { anntMsgList: [], anntMsgTotal: 0, sysMsgList: [], sysMsgTotal: 0 };

/**
 * The bell of the header (spec 2.6, 4.3): notices and system messages with their counts, each item
 * with title, publish time and priority tag L/M/H. Opening one marks it read and reloads; a url
 * notice offers "go handle", a component notice opens its page in a dialog.
 */
export function HeaderNotice() {
  const t = useT('app');
  const { notification } = useAppFeedback();
  const { navigate } = useLayout();
  const { token, userInfo } = useSession();
  const [lists, setLists] = useState<NoticeLists>(EMPTY);
  const [open, setOpen] = useState(false);
  const [detail, setDetail] = useState<Announcement | null>(null);
  const [component, setComponent] = useState<NoticeItem | null>(null);
  const feed = useRef<NoticeFeed | null>(null);
  const userId = userInfo?.id;

  useEffect(() => {
    if (!token || !userId) return;
    let live = true;
    void runtimeConfig().then((config) => {
      if (!live) return;
      feed.current = startNoticeFeed({
        load: loadNotices,
        onData: setLists,
        socketUrl: noticeSocketUrl(config, userId),
        token,
        onMessage: (message) => {
          if ((message.cmd === 'topic' || message.cmd === 'user') && message.msgTxt) {
            notification.info({
              title: t('notice.new'),
              description: message.msgTxt,
              duration: 6,
            });
          }
        },
      });
    });
    return () => {
      live = false;
      feed.current?.stop();
      feed.current = null;
    };
  }, [token, userId, notification, t]);

  /** spec 4.3: opening a notice marks it read and reloads the list. */
  const openNotice = async (item: NoticeItem) => {
    setOpen(false);
    try {
      if (await markNoticeRead(item.id)) await feed.current?.reload();
    } catch {
      // The HTTP layer showed the failure (spec 8); the notice is still shown.
    }
    if (item.openType === 'component' && item.openPage) {
      setComponent(item);
      return;
    }
    const full = await get<Announcement>('/sys/annountCement/queryById', { id: item.id }).then(
      (response) => (response.success ? response.result : null),
      () => null,
    );
    setDetail(full ?? (item as Announcement));
  };

  const total = lists.anntMsgTotal + lists.sysMsgTotal;
  const panel = (
    <Suspense fallback={<div style={{ height: 120 }} aria-busy="true" />}>
      <NoticePanelPart
        lists={lists}
        onOpen={(item) => void openNotice(item)}
        onViewMore={() => {
          setOpen(false);
          navigate(VIEW_MORE_PATH);
        }}
      />
    </Suspense>
  );

  return (
    <>
      <Popover
        trigger="click"
        placement="bottomRight"
        open={open}
        onOpenChange={setOpen}
        content={panel}
        styles={{ root: { width: NOTICE_POPOVER_WIDTH } }}
        classNames={{ root: 'isps-notice-popover' }}
      >
        <Button
          type="text"
          aria-label={t('notice.bell', { count: total })}
          className="isps-notice-bell"
          onPointerEnter={() => void NoticePanelPart.preload()}
          onFocus={() => void NoticePanelPart.preload()}
        >
          <Badge count={total} size="small">
            <BellOutlined style={{ fontSize: 16 }} />
          </Badge>
        </Button>
      </Popover>
      <OnceOpened open={detail !== null}>
        <NoticeModalPart
          notice={detail}
          onClose={() => setDetail(null)}
          onNavigate={(path) => {
            setDetail(null);
            navigate(path);
          }}
        />
      </OnceOpened>
      <Modal
        open={component !== null}
        width="80%"
        title={component?.titile}
        footer={null}
        onCancel={() => setComponent(null)}
        destroyOnHidden
      >
        {component?.openPage && (
          <PageElement tag={component.openPage} attributes={{ 'bus-id': component.busId ?? '' }} />
        )}
      </Modal>
    </>
  );
}
