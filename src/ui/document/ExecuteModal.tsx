import { Input, InputNumber } from 'antd';
import { useState } from 'react';
import type { EntityDescriptor } from '../../domain/entity/define-entity';
import type { EntityRow } from '../entity/entity-api';
import { useT } from '../root/hooks';
import { QuantityLinesModal } from './QuantityLinesModal';

interface LineRow {
  id: string;
  lineNo: number;
  productId_dictText?: string;
  productId: string;
  /** Absent on documents whose lines all go one way (see `directionOf`). */
  direction?: string;
  qty: number;
  /** Absent on in-only documents (the transfer receive). */
  deliveryQty?: number;
  stockInQty: number;
  closedQty: number;
  lostQty: number;
  /** How the product is tracked (none, batch, serial): what an inbound must name. */
  productTracking?: string;
}

interface Entry {
  qty: number;
  batchNo?: string;
  serialNos?: string;
}

/**
 * A line's direction: its own (commands), else in-only when the line has no delivered quantity (a
 * transfer receive's), out-only otherwise (material documents: the in leg posts with the out one).
 */
export const directionOf = (line: LineRow) =>
  line.direction ?? (line.deliveryQty === undefined ? 'in' : 'out');

/** What the line still expects on the leg (domain.md 2.7): out and move lines go out, in and shipped move lines come in. */
export function openQuantity(line: LineRow, leg: 'outbound' | 'inbound'): number {
  const round = (value: number) => Math.round(value * 1000) / 1000;
  if (leg === 'outbound')
    return directionOf(line) === 'in' ? 0 : round(line.qty - (line.deliveryQty ?? 0) - line.closedQty);
  if (directionOf(line) === 'in') return round(line.qty - line.stockInQty - line.closedQty);
  if (directionOf(line) === 'move') return round((line.deliveryQty ?? 0) - line.stockInQty - line.lostQty);
  return 0;
}

/** The tracking number an inbound of the line must name, if any (the server refuses it otherwise). */
function neededNumber(line: LineRow, leg: 'outbound' | 'inbound'): 'batchNo' | 'serialNos' | null {
  if (leg !== 'inbound' || directionOf(line) !== 'in') return null;
  if (line.productTracking === 'batch') return 'batchNo';
  return line.productTracking === 'serial' ? 'serialNos' : null;
}

/** A column title marked required like a form label, when some line needs its value. */
function requiredTitle(text: string, required: boolean) {
  return required ? (
    <span>
      <span className="isps-required-mark" style={{ color: '#ff4d4f', marginInlineEnd: 4 }}>
        *
      </span>
      {text}
    </span>
  ) : (
    text
  );
}

/**
 * The posting form of outbound and inbound (domain.md 0.5: it lists the lines and quantities before
 * submit); partial quantities are allowed, inbound may name batch and serial numbers.
 */
export function ExecuteModal({
  entity,
  row,
  leg,
  title,
  onDone,
}: {
  entity: EntityDescriptor;
  row: EntityRow;
  leg: 'outbound' | 'inbound';
  title: string;
  onDone: (changed: boolean) => void;
}) {
  const t = useT('warehouse');
  const [offered, setOffered] = useState<readonly LineRow[]>([]);
  const needs = (kind: 'batchNo' | 'serialNos') => offered.some((line) => neededNumber(line, leg) === kind);
  const lacks = (line: LineRow, entry: Entry | undefined, kind: 'batchNo' | 'serialNos') =>
    neededNumber(line, leg) === kind && (entry?.qty ?? 0) > 0 && !entry?.[kind]?.trim();
  return (
    <QuantityLinesModal<LineRow, Entry>
      basePath={entity.basePath}
      row={row}
      action={leg}
      title={title}
      okText={t('action.submit')}
      tableClass="isps-execute-lines"
      linesOf={(doc) => {
        const open = ((doc.lines ?? []) as LineRow[]).filter((line) => openQuantity(line, leg) > 0);
        setOffered(open);
        return open;
      }}
      missing={(entries) => {
        const byId = new Map(entries);
        const line = offered.find(
          (candidate) =>
            lacks(candidate, byId.get(candidate.id), 'batchNo') ||
            lacks(candidate, byId.get(candidate.id), 'serialNos'),
        );
        return line
          ? t('execute.batchRequired', { product: line.productId_dictText ?? line.productId })
          : null;
      }}
      preset={(line) => ({ qty: openQuantity(line, leg) })}
      nothing={t('execute.nothing')}
      body={(entries) => {
        const chosen = entries.filter(([, entry]) => entry.qty > 0);
        if (chosen.length === 0) return null;
        return {
          lines: chosen.map(([lineId, entry]) => ({
            lineId,
            qty: entry.qty,
            ...(entry.batchNo ? { batchNo: entry.batchNo } : {}),
            ...(entry.serialNos ? { serialNos: entry.serialNos.split(/[,，\s]+/).filter(Boolean) } : {}),
          })),
        };
      }}
      columns={(entries, update) => [
        { title: t('execute.lineNo'), dataIndex: 'lineNo', width: 70 },
        { title: t('execute.product'), render: (_, line) => line.productId_dictText ?? line.productId },
        { title: t('execute.quantity'), dataIndex: 'qty', align: 'right' },
        { title: t('execute.open'), align: 'right', render: (_, line) => openQuantity(line, leg) },
        {
          title: t('execute.now'),
          render: (_, line) => (
            <InputNumber
              className="isps-execute-qty"
              min={0}
              max={openQuantity(line, leg)}
              value={entries[line.id]?.qty}
              onChange={(value) => update(line.id, { qty: Number(value ?? 0) })}
            />
          ),
        },
        ...(leg === 'inbound'
          ? [
              {
                title: requiredTitle(t('execute.batchNo'), needs('batchNo')),
                render: (_: unknown, line: LineRow) =>
                  directionOf(line) === 'in' ? (
                    <Input
                      size="small"
                      maxLength={64}
                      aria-required={neededNumber(line, leg) === 'batchNo'}
                      status={lacks(line, entries[line.id], 'batchNo') ? 'error' : undefined}
                      placeholder={
                        neededNumber(line, leg) === 'batchNo' ? t('execute.trackingHint') : undefined
                      }
                      value={entries[line.id]?.batchNo}
                      onChange={(event) => update(line.id, { batchNo: event.target.value })}
                    />
                  ) : null,
              },
              {
                title: requiredTitle(t('execute.serialNos'), needs('serialNos')),
                render: (_: unknown, line: LineRow) =>
                  directionOf(line) === 'in' ? (
                    <Input
                      size="small"
                      aria-required={neededNumber(line, leg) === 'serialNos'}
                      status={lacks(line, entries[line.id], 'serialNos') ? 'error' : undefined}
                      value={entries[line.id]?.serialNos}
                      onChange={(event) => update(line.id, { serialNos: event.target.value })}
                    />
                  ) : null,
              },
            ]
          : []),
      ]}
      onDone={onDone}
    />
  );
}
