import { Input, InputNumber } from 'antd';
import { useState } from 'react';
import { supplierSettle } from '../../domain/oms/supplier-settle';
import { QuantityLinesModal } from '../../ui/document/QuantityLinesModal';
import type { EntityRow } from '../../ui/entity/entity-api';
import { useT } from '../../ui/root/hooks';

/** A settlement line as the settlement's detail sends it (decimals). */
interface SettleLine {
  id: string;
  lineNo: number;
  productId_dictText?: string;
  qty: number;
  unitPrice?: number | null;
  amount?: number;
  dispute?: boolean;
  disputeRemark?: string | null;
}

interface Entry {
  qty?: number;
  unitPrice?: number;
}

/**
 * The two line dialogs of a supplier settlement (domain.md 3.11): the supplier's dispute (ticked lines
 * and a remark) and the buyer's correction of a pending settlement (per line a quantity up to its own and
 * the net price, preset to the line's; disputed lines first).
 */
export function SettleLinesModal({
  row,
  action,
  onDone,
}: {
  row: EntityRow;
  action: 'dispute' | 'correctLine';
  onDone: (changed: boolean) => void;
}) {
  const t = useT('settle');
  const [remark, setRemark] = useState('');
  const disputing = action === 'dispute';
  return (
    <QuantityLinesModal<SettleLine, Entry>
      basePath={supplierSettle.basePath}
      row={row}
      action={action}
      title={`${t(`action.${action}`)} ${String(row.code ?? '')}`}
      tableClass="isps-settle-lines"
      emptyText={t('lines.none')}
      extra={
        disputing ? (
          <Input.TextArea
            className="isps-settle-remark"
            rows={2}
            maxLength={500}
            placeholder={t('dispute.remarkPlaceholder')}
            value={remark}
            onChange={(event) => setRemark(event.target.value)}
            style={{ marginBottom: 12 }}
          />
        ) : undefined
      }
      linesOf={(doc) => {
        const lines = (doc.lines ?? []) as SettleLine[];
        return disputing
          ? lines
          : [...lines].sort((a, b) => Number(Boolean(b.dispute)) - Number(Boolean(a.dispute)));
      }}
      {...(disputing
        ? { ticked: {} }
        : {
            preset: (line: SettleLine) => ({
              qty: Math.abs(line.qty),
              ...(line.unitPrice === null || line.unitPrice === undefined
                ? {}
                : { unitPrice: line.unitPrice }),
            }),
          })}
      nothing={t('lines.nothing')}
      missing={() => (disputing && !remark.trim() ? t('dispute.remarkRequired') : null)}
      body={(entries) => {
        if (!entries.length) return null;
        if (disputing) return { lines: entries.map(([lineId]) => ({ lineId, remark: remark.trim() })) };
        return {
          lines: entries.map(([lineId, entry]) => ({
            lineId,
            qty: entry.qty ?? 0,
            ...(entry.unitPrice === undefined ? {} : { unitPrice: entry.unitPrice }),
          })),
        };
      }}
      columns={(entries, update) => [
        { title: t('lines.lineNo'), dataIndex: 'lineNo', width: 60 },
        { title: t('lines.product'), render: (_, line) => line.productId_dictText },
        { title: t('lines.qty'), dataIndex: 'qty', align: 'right' },
        { title: t('lines.unitPrice'), dataIndex: 'unitPrice', align: 'right' },
        { title: t('lines.amount'), dataIndex: 'amount', align: 'right' },
        { title: t('lines.disputeRemark'), dataIndex: 'disputeRemark' },
        ...(disputing
          ? []
          : [
              {
                title: t('lines.newQty'),
                render: (_: unknown, line: SettleLine) => (
                  <InputNumber
                    min={0}
                    max={Math.abs(line.qty)}
                    value={entries[line.id]?.qty}
                    onChange={(value) => update(line.id, { qty: Number(value ?? 0) })}
                  />
                ),
              },
              {
                title: t('lines.newPrice'),
                render: (_: unknown, line: SettleLine) => (
                  <InputNumber
                    min={0}
                    value={entries[line.id]?.unitPrice}
                    onChange={(value) => update(line.id, { unitPrice: Number(value ?? 0) })}
                  />
                ),
              },
            ]),
      ]}
      onDone={onDone}
    />
  );
}
