import { LockOutlined, MailOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { post } from '../../client/http';
import { confirmPasswordRules, newPasswordRules } from '../../ui/account/passwordRules';
import { useAppFeedback } from '../../ui/root/appFeedback';
import type { PageProps } from '../../ui/root/defineElement';
import { useEmit, useT } from '../../ui/root/hooks';
import { PhoneCodeFields } from './PhoneLoginForm';

interface RegisterValues {
  username: string;
  password: string;
  confirm: string;
  phone: string;
  smscode: string;
  email?: string;
}

/**
 * spec 2.1 register page (api-contract 2.6): account, password twice, phone with its SMS code and an
 * optional e-mail; the account waits for an administrator's approval (register result page).
 */
export default function RegisterPage(_: PageProps<object>) {
  const t = useT('app');
  const { message } = useAppFeedback();
  const emit = useEmit();
  const [form] = Form.useForm<RegisterValues>();
  const [saving, setSaving] = useState(false);

  const submit = async ({ confirm: _confirm, ...values }: RegisterValues) => {
    setSaving(true);
    try {
      const response = await post('/sys/user/register', values);
      if (response.success) {
        emit('isps-navigate', {
          path: `/user/register-result?account=${encodeURIComponent(values.username)}`,
        });
      } else {
        void message.warning(response.message);
      }
    } catch {
      // Shown by the HTTP layer (spec 8).
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form form={form} onFinish={submit} size="large" style={{ maxWidth: 368, margin: '16px auto' }}>
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {t('register.title')}
      </Typography.Title>
      <Form.Item
        name="username"
        rules={[
          { required: true, message: t('register.usernameRequired') },
          { pattern: /^[A-Za-z0-9_.@-]{2,64}$/, message: t('register.usernameRule') },
        ]}
      >
        <Input
          prefix={<UserOutlined />}
          placeholder={t('register.username')}
          aria-label={t('register.username')}
        />
      </Form.Item>
      <Form.Item name="password" rules={newPasswordRules(t, 'register.passwordRequired')}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('register.password')}
          aria-label={t('register.password')}
          autoComplete="new-password"
        />
      </Form.Item>
      <Form.Item name="confirm" dependencies={['password']} rules={confirmPasswordRules(t)}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('register.confirm')}
          aria-label={t('register.confirm')}
          autoComplete="new-password"
        />
      </Form.Item>
      <PhoneCodeFields
        phoneField="phone"
        codeField="smscode"
        smsmode="1"
        phone={() => form.validateFields(['phone']).then((v) => v.phone)}
      />
      <Form.Item name="email" rules={[{ type: 'email', message: t('register.emailRule') }]}>
        <Input prefix={<MailOutlined />} placeholder={t('register.email')} aria-label={t('register.email')} />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={saving}>
          {t('register.submit')}
        </Button>
      </Form.Item>
      <Typography.Link
        href="/user/login"
        onClick={(event) => {
          event.preventDefault();
          emit('isps-navigate', { path: '/user/login' });
        }}
      >
        {t('register.toLogin')}
      </Typography.Link>
    </Form>
  );
}
