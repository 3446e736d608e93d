import { Button, Result } from 'antd';
import { useState } from 'react';
import { type LoginResult, logout } from '../../client/auth';
import { hasValidToken } from '../../client/session';
import { DepartSelectModal } from '../../ui/account/DepartSelectModal';
import { LoginForm } from '../../ui/account/LoginForm';
import { useAppFeedback } from '../../ui/root/appFeedback';
import type { PageProps } from '../../ui/root/defineElement';
import { useEmit, useSession, useT } from '../../ui/root/hooks';

/** The login element: the form, then the department choice of api-contract 9.3 when there are several. */
export default function LoginPage(_: PageProps<object>) {
  const t = useT('auth');
  const { message } = useAppFeedback();
  const emit = useEmit();
  const session = useSession();
  const [pickDepart, setPickDepart] = useState(false);

  const loggedIn = (result: LoginResult) => {
    if (result.multi_depart === 0) void message.warning(t('noDepart'));
    if (result.multi_depart === 2) setPickDepart(true);
    emit('isps-login', { userInfo: result.userInfo, multiDepart: result.multi_depart ?? 1 });
  };

  return (
    <>
      {hasValidToken(session) ? (
        <Result
          status="success"
          title={t('loggedIn', { name: session.userInfo?.realname ?? session.userInfo?.username ?? '' })}
          extra={<Button onClick={() => void logout()}>{t('logout')}</Button>}
        />
      ) : (
        <LoginForm onLoggedIn={loggedIn} />
      )}
      <DepartSelectModal open={pickDepart} onClose={() => setPickDepart(false)} />
    </>
  );
}
