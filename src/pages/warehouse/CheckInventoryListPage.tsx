import { Form, Input, InputNumber, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { get, post } from '../../client/http';
import { pickText } from '../../domain/i18n-text';
import { checkInventory } from '../../domain/warehouse/check-inventory';
import { position } from '../../domain/warehouse/position';
import { documentActions, isAllowedFrom } from '../../domain/workflow';
import { newRequestId } from '../../ui/document/actionRequests';
import { DocumentListPage } from '../../ui/document/DocumentListPage';
import { QuantityLinesModal } from '../../ui/document/QuantityLinesModal';
import { stateOf } from '../../ui/document/row-actions';
import type { EntityRow } from '../../ui/entity/entity-api';
import { codeNameOptions, lookupRows } from '../../ui/entity/lookup-api';
import { RefSelect } from '../../ui/entity/RefSelect';
import { useAppFeedback } from '../../ui/root/appFeedback';
import type { PageProps } from '../../ui/root/defineElement';
import { useHost, useLocale, useT } from '../../ui/root/hooks';

interface CountLine {
  id: string;
  lineNo: number;
  productId_dictText?: string;
  positionId: string;
  positionId_dictText?: string;
  batchId_dictText?: string;
  bookQty: number | null;
  checkQty: number | null;
  diffQty: number | null;
  differenceStatus_dictText?: string;
}

/** Enter count (domain.md 2.9): the counted quantity of each line; blind counts hide the book. */
function EnterCountModal({ row, onDone }: { row: EntityRow; onDone: (changed: boolean) => void }) {
  const t = useT('warehouse');
  return (
    <QuantityLinesModal<CountLine, { checkQty: number }>
      basePath={checkInventory.basePath}
      row={row}
      action="enterCount"
      title={`${t('action.enterCount')} ${String(row.code ?? '')}`}
      linesOf={(doc) => (doc.lines ?? []) as CountLine[]}
      nothing={t('execute.nothing')}
      // Only the lines whose count was typed are sent: the others keep what they hold.
      body={(entries) =>
        entries.length ? { entries: entries.map(([lineId, { checkQty }]) => ({ lineId, checkQty })) } : null
      }
      columns={(_, update) => [
        { title: t('execute.lineNo'), dataIndex: 'lineNo', width: 80 },
        { title: t('execute.product'), render: (_, line) => line.productId_dictText },
        { title: t('inventory.position'), render: (_, line) => line.positionId_dictText },
        { title: t('inventory.batchNo'), render: (_, line) => line.batchId_dictText },
        { title: t('count.book'), dataIndex: 'bookQty', align: 'right' },
        {
          title: t('count.check'),
          render: (_, line) => (
            <InputNumber
              className="isps-count-qty"
              min={0}
              defaultValue={line.checkQty ?? undefined}
              onChange={(value) => update(line.id, { checkQty: Number(value ?? 0) })}
            />
          ),
        },
        { title: t('count.diff'), dataIndex: 'diffQty', align: 'right' },
      ]}
      onDone={onDone}
    />
  );
}

interface FoundStock {
  productId?: string | null;
  positionId?: string;
  batchNo?: string;
  checkQty?: number | null;
}

/**
 * Stock found during the count where the book has none (domain.md 2.9 step 2): a new line for the
 * product, position and batch with book 0 and the counted quantity, reason `found`. The positions are
 * those of the count's facility (the count's own, and every position when the user may list them).
 */
function FoundStockModal({ row, onDone }: { row: EntityRow; onDone: (changed: boolean) => void }) {
  const t = useT('warehouse');
  const { message } = useAppFeedback();
  const [version, setVersion] = useState(Number(row.version ?? 0));
  const [positions, setPositions] = useState<{ value: string; label: string }[]>([]);
  const [entry, setEntry] = useState<FoundStock>({});
  const [requestId] = useState(newRequestId);
  const page = useHost().localName;
  useEffect(() => {
    void Promise.all([
      get<EntityRow & { lines: CountLine[] }>(`${checkInventory.basePath}/queryById`, { id: row.id }),
      lookupRows(position.name, page, { pageSize: 500, filters: { facilityId: String(row.facilityId) } }),
    ]).then(([count, all]) => {
      setVersion(Number(count.result?.version ?? 0));
      const options = new Map<string, string>();
      for (const line of count.result?.lines ?? [])
        options.set(line.positionId, line.positionId_dictText ?? '');
      for (const place of codeNameOptions(all)) options.set(place.value, place.label);
      setPositions([...options].map(([value, label]) => ({ value, label })));
    });
  }, [row.id, row.facilityId, page]);
  const submit = async () => {
    if (!entry.productId || !entry.positionId || entry.checkQty === undefined || entry.checkQty === null)
      return void message.warning(t('count.foundRequired'));
    const answer = await post(`${checkInventory.basePath}/enterCount`, {
      id: row.id,
      version,
      requestId,
      entries: [
        {
          productId: entry.productId,
          positionId: entry.positionId,
          ...(entry.batchNo?.trim() ? { batchNo: entry.batchNo.trim() } : {}),
          checkQty: entry.checkQty,
          reason: 'found',
        },
      ],
    });
    if (!answer.success) return void message.error(answer.message);
    void message.success(answer.message);
    onDone(true);
  };
  const set = (change: FoundStock) => setEntry((current) => ({ ...current, ...change }));
  return (
    <Modal
      open
      title={t('count.foundTitle', { code: String(row.code ?? '') })}
      onOk={() => void submit()}
      onCancel={() => onDone(false)}
    >
      <Form layout="vertical" className="isps-found-stock">
        <Form.Item label={t('execute.product')} required>
          <RefSelect
            entity="product"
            value={entry.productId ?? null}
            onChange={(productId) => set({ productId })}
          />
        </Form.Item>
        <Form.Item label={t('inventory.position')} required>
          <Select
            className="isps-found-position"
            placeholder={t('inventory.position')}
            showSearch
            optionFilterProp="label"
            options={positions}
            value={entry.positionId}
            onChange={(positionId: string) => set({ positionId })}
          />
        </Form.Item>
        <Form.Item label={t('execute.batchNo')}>
          <Input
            className="isps-found-batch"
            maxLength={64}
            onChange={(event) => set({ batchNo: event.target.value })}
          />
        </Form.Item>
        <Form.Item label={t('count.check')} required>
          <InputNumber
            className="isps-found-qty"
            min={0}
            onChange={(value) => set({ checkQty: value === null ? null : Number(value) })}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * Stock counts (domain.md 2.9): the list with approve and cancel approval, enter count and found stock
 * (the counter), adjust (the manager, confirmation as approve), ignore and force finish with their remark.
 */
export default function CheckInventoryListPage({ formMode }: PageProps<{ formMode?: string }>) {
  const t = useT('warehouse');
  const locale = useLocale();
  const open = (row: EntityRow) => isAllowedFrom('outbound', stateOf(row));
  return (
    <DocumentListPage
      entity={checkInventory}
      addForm={false}
      formMode={formMode === 'drawer' ? 'drawer' : 'modal'}
      actions={[
        'approve',
        'cancelApproval',
        {
          key: 'enter-count',
          perm: 'edit',
          label: t('action.enterCount'),
          shows: open,
          dialog: (row, { done }) => <EnterCountModal row={row} onDone={done} />,
        },
        {
          key: 'found',
          perm: 'edit',
          label: t('count.found'),
          shows: open,
          dialog: (row, { done }) => <FoundStockModal row={row} onDone={done} />,
        },
        {
          key: 'adjust',
          perm: 'approve',
          label: t('action.adjust'),
          shows: open,
          confirm: { post: 'adjust', title: pickText(documentActions.approve.confirm, locale) },
        },
        'ignore',
        'forceFinish',
        'cancel',
      ]}
    />
  );
}
