import { Button, Form, Input, Result, Space, Steps } from 'antd';
import { useState } from 'react';
import { post } from '../../client/http';
import { confirmPasswordRules, newPasswordRules } from '../../ui/account/passwordRules';
import { useAppFeedback } from '../../ui/root/appFeedback';
import { useT } from '../../ui/root/hooks';
import { PHONE_PATTERN } from './PhoneLoginForm';
import { SmsCodeButton } from './SmsCodeButton';

interface Verified {
  phone: string;
  username: string;
  ticket: string;
}

/**
 * Password recovery in three steps (spec 2.3 alteration and steps, api-contract 2.6): prove the phone
 * with an SMS code (smsmode 2), choose the new password, done. `phone` prefills and fixes the number
 * for a logged-in user.
 */
export function AlterationSteps({ phone, onDone }: { phone?: string; onDone: () => void }) {
  const t = useT('app');
  const { message } = useAppFeedback();
  const [step, setStep] = useState(0);
  const [verified, setVerified] = useState<Verified | null>(null);
  const [busy, setBusy] = useState(false);
  const [phoneForm] = Form.useForm<{ phone: string; smscode: string }>();
  const [passwordForm] = Form.useForm<{ password: string; confirm: string }>();

  const run = async (call: () => Promise<void>) => {
    setBusy(true);
    try {
      await call();
    } catch {
      // Shown by the HTTP layer (spec 8).
    } finally {
      setBusy(false);
    }
  };

  const verify = (values: { phone: string; smscode: string }) =>
    run(async () => {
      const response = await post<{ smscode: string; username: string }>(
        '/sys/user/phoneVerification',
        values,
      );
      if (!response.success) {
        void message.warning(response.message);
        return;
      }
      setVerified({
        phone: values.phone,
        username: response.result.username,
        ticket: response.result.smscode,
      });
      setStep(1);
    });

  const change = (values: { password: string }) =>
    run(async () => {
      if (!verified) return;
      const response = await post('/sys/user/passwordChange', {
        username: verified.username,
        password: values.password,
        smscode: verified.ticket,
        phone: verified.phone,
      });
      if (!response.success) {
        void message.warning(response.message);
        return;
      }
      setStep(2);
    });

  return (
    <div style={{ maxWidth: 480, margin: '16px auto' }}>
      <Steps
        current={step}
        size="small"
        style={{ marginBottom: 24 }}
        items={[
          { title: t('alteration.verify') },
          { title: t('alteration.reset') },
          { title: t('alteration.done') },
        ]}
      />
      {step === 0 && (
        <Form form={phoneForm} onFinish={verify} layout="vertical" initialValues={{ phone }}>
          <Form.Item
            name="phone"
            label={t('login.mobile')}
            rules={[
              { required: true, message: t('login.mobileRequired') },
              { pattern: PHONE_PATTERN, message: t('login.mobileInvalid') },
            ]}
          >
            <Input disabled={Boolean(phone)} autoComplete="tel" />
          </Form.Item>
          <Form.Item label={t('login.sms')} required>
            <Space.Compact style={{ width: '100%' }}>
              <Form.Item name="smscode" noStyle rules={[{ required: true, message: t('login.smsRequired') }]}>
                <Input aria-label={t('login.sms')} />
              </Form.Item>
              <SmsCodeButton
                smsmode="2"
                phone={() => phoneForm.validateFields(['phone']).then((v) => v.phone)}
              />
            </Space.Compact>
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('alteration.next')}
          </Button>
        </Form>
      )}
      {step === 1 && verified && (
        <Form form={passwordForm} onFinish={change} layout="vertical">
          <Form.Item label={t('register.username')}>
            <Input value={verified.username} disabled />
          </Form.Item>
          <Form.Item name="password" label={t('password.new')} rules={newPasswordRules(t)}>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            name="confirm"
            label={t('password.confirm')}
            dependencies={['password']}
            rules={confirmPasswordRules(t)}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('alteration.submit')}
          </Button>
        </Form>
      )}
      {step === 2 && (
        <Result
          status="success"
          title={t('alteration.success')}
          extra={
            <Button type="primary" onClick={onDone}>
              {t('register.toLogin')}
            </Button>
          }
        />
      )}
    </div>
  );
}
