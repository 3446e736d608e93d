import { Modal, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { get, post } from '../../client/http';
import { PACKING_SOURCE_TYPES, type PackingSourceType } from '../../domain/packing/packing-rules';
import { commandPages } from '../../domain/warehouse/command-pages';
import { newRequestId } from '../../ui/document/actionRequests';
import { optionText, useDictOptions } from '../../ui/entity/dictionary';
import { useAppFeedback } from '../../ui/root/appFeedback';
import { useT } from '../../ui/root/hooks';

interface CommandRow {
  id: string;
  code: string;
  fulfilStatus: string;
  outFacilityId_dictText?: string;
  partnerId_dictText?: string;
}

/** Task add (domain.md 3.8): one approved, unfinished delivery, service delivery or transfer command. */
export function CreatePackingTaskModal({ onDone }: { onDone: (changed: boolean) => void }) {
  const t = useT('packing');
  const { message } = useAppFeedback();
  const commandTypes = useDictOptions('command_type').options;
  const [type, setType] = useState<PackingSourceType>('delivery');
  const [commands, setCommands] = useState<CommandRow[]>([]);
  const [commandId, setCommandId] = useState<string>();
  const [requestId] = useState(newRequestId);
  useEffect(() => {
    setCommandId(undefined);
    void get<{ records: CommandRow[] }>(`${commandPages.get(type)!.basePath}/list`, {
      docStatus: 'approved',
      pageSize: 200,
    }).then((answer) =>
      setCommands(
        (answer.result?.records ?? []).filter(
          (c) => c.fulfilStatus === 'unexecuted' || c.fulfilStatus === 'executing',
        ),
      ),
    );
  }, [type]);
  const submit = async () => {
    const answer = await post<{ code: string }>('/pkg/task/create', { commandId, requestId });
    if (!answer.success) return void message.error(answer.message);
    void message.success(answer.message);
    onDone(true);
  };
  return (
    <Modal
      open
      title={t('create')}
      onOk={() => void submit()}
      okButtonProps={{ disabled: !commandId, className: 'isps-packing-create-ok' }}
      onCancel={() => onDone(false)}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Select
          style={{ width: '100%' }}
          aria-label={t('commandType')}
          value={type}
          onChange={setType}
          options={PACKING_SOURCE_TYPES.map((value) => ({
            value,
            label: optionText(commandTypes.find((item) => item.value === value) ?? { value, text: value }),
          }))}
        />
        <Select
          className="isps-packing-command"
          showSearch
          optionFilterProp="label"
          style={{ width: '100%' }}
          placeholder={t('command')}
          value={commandId}
          onChange={setCommandId}
          options={commands.map((c) => ({
            value: c.id,
            label: [c.code, c.outFacilityId_dictText, c.partnerId_dictText].filter(Boolean).join(' · '),
          }))}
        />
      </Space>
    </Modal>
  );
}
