import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { post } from '../../client/http';
import { messageTemplate } from '../../domain/system/entities/message-template';
import { EntityListPage } from '../../ui/entity/EntityListPage';
import type { EntityRow } from '../../ui/entity/entity-api';
import { useAppFeedback } from '../../ui/root/appFeedback';
import type { PageProps } from '../../ui/root/defineElement';
import { useEmit, useT } from '../../ui/root/hooks';
import { useCan } from './RowActions';

/** Message templates (api-contract 8.11) with a test send: `{{name}}` filled from JSON test data. */
export default function MessageTemplateListPage({ formMode }: PageProps<{ formMode?: string }>) {
  const t = useT('system');
  const emit = useEmit();
  const can = useCan();
  const { message } = useAppFeedback();
  const [sending, setSending] = useState<EntityRow | null>(null);
  const [form] = Form.useForm<{ receiver: string; testData: string }>();

  const send = async () => {
    const values = await form.validateFields();
    const answer = await post('/sys/message/sysMessageTemplate/sendMsg', {
      templateCode: sending?.templateCode,
      ...values,
    });
    if (!answer.success) return void message.error(answer.message);
    void message.success(answer.message);
    setSending(null);
  };

  return (
    <>
      <EntityListPage
        entity={messageTemplate}
        formMode={formMode === 'drawer' ? 'drawer' : 'modal'}
        onChange={(change) => emit('isps-entity-change', { entity: messageTemplate.name, ...change })}
        rowExtra={(row) =>
          can('sys:messageTemplate:edit') && (
            <Button
              type="link"
              size="small"
              onClick={() => {
                form.setFieldsValue({ receiver: '', testData: String(row.templateTestJson ?? '') });
                setSending(row);
              }}
            >
              {t('messageTemplate.send')}
            </Button>
          )
        }
      />
      <Modal
        open={sending !== null}
        title={t('messageTemplate.send')}
        onOk={() => void send()}
        onCancel={() => setSending(null)}
      >
        <Form form={form} layout="vertical">
          <Form.Item name="receiver" label={t('messageTemplate.receiver')} rules={[{ required: true }]}>
            <Input />
          </Form.Item>
          <Form.Item name="testData" label={t('messageTemplate.testData')}>
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
