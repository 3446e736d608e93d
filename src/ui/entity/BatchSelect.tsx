import { Form, Select, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { get } from '../../client/http';
import { PAGE_SIZE_MAX } from '../../domain/entity/parse-list-query';
import { type LocalText, pickText } from '../../domain/i18n-text';
import type { InventoryRow } from '../../domain/warehouse/inventory-view';
import { useLocale } from '../root/hooks';
import { type BatchOption, batchOptions } from './batch-options';

const TEXTS = {
  batchNo: { zh: '批次/序列号', en: 'Batch/serial number' },
  receivedDate: { zh: '收货日期', en: 'Receipt date' },
  usableQty: { zh: '可用数量', en: 'Usable quantity' },
  productFirst: { zh: '请先选择物料', en: 'Choose the product first' },
  noStock: { zh: '该物料在此没有库存批次', en: 'No batch of this product in stock here' },
} satisfies Record<string, LocalText>;

interface BatchSelectProps {
  id?: string;
  value?: string | null;
  /** The display text of the current value (the row's `_dictText`). */
  text?: string | null;
  onChange?: (value: string | null) => void;
  disabled?: boolean;
  placeholder?: string;
  /** Form path of the record the field belongs to (lines: `[linesKey, index]`). */
  namePrefix?: (string | number)[];
}

const GRID = { display: 'grid', gridTemplateColumns: '2fr 1.3fr 1fr', gap: 8 } as const;

/**
 * A batch field of a form (`inventoryBatch` references): the batches in stock of the record's product
 * at its facility and position when the form has them (a line's `outPositionId` / `positionId`, the
 * record's or header's `facilityId`, else the header's `outFacilityId`), else every batch in stock of the
 * product; each with its receipt date and usable quantity there, oldest first.
 */
export function BatchSelect({
  id,
  value,
  text,
  onChange,
  disabled,
  placeholder,
  namePrefix = [],
}: BatchSelectProps) {
  const locale = useLocale();
  const form = Form.useFormInstance();
  const own = (name: string) => [...namePrefix, name];
  const productId = Form.useWatch(own('productId'), form) as string | null | undefined;
  const ownFacility = Form.useWatch(own('facilityId'), form) as string | null | undefined;
  const headerFacility = Form.useWatch('facilityId', form) as string | null | undefined;
  const outFacility = Form.useWatch('outFacilityId', form) as string | null | undefined;
  const outPosition = Form.useWatch(own('outPositionId'), form) as string | null | undefined;
  const ownPosition = Form.useWatch(own('positionId'), form) as string | null | undefined;
  const facilityId = ownFacility || headerFacility || outFacility || null;
  const positionId = outPosition || ownPosition || null;
  const where = productId ? { productId, facilityId, positionId } : null;
  const key = where ? JSON.stringify(where) : null;
  const [found, setFound] = useState<{ key: string | null; options: BatchOption[] }>({
    key: null,
    options: [],
  });

  useEffect(() => {
    if (!key) return;
    let current = true;
    const { productId, facilityId, positionId } = JSON.parse(key) as Record<string, string | null>;
    void get<{ records: InventoryRow[] }>('/wms/inventory/list', {
      productId,
      pageSize: PAGE_SIZE_MAX,
      ...(facilityId ? { facilityId } : {}),
      ...(positionId ? { positionId } : {}),
    }).then((answer) => {
      if (current) setFound({ key, options: answer.success ? batchOptions(answer.result.records) : [] });
    });
    return () => {
      current = false;
    };
  }, [key]);

  const loading = key !== null && found.key !== key;
  const options = key === null || loading ? [] : found.options;
  const known =
    value && !options.some((option) => option.batchId === value)
      ? [{ value, label: text ?? value, batch: null }]
      : [];
  return (
    <Select<string>
      id={id}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      className="isps-batch-select"
      value={value ?? undefined}
      disabled={disabled || !productId}
      placeholder={
        productId ? (placeholder ?? pickText(TEXTS.batchNo, locale)) : pickText(TEXTS.productFirst, locale)
      }
      onChange={(next) => onChange?.(next ?? null)}
      popupMatchSelectWidth={360}
      options={[...known, ...options.map((batch) => ({ value: batch.batchId, label: batch.batchNo, batch }))]}
      optionRender={(option) => {
        const batch = option.data.batch;
        if (!batch) return option.label;
        return (
          <div className="isps-batch-option" style={GRID}>
            <span>{batch.batchNo}</span>
            <span>{batch.receivedDate ?? ''}</span>
            <span style={{ textAlign: 'right' }}>{batch.usableQty}</span>
          </div>
        );
      }}
      popupRender={(menu) => (
        <>
          <div className="isps-batch-head" style={{ ...GRID, padding: '4px 12px', fontWeight: 600 }}>
            <span>{pickText(TEXTS.batchNo, locale)}</span>
            <span>{pickText(TEXTS.receivedDate, locale)}</span>
            <span style={{ textAlign: 'right' }}>{pickText(TEXTS.usableQty, locale)}</span>
          </div>
          {menu}
        </>
      )}
      notFoundContent={loading ? <Spin size="small" /> : pickText(TEXTS.noStock, locale)}
    />
  );
}
