import { Form, Input, type InputRef, Modal } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { put } from '../../client/http';
import { confirmPasswordRules, newPasswordRules } from '../account/passwordRules';
import { useAppFeedback } from '../root/appFeedback';
import { useSession, useT } from '../root/hooks';

/** spec 9: the password modal is 800 wide. */
export const PASSWORD_MODAL_WIDTH = 800;

interface PasswordValues {
  oldpassword: string;
  password: string;
  confirmpassword: string;
}

/**
 * spec 2.9, 5, 7.4 change password: old password, new password and confirmation with the messages of
 * spec 5; PUT /sys/user/updatePassword; success shows the message and closes, failure warns with it.
 * Opening it without a logged-in user only warns (当前系统无登录用户!).
 */
export function ChangePasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT('app');
  const { message } = useAppFeedback();
  const { userInfo } = useSession();
  const [form] = Form.useForm<PasswordValues>();
  const [saving, setSaving] = useState(false);
  const firstField = useRef<InputRef>(null);
  const username = userInfo?.username;

  useEffect(() => {
    if (open && !username) {
      void message.warning(t('password.noUser'));
      onClose();
    }
  }, [open, username, message, onClose, t]);

  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const response = await put('/sys/user/updatePassword', { username, ...values });
      if (response.success) {
        void message.success(response.message);
        form.resetFields();
        onClose();
      } else {
        void message.warning(response.message);
      }
    } catch {
      // The HTTP layer already showed the failure (spec 8).
    } finally {
      setSaving(false);
    }
  };

  // OK and Enter in any field submit (issue 4 point 12: keyboard use); invalid fields show their message.
  const trySubmit = () => void submit().catch(() => undefined);

  return (
    <Modal
      open={open && Boolean(username)}
      width={PASSWORD_MODAL_WIDTH}
      title={t('password.title')}
      onOk={trySubmit}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      confirmLoading={saving}
      okText={t('ok')}
      cancelText={t('cancel')}
      destroyOnHidden
      // Keyboard users start typing the old password at once (issue 4 point 12).
      afterOpenChange={(opened) => opened && firstField.current?.focus()}
    >
      <Form form={form} labelCol={{ span: 5 }} wrapperCol={{ span: 16 }}>
        <Form.Item
          name="oldpassword"
          label={t('password.old')}
          rules={[{ required: true, message: t('password.oldRequired') }]}
        >
          <Input.Password autoComplete="current-password" ref={firstField} onPressEnter={trySubmit} />
        </Form.Item>
        <Form.Item name="password" label={t('password.new')} rules={newPasswordRules(t)}>
          <Input.Password autoComplete="new-password" onPressEnter={trySubmit} />
        </Form.Item>
        <Form.Item
          name="confirmpassword"
          label={t('password.confirm')}
          dependencies={['password']}
          rules={confirmPasswordRules(t)}
        >
          <Input.Password autoComplete="new-password" onPressEnter={trySubmit} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
