import { Button, Result } from 'antd';
import type { PageProps } from '../../ui/root/defineElement';
import { useEmit, useT } from '../../ui/root/hooks';

/** spec 2.1 register result: the account waits for an administrator's approval. */
export default function RegisterResultPage({ account }: PageProps<{ account?: string }>) {
  const t = useT('app');
  const emit = useEmit();
  const name = account || new URLSearchParams(globalThis.location?.search ?? '').get('account') || '';
  return (
    <Result
      status="success"
      title={t('register.done', { account: name })}
      subTitle={t('register.pending')}
      extra={
        <Button type="primary" onClick={() => emit('isps-navigate', { path: '/user/login' })}>
          {t('register.toLogin')}
        </Button>
      }
    />
  );
}
