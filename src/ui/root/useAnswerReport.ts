import { useCallback } from 'react';
import { useAppFeedback } from './appFeedback';

/**
 * Reports the answer of a change (api-contract 1.2 envelope) the way every admin panel does: its
 * message as an error, or as a success followed by reloading what it changed. Resolves to whether it
 * succeeded, so a dialog knows to close.
 */
export function useAnswerReport(reload: () => Promise<unknown>) {
  const { message } = useAppFeedback();
  return useCallback(
    async (answer: { success: boolean; message: string }): Promise<boolean> => {
      if (!answer.success) {
        void message.error(answer.message);
        return false;
      }
      void message.success(answer.message);
      await reload();
      return true;
    },
    [message, reload],
  );
}
