import { DatePicker, Input, InputNumber } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { purchaseOrder } from '../../domain/srm/purchase-order';
import { QuantityLinesModal } from '../../ui/document/QuantityLinesModal';
import type { EntityRow } from '../../ui/entity/entity-api';
import { useT } from '../../ui/root/hooks';

/** A purchase order item as the order's detail sends it (quantities in decimals). */
interface PoItem {
  id: string;
  lineNo: number;
  productId_dictText?: string;
  qty: number;
  deliveryDate?: string | null;
  confirmStatus?: string;
  confirmStatus_dictText?: string;
  supplierRemark?: string | null;
  fulfilStatus?: string;
}

/** The answers on items of domain.md 3.6: the supplier's three, the buyer's one. */
export type PoItemAction = 'confirmItems' | 'rejectItems' | 'requestChange' | 'answerChange';

interface Entry {
  qty?: number;
  date?: string | null;
}

const open = (item: PoItem) => item.fulfilStatus !== 'completed' && item.fulfilStatus !== 'closed';
const awaitsBuyer = (item: PoItem) =>
  item.confirmStatus === 'rejected' || item.confirmStatus === 'change_requested';

/**
 * The dialog of an answer on a released purchase order's items: confirm (confirmed quantity and promised
 * date per item, preset to the order's), reject or request a change (ticked items and a remark), or the
 * buyer's answer to rejections and change requests (new quantity or date per item and a remark).
 */
export function PoItemAnswerModal({
  row,
  action,
  onDone,
}: {
  row: EntityRow;
  action: PoItemAction;
  onDone: (changed: boolean) => void;
}) {
  const t = useT('srm');
  const [remark, setRemark] = useState('');
  const withRemark = action !== 'confirmItems';
  const byBuyer = action === 'answerChange';
  const day = (value: string | null | undefined) => (value ? dayjs(value) : null);
  return (
    <QuantityLinesModal<PoItem, Entry>
      basePath={purchaseOrder.basePath}
      row={row}
      action={action}
      title={`${t(`action.${action}`)} ${String(row.code ?? '')}`}
      tableClass="isps-po-items"
      emptyText={t('answer.none')}
      extra={
        withRemark ? (
          <Input.TextArea
            className="isps-po-remark"
            rows={2}
            maxLength={500}
            placeholder={t(byBuyer ? 'answer.replyPlaceholder' : 'answer.remarkPlaceholder')}
            value={remark}
            onChange={(event) => setRemark(event.target.value)}
            style={{ marginBottom: 12 }}
          />
        ) : undefined
      }
      linesOf={(doc) =>
        ((doc.items ?? []) as PoItem[]).filter((item) => open(item) && awaitsBuyer(item) === byBuyer)
      }
      {...(action === 'rejectItems' || action === 'requestChange'
        ? { ticked: {} }
        : { preset: (item: PoItem) => ({ qty: item.qty, date: item.deliveryDate ?? null }) })}
      nothing={t('answer.nothing')}
      missing={(entries) => {
        if (withRemark && !remark.trim()) return t('answer.remarkRequired');
        if (action === 'confirmItems' && entries.some(([, entry]) => (entry.qty ?? 0) > 0 && !entry.date))
          return t('answer.dateRequired');
        return null;
      }}
      body={(entries) => {
        if (action === 'confirmItems') {
          const chosen = entries.filter(([, entry]) => (entry.qty ?? 0) > 0);
          return chosen.length
            ? {
                items: chosen.map(([lineId, entry]) => ({
                  lineId,
                  confirmedQty: entry.qty,
                  promiseDate: entry.date,
                })),
              }
            : null;
        }
        if (!entries.length) return null;
        if (byBuyer)
          return {
            remark: remark.trim(),
            items: entries.map(([lineId, entry]) => ({
              lineId,
              ...(entry.qty ? { qty: entry.qty } : {}),
              ...(entry.date ? { deliveryDate: entry.date } : {}),
            })),
          };
        return { itemIds: entries.map(([lineId]) => lineId), remark: remark.trim() };
      }}
      columns={(entries, update) => [
        { title: t('item.lineNo'), dataIndex: 'lineNo', width: 60 },
        { title: t('item.product'), render: (_, item) => item.productId_dictText },
        { title: t('item.qty'), dataIndex: 'qty', align: 'right' },
        { title: t('item.deliveryDate'), dataIndex: 'deliveryDate' },
        ...(byBuyer ? [{ title: t('item.supplierRemark'), dataIndex: 'supplierRemark' }] : []),
        ...(action === 'confirmItems' || byBuyer
          ? [
              {
                title: t(byBuyer ? 'item.newQty' : 'item.confirmedQty'),
                render: (_: unknown, item: PoItem) => (
                  <InputNumber
                    min={0}
                    max={byBuyer ? undefined : item.qty}
                    value={entries[item.id]?.qty}
                    onChange={(value) => update(item.id, { qty: Number(value ?? 0) })}
                  />
                ),
              },
              {
                title: t(byBuyer ? 'item.newDate' : 'item.promiseDate'),
                render: (_: unknown, item: PoItem) => (
                  <DatePicker
                    value={day(entries[item.id]?.date)}
                    onChange={(next) => update(item.id, { date: next ? next.format('YYYY-MM-DD') : null })}
                  />
                ),
              },
            ]
          : [
              {
                title: t('item.confirmStatus'),
                render: (_: unknown, item: PoItem) => item.confirmStatus_dictText,
              },
            ]),
      ]}
      onDone={onDone}
    />
  );
}
