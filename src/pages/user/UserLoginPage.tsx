import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, Space, Tabs, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { LoginRejected, type LoginResult, phoneLogin } from '../../client/auth';
import { DepartSelectModal } from '../../ui/account/DepartSelectModal';
import { LoginForm } from '../../ui/account/LoginForm';
import type { PageProps } from '../../ui/root/defineElement';
import { useEmit, useT } from '../../ui/root/hooks';
import { SmsCodeButton } from './SmsCodeButton';

/** spec 5 phone numbers as the server accepts them for SMS codes. */
export const PHONE_PATTERN = /^\+?[0-9]{6,20}$/;

function PhoneLoginForm({ onLoggedIn }: { onLoggedIn: (result: LoginResult) => void }) {
  const t = useT('app');
  const { notification } = App.useApp();
  const [form] = Form.useForm<{ mobile: string; captcha: string }>();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: { mobile: string; captcha: string }) => {
    setSubmitting(true);
    try {
      onLoggedIn(await phoneLogin(values.mobile, values.captcha));
    } catch (error) {
      const text = error instanceof LoginRejected ? error.result.message : String((error as Error).message);
      notification.error({ title: t('login.failed'), description: text, duration: 4 });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} onFinish={submit} size="large" style={{ maxWidth: 368, margin: '24px auto' }}>
      <Form.Item
        name="mobile"
        rules={[
          { required: true, message: t('login.mobileRequired') },
          { pattern: PHONE_PATTERN, message: t('login.mobileInvalid') },
        ]}
      >
        <Input prefix={<MobileOutlined />} placeholder={t('login.mobile')} aria-label={t('login.mobile')} />
      </Form.Item>
      {/* The outer item shows the errors of the noStyle code field inside the compact group. */}
      <Form.Item>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="captcha" noStyle rules={[{ required: true, message: t('login.smsRequired') }]}>
            <Input prefix={<SafetyOutlined />} placeholder={t('login.sms')} aria-label={t('login.sms')} />
          </Form.Item>
          <SmsCodeButton
            smsmode="0"
            phone={() => form.validateFields(['mobile']).then((values) => values.mobile)}
          />
        </Space.Compact>
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {t('login.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}

/**
 * spec 2.3 user login page of the admin app: account login (account, password, captcha prompts of
 * spec 5) and phone login tabs, links to registration and password recovery. A user in several
 * departments picks one first (api-contract 9.3); then `isps-login` tells the app to go on.
 */
export default function UserLoginPage(_: PageProps<object>) {
  const t = useT('app');
  const { message } = App.useApp();
  const emit = useEmit();
  const [pickDepart, setPickDepart] = useState(false);

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

  const link = (path: string, text: string) => (
    <Typography.Link
      href={path}
      onClick={(event) => {
        event.preventDefault();
        emit('isps-navigate', { path });
      }}
    >
      {text}
    </Typography.Link>
  );

  return (
    <>
      <Tabs
        centered
        items={[
          { key: 'account', label: t('login.accountTab'), children: <LoginForm onLoggedIn={loggedIn} /> },
          { key: 'phone', label: t('login.phoneTab'), children: <PhoneLoginForm onLoggedIn={loggedIn} /> },
        ]}
      />
      <div style={{ display: 'flex', justifyContent: 'space-between', maxWidth: 368, margin: '0 auto' }}>
        {link('/user/alteration', t('login.forgot'))}
        {link('/user/register', t('login.register'))}
      </div>
      <DepartSelectModal open={pickDepart} onClose={departChosen} />
    </>
  );
}
