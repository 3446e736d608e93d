import { Button, Popconfirm } from 'antd';
import type { Result } from '../../client/http';
import { hasPermission } from '../../client/permissions';
import { useAppFeedback } from '../../ui/root/appFeedback';
import { useSession } from '../../ui/root/hooks';

/**
 * A row button behind a permission that asks for confirmation first (spec 5: every destructive or
 * state-changing action confirms) and reports the server's message.
 */
export function ConfirmAction({
  perm,
  label,
  confirm,
  run,
  done,
  danger,
}: {
  perm: string;
  label: string;
  confirm: string;
  run: () => Promise<Result<unknown>>;
  done: () => void;
  danger?: boolean;
}) {
  const session = useSession();
  const { message } = useAppFeedback();
  if (!hasPermission(perm, session)) return null;
  return (
    <Popconfirm
      title={confirm}
      onConfirm={async () => {
        const answer = await run();
        if (answer.success) {
          void message.success(answer.message);
          done();
        } else void message.error(answer.message);
      }}
    >
      <Button type="link" size="small" danger={danger}>
        {label}
      </Button>
    </Popconfirm>
  );
}

/** Whether the session holds a button permission (courtesy only: the server checks again). */
export function useCan(): (perm: string) => boolean {
  const session = useSession();
  return (perm) => hasPermission(perm, session);
}
