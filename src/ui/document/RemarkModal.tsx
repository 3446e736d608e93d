import { Input, Modal, Radio, Space } from 'antd';
import { useState } from 'react';
import type { EntityDescriptor } from '../../domain/entity/define-entity';
import type { EntityRow } from '../entity/entity-api';
import { useAppFeedback } from '../root/appFeedback';
import { useT } from '../root/hooks';
import { newRequestId, useActionPost } from './actionRequests';

export interface RemarkRequest {
  entity: EntityDescriptor;
  row: EntityRow;
  /**
   * W's cancel, force finish and ignore, cancel approval where the descriptor requires a reason (a plan's
   * rejection), or a document step whose input is a required remark.
   */
  action: 'cancel' | 'forceFinish' | 'ignore' | 'cancelApproval' | (string & {});
  /** The text field's hint when it is not W's own (`remark.<action>`). */
  placeholder?: string;
  /** Offers the leg of force finish on documents with an in leg (domain.md 0.5). */
  legs?: boolean;
}

/**
 * The remark form of cancel, force finish, ignore and remark steps (a remark is required), asking the
 * action's confirmation (spec 5) as its title.
 */
export function RemarkModal({
  request,
  title,
  onDone,
}: {
  request: RemarkRequest;
  title: string;
  onDone: (changed: boolean) => void;
}) {
  const t = useT('warehouse');
  const { message } = useAppFeedback();
  const [remark, setRemark] = useState('');
  const [leg, setLeg] = useState<'outbound' | 'inbound'>('inbound');
  const { busy, run } = useActionPost(onDone);
  const [requestId] = useState(newRequestId);
  const submit = async () => {
    if (!remark.trim()) return void message.warning(t('remark.required'));
    await run(`${request.entity.basePath}/${request.action}`, {
      id: request.row.id,
      version: request.row.version ?? 0,
      requestId,
      remark,
      ...(request.legs ? { leg } : {}),
    });
  };
  return (
    <Modal open title={title} confirmLoading={busy} onOk={() => void submit()} onCancel={() => onDone(false)}>
      <Space direction="vertical" style={{ width: '100%' }}>
        {request.legs && (
          <Radio.Group value={leg} onChange={(event) => setLeg(event.target.value)}>
            <Radio value="inbound">{t('execute.legInbound')}</Radio>
            <Radio value="outbound">{t('execute.legOutbound')}</Radio>
          </Radio.Group>
        )}
        <Input.TextArea
          className="isps-remark"
          rows={3}
          maxLength={500}
          placeholder={request.placeholder ?? t(`remark.${request.action}`)}
          value={remark}
          onChange={(event) => setRemark(event.target.value)}
        />
      </Space>
    </Modal>
  );
}
