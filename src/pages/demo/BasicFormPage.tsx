import { Button, Card, DatePicker, Form, Input, InputNumber, Radio, Select } from 'antd';
import { useAppFeedback } from '../../ui/root/appFeedback';
import type { PageProps } from '../../ui/root/defineElement';
import { useT } from '../../ui/root/hooks';

/** spec 2.3 form demo: a basic form with required fields, a date range and a choice; nothing is sent. */
export default function BasicFormPage(_: PageProps<object>) {
  const t = useT('app');
  const { message } = useAppFeedback();
  const [form] = Form.useForm();
  return (
    <Card>
      <Form
        form={form}
        layout="horizontal"
        labelCol={{ xs: { span: 24 }, sm: { span: 6 } }}
        wrapperCol={{ xs: { span: 24 }, sm: { span: 12 } }}
        onFinish={() => {
          void message.success(t('demo.submitted'));
          form.resetFields();
        }}
        initialValues={{ visibility: 'public' }}
      >
        <Form.Item
          name="title"
          label={t('demo.titleField')}
          rules={[{ required: true, message: t('demo.required') }]}
        >
          <Input placeholder={t('demo.titlePlaceholder')} />
        </Form.Item>
        <Form.Item
          name="period"
          label={t('demo.period')}
          rules={[{ required: true, message: t('demo.required') }]}
        >
          <DatePicker.RangePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="goal"
          label={t('demo.goal')}
          rules={[{ required: true, message: t('demo.required') }]}
        >
          <Input.TextArea rows={3} />
        </Form.Item>
        <Form.Item name="client" label={t('demo.client')}>
          <Select
            allowClear
            options={['A', 'B', 'C'].map((v) => ({ value: v, label: t('demo.clientName', { name: v }) }))}
          />
        </Form.Item>
        <Form.Item name="weight" label={t('demo.weight')}>
          <InputNumber min={0} max={100} addonAfter="%" />
        </Form.Item>
        <Form.Item name="visibility" label={t('demo.visibility')}>
          <Radio.Group
            options={[
              { value: 'public', label: t('demo.public') },
              { value: 'private', label: t('demo.private') },
            ]}
          />
        </Form.Item>
        <Form.Item wrapperCol={{ xs: { span: 24 }, sm: { offset: 6, span: 12 } }}>
          <Button type="primary" htmlType="submit">
            {t('demo.submit')}
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}
