import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { put } from '../../client/http';
import { sysUser } from '../../domain/system/entities/sys-user';
import { EntityListPage } from '../../ui/entity/EntityListPage';
import type { EntityRow } from '../../ui/entity/entity-api';
import { useAppFeedback } from '../../ui/root/appFeedback';
import type { PageProps } from '../../ui/root/defineElement';
import { useEmit, useT } from '../../ui/root/hooks';
import { ConfirmAction, useCan } from './RowActions';
import { UserFacilitiesModal } from './UserFacilitiesModal';

/**
 * Users (api-contract 4.1): the generic list with roles and departments in the form, and per row
 * freeze or unfreeze (confirmed; a frozen user is logged out at once), the administrator's reset and
 * the facilities the user works in.
 */
export default function UserListPage({ formMode }: PageProps<{ formMode?: string }>) {
  const t = useT('system');
  const emit = useEmit();
  const can = useCan();
  const { message } = useAppFeedback();
  const [resetting, setResetting] = useState<EntityRow | null>(null);
  const [facilitiesOf, setFacilitiesOf] = useState<EntityRow | null>(null);
  const [form] = Form.useForm<{ password: string; confirmpassword: string }>();

  const reset = async () => {
    const values = await form.validateFields();
    const answer = await put('/sys/user/changePassword', { username: resetting?.username, ...values });
    if (!answer.success) return void message.error(answer.message);
    void message.success(answer.message);
    setResetting(null);
    form.resetFields();
  };

  return (
    <>
      <EntityListPage
        entity={sysUser}
        formMode={formMode === 'drawer' ? 'drawer' : 'modal'}
        onChange={(change) => emit('isps-entity-change', { entity: sysUser.name, ...change })}
        rowExtra={(row, reload) => {
          const frozen = String(row.status) === '2';
          return (
            <>
              <ConfirmAction
                perm="sys:user:edit"
                label={frozen ? t('user.unfreeze') : t('user.freeze')}
                confirm={frozen ? t('user.confirmUnfreeze') : t('user.confirmFreeze')}
                danger={!frozen}
                run={() => put('/sys/user/frozenBatch', { ids: String(row.id), status: frozen ? '1' : '2' })}
                done={reload}
              />
              {can('sys:user:edit') && (
                <Button
                  type="link"
                  size="small"
                  className="isps-user-reset"
                  onClick={() => setResetting(row)}
                >
                  {t('user.resetPassword')}
                </Button>
              )}
              {can('sys:user:edit') && (
                <Button
                  type="link"
                  size="small"
                  className="isps-user-facilities-open"
                  onClick={() => setFacilitiesOf(row)}
                >
                  {t('user.facilities')}
                </Button>
              )}
            </>
          );
        }}
      />
      <UserFacilitiesModal user={facilitiesOf} onClose={() => setFacilitiesOf(null)} />
      <Modal
        open={resetting !== null}
        title={`${t('user.resetPassword')}: ${String(resetting?.username ?? '')}`}
        onOk={() => void reset()}
        onCancel={() => setResetting(null)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <Form.Item
            name="password"
            label={t('user.newPassword')}
            rules={[{ required: true, message: t('user.passwordRequired') }]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            name="confirmpassword"
            label={t('user.confirmPassword')}
            dependencies={['password']}
            rules={[
              { required: true, message: t('user.passwordRequired') },
              ({ getFieldValue }) => ({
                validator: (_rule, value) =>
                  !value || value === getFieldValue('password')
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('user.passwordMismatch'))),
              }),
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
