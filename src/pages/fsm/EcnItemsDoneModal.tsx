import { ecnWorkOrder } from '../../domain/warehouse/fsm';
import { QuantityLinesModal } from '../../ui/document/QuantityLinesModal';
import type { EntityRow } from '../../ui/entity/entity-api';
import { useT } from '../../ui/root/hooks';

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
  return (
    <QuantityLinesModal<EcnItem, object>
      basePath={ecnWorkOrder.basePath}
      row={row}
      action="itemsDone"
      title={t('fsm.itemsDoneTitle', { code: String(row.code ?? '') })}
      width={800}
      tableClass="isps-ecn-items"
      emptyText={t('fsm.noneOpen')}
      linesOf={(doc) => ((doc.items ?? []) as EcnItem[]).filter((item) => item.itemStatus === 'dispatched')}
      ticked={{}}
      nothing={t('fsm.noneOpen')}
      body={(entries) => (entries.length ? { itemIds: entries.map(([itemId]) => itemId) } : null)}
      columns={() => [
        { title: t('execute.lineNo'), dataIndex: 'lineNo', width: 80 },
        { title: t('fsm.equipment'), render: (_, item) => item.equipmentId_dictText },
        { title: t('fsm.serialNo'), dataIndex: 'serialNo' },
        { title: t('fsm.customer'), render: (_, item) => item.customerId_dictText },
        { title: t('fsm.plannedDate'), dataIndex: 'plannedDate' },
      ]}
      onDone={onDone}
    />
  );
}
