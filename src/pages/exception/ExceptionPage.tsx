import { Button, Result } from 'antd';
import { HOME_PATH } from '../../domain/system/menu';
import type { PageProps } from '../../ui/root/defineElement';
import { useEmit, useT } from '../../ui/root/hooks';

type Status = '403' | '404' | '500';

/** spec 2.3 exception pages 403, 404 and 500, with a way back home (through the host's navigation). */
function ExceptionPage({ status }: { status: Status }) {
  const t = useT('app');
  const emit = useEmit();
  return (
    <Result
      status={status}
      title={status}
      subTitle={t(`exception.${status}`)}
      extra={
        <Button type="primary" onClick={() => emit('isps-navigate', { path: HOME_PATH })}>
          {t('exception.backHome')}
        </Button>
      }
    />
  );
}

export function Exception403(_: PageProps<object>) {
  return <ExceptionPage status="403" />;
}

export function Exception404(_: PageProps<object>) {
  return <ExceptionPage status="404" />;
}

export function Exception500(_: PageProps<object>) {
  return <ExceptionPage status="500" />;
}
