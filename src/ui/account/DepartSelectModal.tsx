import { QuestionCircleOutlined } from '@ant-design/icons';
import { Form, Modal, Select, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { currentUserDeparts, type Depart, selectDepart } from '../../client/auth';
import type { UserInfo } from '../../client/session';
import { useAppFeedback } from '../root/appFeedback';
import { useT } from '../root/hooks';

/** spec 9: the department dialog is 450 wide. */
export const DEPART_MODAL_WIDTH = 450;

/**
 * Department switch (spec 2.9, 4.1, 5; api-contract 9.8): loads the user's departments, preselects the
 * current one, requires a choice, saves it with PUT /sys/selectDepart.
 */
export function DepartSelectModal({
  open,
  onClose,
  onChanged,
}: {
  open: boolean;
  onClose: () => void;
  onChanged?: (orgCode: string, userInfo: UserInfo) => void;
}) {
  const t = useT('accountCenter');
  const { message } = useAppFeedback();
  const [departs, setDeparts] = useState<Depart[]>([]);
  const [current, setCurrent] = useState<string>('');
  const [choice, setChoice] = useState<string | undefined>();
  const [invalid, setInvalid] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    let active = true;
    setInvalid(false);
    currentUserDeparts().then(
      ({ list, orgCode }) => {
        if (!active) return;
        if (list.length === 0) {
          void message.warning(t('depart.none'));
          onClose();
          return;
        }
        setDeparts(list);
        setCurrent(orgCode);
        setChoice(orgCode || undefined);
      },
      () => active && onClose(),
    );
    return () => {
      active = false;
    };
  }, [open, message, onClose, t]);

  const currentName = departs.find((d) => d.orgCode === current)?.departName ?? '';

  const confirm = async () => {
    if (!choice) {
      setInvalid(true);
      return;
    }
    setSaving(true);
    try {
      const response = await selectDepart(choice);
      if (response.success) {
        void message.success(t('depart.switched'));
        onChanged?.(choice, response.result.userInfo);
        onClose();
      } else {
        void message.warning(response.message);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      width={DEPART_MODAL_WIDTH}
      title={
        <span>
          {t('depart.title', { name: currentName })}{' '}
          <Tooltip title={t('depart.tooltip')}>
            <QuestionCircleOutlined />
          </Tooltip>
        </span>
      }
      onOk={confirm}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item
          label={t('depart.label')}
          validateStatus={invalid ? 'error' : undefined}
          help={invalid ? t('depart.required') : undefined}
        >
          <Select
            value={choice}
            placeholder={t('depart.placeholder')}
            onChange={(value: string) => {
              setChoice(value);
              setInvalid(false);
            }}
            options={departs.map((d) => ({ value: d.orgCode, label: d.departName }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
