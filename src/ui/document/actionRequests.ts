import { useState } from 'react';
import { post } from '../../client/http';
import type { EntityRow } from '../entity/entity-api';
import { useAppFeedback } from '../root/appFeedback';

/** The id of one click (domain.md 0.5): a repeated request answers the first result, posts nothing again. */
export function newRequestId(): string {
  return crypto.randomUUID();
}

/**
 * The submit of a document action's dialog: one post at a time (the OK button spins meanwhile), the
 * answer reported, and the dialog closed as changed on success.
 */
export function useActionPost(onDone: (changed: boolean) => void) {
  const { message } = useAppFeedback();
  const [busy, setBusy] = useState(false);
  const run = async (url: string, body: Record<string, unknown>) => {
    setBusy(true);
    try {
      const answer = await post(url, body);
      if (!answer.success) return void message.error(answer.message);
      void message.success(answer.message);
      onDone(true);
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

/**
 * An action that needs only its confirmation (spec 5): asks `title`, then posts the action on the row at
 * the version the list shows under a new request id, reports the answer and calls `onDone` on success.
 */
export function useConfirmedAction() {
  const { message, modal } = useAppFeedback();
  return (request: { basePath: string; row: EntityRow; action: string; title: string }, onDone: () => void) =>
    modal.confirm({
      title: request.title,
      onOk: async () => {
        const answer = await post(`${request.basePath}/${request.action}`, {
          id: request.row.id,
          version: request.row.version ?? 0,
          requestId: newRequestId(),
        });
        if (!answer.success) return void message.error(answer.message);
        void message.success(answer.message);
        onDone();
      },
    });
}
