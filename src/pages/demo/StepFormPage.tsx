import { Button, Card, Descriptions, Form, Input, InputNumber, Result, Select, Space, Steps } from 'antd';
import { useState } from 'react';
import type { PageProps } from '../../ui/root/defineElement';
import { useT } from '../../ui/root/hooks';

interface Transfer {
  account: string;
  receiver: string;
  amount: number;
}

/** spec 2.3 form demo: a form in steps (fill in, confirm, done). */
export default function StepFormPage(_: PageProps<object>) {
  const t = useT('app');
  const [step, setStep] = useState(0);
  const [values, setValues] = useState<Transfer | null>(null);
  return (
    <Card>
      <Steps
        current={step}
        style={{ maxWidth: 720, margin: '0 auto 32px' }}
        items={[
          { title: t('demo.stepFill') },
          { title: t('demo.stepConfirm') },
          { title: t('demo.stepDone') },
        ]}
      />
      <div style={{ maxWidth: 480, margin: '0 auto' }}>
        {step === 0 && (
          <Form<Transfer>
            layout="vertical"
            initialValues={values ?? undefined}
            onFinish={(v) => {
              setValues(v);
              setStep(1);
            }}
          >
            <Form.Item
              name="account"
              label={t('demo.account')}
              rules={[{ required: true, message: t('demo.required') }]}
            >
              <Select options={['6222 **** 0001', '6222 **** 0002'].map((v) => ({ value: v, label: v }))} />
            </Form.Item>
            <Form.Item
              name="receiver"
              label={t('demo.receiver')}
              rules={[{ required: true, message: t('demo.required') }]}
            >
              <Input />
            </Form.Item>
            <Form.Item
              name="amount"
              label={t('demo.amount')}
              rules={[{ required: true, message: t('demo.required') }]}
            >
              <InputNumber min={0.01} precision={2} style={{ width: '100%' }} />
            </Form.Item>
            <Button type="primary" htmlType="submit">
              {t('demo.next')}
            </Button>
          </Form>
        )}
        {step === 1 && values && (
          <>
            <Descriptions column={1} bordered size="small">
              <Descriptions.Item label={t('demo.account')}>{values.account}</Descriptions.Item>
              <Descriptions.Item label={t('demo.receiver')}>{values.receiver}</Descriptions.Item>
              <Descriptions.Item label={t('demo.amount')}>{values.amount.toFixed(2)}</Descriptions.Item>
            </Descriptions>
            <Space style={{ marginTop: 24 }}>
              <Button type="primary" onClick={() => setStep(2)}>
                {t('demo.submit')}
              </Button>
              <Button onClick={() => setStep(0)}>{t('demo.previous')}</Button>
            </Space>
          </>
        )}
        {step === 2 && (
          <Result
            status="success"
            title={t('demo.submitted')}
            extra={
              <Button
                type="primary"
                onClick={() => {
                  setValues(null);
                  setStep(0);
                }}
              >
                {t('demo.again')}
              </Button>
            }
          />
        )}
      </div>
    </Card>
  );
}
