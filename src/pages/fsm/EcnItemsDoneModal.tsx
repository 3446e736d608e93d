import { App, Modal, Table } from 'antd';
import { useEffect, useState } from 'react';
import { get, post } from '../../client/http';
import { ecnWorkOrder } from '../../domain/warehouse/fsm';
import type { EntityRow } from '../../ui/entity/entity-api';
import { useT } from '../../ui/root/hooks';
import { newRequestId } from '../warehouse/documentActions';

interface EcnItem {
  id: string;
  lineNo: number;
  itemStatus: string;
  equipmentId_dictText?: string;
  serialNo?: string | null;
  customerId_dictText?: string;
  plannedDate?: string | null;
}

/**
 * Reports dispatched equipment of an approved ECN work order as done (domain.md 3.12,
 * `/fsm/ecnWorkOrder/itemsDone`); the order completes once no item is planned or dispatched.
 */
export function EcnItemsDoneModal({ row, onDone }: { row: EntityRow; onDone: (changed: boolean) => void }) {
  const t = useT('warehouse');
  const { message } = App.useApp();
  const [items, setItems] = useState<EcnItem[] | null>(null);
  const [version, setVersion] = useState(Number(row.version ?? 0));
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [requestId] = useState(newRequestId);
  useEffect(() => {
    void get<EntityRow & { items: EcnItem[] }>(`${ecnWorkOrder.basePath}/queryById`, { id: row.id }).then(
      (answer) => {
        setVersion(Number(answer.result?.version ?? 0));
        setItems((answer.result?.items ?? []).filter((item) => item.itemStatus === 'dispatched'));
      },
    );
  }, [row.id]);
  const submit = async () => {
    if (chosen.length === 0) return void message.warning(t('fsm.noneOpen'));
    setBusy(true);
    try {
      const answer = await post(`${ecnWorkOrder.basePath}/itemsDone`, {
        id: row.id,
        version,
        requestId,
        itemIds: chosen,
      });
      if (!answer.success) return void message.error(answer.message);
      void message.success(answer.message);
      onDone(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      width={800}
      title={t('fsm.itemsDoneTitle', { code: String(row.code ?? '') })}
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={() => onDone(false)}
    >
      <Table<EcnItem>
        className="isps-ecn-items"
        size="small"
        rowKey="id"
        loading={items === null}
        dataSource={items ?? []}
        pagination={false}
        locale={{ emptyText: t('fsm.noneOpen') }}
        rowSelection={{ selectedRowKeys: chosen, onChange: (keys) => setChosen(keys.map(String)) }}
        columns={[
          { title: t('execute.lineNo'), dataIndex: 'lineNo', width: 80 },
          { title: t('fsm.equipment'), render: (_, item) => item.equipmentId_dictText },
          { title: t('fsm.serialNo'), dataIndex: 'serialNo' },
          { title: t('fsm.customer'), render: (_, item) => item.customerId_dictText },
          { title: t('fsm.plannedDate'), dataIndex: 'plannedDate' },
        ]}
      />
    </Modal>
  );
}
