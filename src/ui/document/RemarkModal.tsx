import { App, Input, Modal, Radio, Space } from 'antd';
import { useState } from 'react';
import type { EntityDescriptor } from '../../domain/entity/define-entity';
import type { EntityRow } from '../entity/entity-api';
import { useT } from '../root/hooks';
import { newRequestId, useActionPost } from './actionRequests';

export interface RemarkRequest {
  entity: EntityDescriptor;
  row: EntityRow;
  /** Cancel approval asks a reason where the document's descriptor requires one (a plan's rejection). */
  action: 'cancel' | 'forceFinish' | 'ignore' | 'cancelApproval';
  /** Offers the leg of force finish on documents with an in leg (domain.md 0.5). */
  legs?: boolean;
}

/**
 * The remark form of cancel, force finish and ignore (domain.md 0.5: a remark is required), asking the
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
  const { message } = App.useApp();
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
          placeholder={t(`remark.${request.action}`)}
          value={remark}
          onChange={(event) => setRemark(event.target.value)}
        />
      </Space>
    </Modal>
  );
}
