import { Button, Spin, Tabs } from 'antd';
import { Suspense, useCallback, useEffect, useState } from 'react';
import type { LoginResult } from '../../client/auth';
import { LoginForm } from '../../ui/account/LoginForm';
import { useAppFeedback } from '../../ui/root/appFeedback';
import type { PageProps } from '../../ui/root/defineElement';
import { useEmit, useT } from '../../ui/root/hooks';
import { lazyPart, OnceOpened, whenIdle } from '../../ui/root/lazyPart';

/**
 * What the account form, the first thing every user waits for, does not need is in chunks of their
 * own (issue 17): the phone tab (loaded once the page has painted, so switching tabs does not wait)
 * and the department dialog (antd's Select; loaded when a user in several departments logs in).
 */
const PhoneLoginForm = lazyPart(() => import('./PhoneLoginForm').then((module) => module.PhoneLoginForm));
const DepartSelectModal = lazyPart(() =>
  import('../../ui/account/DepartSelectModal').then((module) => module.DepartSelectModal),
);

/**
 * spec 2.3 user login page of the admin app: account login (account, password, captcha prompts of
 * spec 5) and phone login tabs, links to registration and password recovery. A user in several
 * departments picks one first (api-contract 9.3); then `isps-login` tells the app to go on.
 */
export default function UserLoginPage(_: PageProps<object>) {
  const t = useT('app');
  const { message } = useAppFeedback();
  const emit = useEmit();
  const [pickDepart, setPickDepart] = useState(false);

  useEffect(() => whenIdle(() => void PhoneLoginForm.preload()), []);

  const loggedIn = (result: LoginResult) => {
    if (result.multi_depart === 2) {
      setPickDepart(true);
      return;
    }
    if (result.multi_depart === 0) void message.warning(t('login.noDepart'));
    emit('isps-login', { multiDepart: result.multi_depart ?? 1 });
  };

  // Confirmed or dismissed, the login stands (dismissed: with the server's default department).
  // Stable, because the dialog reloads its list whenever onClose changes.
  const departChosen = useCallback(() => {
    setPickDepart(false);
    emit('isps-login', { multiDepart: 2 });
  }, [emit]);

  // Links drawn as antd's link button (the colours of Typography.Link, which the page does not load).
  const link = (path: string, text: string) => (
    <Button
      type="link"
      href={path}
      style={{ padding: 0, height: 'auto', border: 0 }}
      onClick={(event) => {
        event.preventDefault();
        emit('isps-navigate', { path });
      }}
    >
      {text}
    </Button>
  );

  return (
    <>
      <Tabs
        centered
        items={[
          { key: 'account', label: t('login.accountTab'), children: <LoginForm onLoggedIn={loggedIn} /> },
          {
            key: 'phone',
            label: t('login.phoneTab'),
            children: (
              // About the phone form's height (two fields and the button), so the page does not jump.
              <Suspense
                fallback={<Spin style={{ display: 'block', padding: '96px 0', margin: '24px auto' }} />}
              >
                <PhoneLoginForm onLoggedIn={loggedIn} />
              </Suspense>
            ),
          },
        ]}
      />
      <div style={{ display: 'flex', justifyContent: 'space-between', maxWidth: 368, margin: '0 auto' }}>
        {link('/user/alteration', t('login.forgot'))}
        {link('/user/register', t('login.register'))}
      </div>
      <OnceOpened open={pickDepart}>
        <DepartSelectModal open={pickDepart} onClose={departChosen} />
      </OnceOpened>
    </>
  );
}
