import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { LoginRejected, type LoginResult, phoneLogin } from '../../client/auth';
import { useAppFeedback } from '../../ui/root/appFeedback';
import { useT } from '../../ui/root/hooks';
import { SmsCodeButton } from './SmsCodeButton';

/** spec 5 phone numbers as the server accepts them for SMS codes. */
export const PHONE_PATTERN = /^\+?[0-9]{6,20}$/;

/** The phone tab of the login page (spec 2.3): mobile number and SMS code; its own chunk (issue 17). */
export function PhoneLoginForm({ onLoggedIn }: { onLoggedIn: (result: LoginResult) => void }) {
  const t = useT('app');
  const { notification } = useAppFeedback();
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
      <PhoneCodeFields
        phoneField="mobile"
        codeField="captcha"
        smsmode="0"
        phone={() => form.validateFields(['mobile']).then((values) => values.mobile)}
      />
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {t('login.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}

/**
 * The mobile number and SMS code fields of spec 5 with the "get code" button, as the phone login and
 * the registration show them; `phone` validates and returns the number for the button.
 */
export function PhoneCodeFields({
  phoneField,
  codeField,
  smsmode,
  phone,
}: {
  phoneField: string;
  codeField: string;
  smsmode: '0' | '1' | '2';
  phone: () => Promise<string>;
}) {
  const t = useT('app');
  return (
    <>
      <Form.Item
        name={phoneField}
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
          <Form.Item name={codeField} noStyle rules={[{ required: true, message: t('login.smsRequired') }]}>
            <Input prefix={<SafetyOutlined />} placeholder={t('login.sms')} aria-label={t('login.sms')} />
          </Form.Item>
          <SmsCodeButton smsmode={smsmode} phone={phone} />
        </Space.Compact>
      </Form.Item>
    </>
  );
}
