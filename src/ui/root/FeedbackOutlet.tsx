import { useEffect, useMemo } from 'react';
import {
  $feedbackOutlets,
  $feedbackQueue,
  type Feedback,
  type FeedbackText,
  registerOutlet,
  takeFeedback,
} from '../../client/feedback';
import { useAppFeedback } from './appFeedback';
import { useT } from './hooks';
import { useStore } from './useStore';

/**
 * Shows the page's feedback queue (HTTP errors, the re-login modal) inside this element's shadow
 * root. Every root registers; only the first mounted one shows, so nothing appears twice.
 */
export function FeedbackOutlet(): null {
  const { notification, modal } = useAppFeedback();
  const t = useT();
  const outlet = useMemo(() => Symbol('feedback-outlet'), []);
  const outlets = useStore($feedbackOutlets);
  const queue = useStore($feedbackQueue);
  const leader = outlets[0] === outlet;

  useEffect(() => registerOutlet(outlet), [outlet]);

  useEffect(() => {
    if (!leader) return;
    const text = (value: FeedbackText | undefined) =>
      value === undefined
        ? undefined
        : typeof value === 'string'
          ? value
          : String(t(value.key, value.params));
    const show = (item: Feedback) => {
      switch (item.kind) {
        case 'notification':
          notification[item.level]({
            title: text(item.title),
            description: text(item.description),
            duration: item.seconds,
          });
          return;
        case 'confirm':
          modal[item.level]({
            title: text(item.title),
            content: text(item.content),
            okText: text(item.okText),
            mask: item.mask,
            onOk: item.onOk,
          });
      }
    };
    for (const item of queue) {
      const taken = takeFeedback(item.id);
      if (taken) show(taken);
    }
  }, [leader, queue, notification, modal, t]);

  return null;
}
