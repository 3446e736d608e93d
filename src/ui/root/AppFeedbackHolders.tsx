import { Modal, message, notification } from 'antd';
import { useEffect, useMemo } from 'react';
import type { AppFeedback, FeedbackHoldersProps } from './appFeedback';

/**
 * antd's message, notification and modal hooks with their holders, as antd's `<App>` renders them
 * (message and notification in the element's popup container); loaded after the first paint
 * (src/ui/root/appFeedback.tsx), they hand their functions to the element root once mounted.
 */
export function AppFeedbackHolders({ getContainer, onReady }: FeedbackHoldersProps) {
  const [messageApi, messageHolder] = message.useMessage({ getContainer });
  const [notificationApi, notificationHolder] = notification.useNotification({ getContainer });
  const [modalApi, modalHolder] = Modal.useModal();
  const api = useMemo<AppFeedback>(
    () => ({ message: messageApi, notification: notificationApi, modal: modalApi }),
    [messageApi, notificationApi, modalApi],
  );
  useEffect(() => onReady(api), [api, onReady]);
  return (
    <>
      {modalHolder}
      {messageHolder}
      {notificationHolder}
    </>
  );
}
