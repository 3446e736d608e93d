import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { LoginRejected, type LoginResult, loadPermissions, login, logout } from '../../client/auth';
import { get, httpClient } from '../../client/http';
import { currentConfig, runtimeConfig } from '../../client/runtimeConfig';
import { showLoginForm } from '../../client/signIn';
import { useAppFeedback } from '../root/appFeedback';
import { useHost, useT } from '../root/hooks';
import { whenIdle } from '../root/lazyPart';

interface LoginValues {
  username: string;
  password: string;
  captcha?: string;
}

/**
 * The login form (spec 5 prompts, api-contract 2.1-2.2); used by isps-login and by the one root of
 * the page that asks for the credentials (SessionGate). `forPage` (default): a page shows it on its own
 * (isps-login), so every element without a session waits for it instead of asking itself.
 */
export function LoginForm({
  onLoggedIn,
  forPage = true,
}: {
  onLoggedIn?: (result: LoginResult) => void;
  forPage?: boolean;
}) {
  const t = useT('auth');
  const host = useHost();
  const { notification } = useAppFeedback();
  // Unknown until the configuration is read: no captcha field and no captcha request before that.
  const [captchaOn, setCaptchaOn] = useState<boolean | null>(() => currentConfig()?.captcha ?? null);
  const [checkKey, setCheckKey] = useState(() => Date.now());
  const [captchaImage, setCaptchaImage] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [form] = Form.useForm<LoginValues>();

  useEffect(() => {
    void runtimeConfig().then((config) => setCaptchaOn(config.captcha));
  }, []);

  // The HTTP client loads after the form has painted, ready before the user submits (issue 17).
  useEffect(() => whenIdle(() => void httpClient()), []);

  useEffect(() => (forPage ? showLoginForm(host) : undefined), [forPage, host]);

  useEffect(() => {
    if (!captchaOn) return;
    let current = true;
    get<string>(`/sys/randomImage/${checkKey}`).then(
      (response) => current && response.success && setCaptchaImage(response.result),
      () => current && setCaptchaImage(null),
    );
    return () => {
      current = false;
    };
  }, [captchaOn, checkKey]);

  const refreshCaptcha = useCallback(() => setCheckKey(Date.now()), []);

  const submit = async (values: LoginValues) => {
    setSubmitting(true);
    try {
      const result = await login({
        ...values,
        checkKey,
        ...(captchaOn === true ? {} : { captcha: undefined }),
      });
      try {
        await loadPermissions();
      } catch (error) {
        // spec 8: a failing permission load logs the user out again.
        await logout();
        throw error;
      }
      onLoggedIn?.(result);
    } catch (error) {
      const text = error instanceof LoginRejected ? error.result.message : String((error as Error).message);
      notification.error({ title: t('failed'), description: text, duration: 4 });
      // The Vue2 login refreshes the captcha after a wrong password (api-contract 9.3); a solved captcha is spent.
      refreshCaptcha();
      form.setFieldValue('captcha', '');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form
      form={form}
      onFinish={submit}
      size="large"
      style={{ maxWidth: 368, margin: '24px auto' }}
      autoComplete="off"
    >
      <Form.Item name="username" rules={[{ required: true, message: t('prompt.username') }]}>
        <Input prefix={<UserOutlined />} placeholder={t('placeholder.username')} autoComplete="username" />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: t('prompt.password') }]}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('placeholder.password')}
          autoComplete="current-password"
        />
      </Form.Item>
      {captchaOn === true && (
        // The outer item shows the errors of the noStyle captcha field (spec 5 prompt).
        <Form.Item>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="captcha" noStyle rules={[{ required: true, message: t('prompt.captcha') }]}>
              <Input
                prefix={<SafetyOutlined />}
                placeholder={t('placeholder.captcha')}
                style={{ width: '70%' }}
              />
            </Form.Item>
            <Button
              onClick={refreshCaptcha}
              style={{ width: '30%', height: 40, padding: 0 }}
              title={t('captchaRefresh')}
            >
              {captchaImage ? (
                <img src={captchaImage} alt={t('captchaAlt')} style={{ height: 36, maxWidth: '100%' }} />
              ) : (
                '…'
              )}
            </Button>
          </Space.Compact>
        </Form.Item>
      )}
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {t('submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
