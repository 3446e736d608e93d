import { Button, Divider, Modal, Typography } from 'antd';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { recordLink } from '../../domain/system/paths';
import { useT } from '../root/hooks';

/** spec 3 announcement (with the JeecgBoot spelling `titile`). */
export interface Announcement {
  id: string;
  titile: string;
  sender?: string | null;
  sendTime?: string | null;
  createTime?: string | null;
  msgContent?: string | null;
  priority?: 'L' | 'M' | 'H' | null;
  msgCategory?: string | null;
  openType?: string | null;
  openPage?: string | null;
  /** The record the notice is about: "go handle" opens the page with it shown. */
  busId?: string | null;
}

/**
 * The notice modal (spec 2.9): 60 % wide, title, sender, send time and the HTML body, sanitised
 * (api-contract 11: never render announcement HTML raw). openType url offers "go handle": the page,
 * with the record the notice is about opened.
 */
export function NoticeModal({
  notice,
  onClose,
  onNavigate,
}: {
  notice: Announcement | null;
  onClose: () => void;
  onNavigate: (path: string) => void;
}) {
  const t = useT('announcement');
  const html = useMemo(() => DOMPurify.sanitize(notice?.msgContent ?? ''), [notice]);
  const canHandle = notice?.openType === 'url' && Boolean(notice.openPage);
  return (
    <Modal
      open={notice !== null}
      width="60%"
      title={t('modal.title')}
      onCancel={onClose}
      footer={[
        canHandle ? (
          <Button
            key="handle"
            type="primary"
            onClick={() => notice?.openPage && onNavigate(recordLink(notice.openPage, notice.busId))}
          >
            {t('modal.handle')}
          </Button>
        ) : null,
        <Button key="close" onClick={onClose}>
          {t('modal.close')}
        </Button>,
      ]}
    >
      {notice && (
        <article>
          <Typography.Title level={4} style={{ textAlign: 'center' }}>
            {notice.titile}
          </Typography.Title>
          <Typography.Text type="secondary">
            {t('modal.meta', {
              sender: notice.sender ?? '',
              sendTime: notice.sendTime ?? notice.createTime ?? '',
            })}
          </Typography.Text>
          <Divider />
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above */}
          <div className="isps-notice-body" dangerouslySetInnerHTML={{ __html: html }} />
        </article>
      )}
    </Modal>
  );
}
