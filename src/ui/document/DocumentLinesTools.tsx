import { Button, Form, Modal, Space, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { computeTotals } from '../../domain/document/document-totals';
import type { EntityDescriptor } from '../../domain/entity/define-entity';
import { pickText } from '../../domain/i18n-text';
import { type EntityRow, entityApi } from '../entity/entity-api';
import { renderFieldValue } from '../entity/field-value';
import { useLocale, useT } from '../root/hooks';
import type { CreateFromSpec, DocumentFormSpec } from './document-form';

/** The rows of a "create from" source the user ticks; OK adds them as lines. */
function CreateFromPicker({
  spec,
  header,
  onPick,
  onClose,
}: {
  spec: CreateFromSpec;
  header: Record<string, unknown>;
  onPick: (rows: EntityRow[]) => void;
  onClose: () => void;
}) {
  const t = useT('entity');
  const locale = useLocale();
  const [rows, setRows] = useState<EntityRow[] | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  const filter = spec.filter ? spec.filter(header) : {};
  const filterKey = JSON.stringify(filter);
  // biome-ignore lint/correctness/useExhaustiveDependencies: filterKey stands for the filter's content
  useEffect(() => {
    if (!filter) return;
    let current = true;
    void entityApi(spec.source)
      .list({ ...filter, pageNo: 1, pageSize: 100 })
      .then((answer) => current && setRows(answer.success ? answer.result.records : []));
    return () => {
      current = false;
    };
  }, [spec.source, filterKey]);
  const source: EntityDescriptor = spec.source;
  return (
    <Modal
      open
      width={900}
      title={pickText(spec.label, locale)}
      okButtonProps={{ disabled: chosen.length === 0 }}
      onOk={() => onPick((rows ?? []).filter((row) => chosen.includes(String(row.id))))}
      onCancel={onClose}
    >
      {filter ? (
        <Table<EntityRow>
          className="isps-create-from-rows"
          size="small"
          rowKey={(row) => String(row.id)}
          loading={rows === null}
          dataSource={rows ?? []}
          pagination={false}
          // A wide source (receipt lines) scrolls inside the dialog instead of spilling out of it.
          scroll={{ x: 'max-content' }}
          rowSelection={{ selectedRowKeys: chosen, onChange: (keys) => setChosen(keys.map(String)) }}
          columns={source.columns.map((name) => ({
            title: pickText(source.fields[name]!.label, locale),
            key: name,
            render: (_: unknown, row: EntityRow) => renderFieldValue(name, source.fields[name]!, row, t),
          }))}
        />
      ) : (
        <Typography.Text type="secondary">{t('document.headerFirst')}</Typography.Text>
      )}
    </Modal>
  );
}

/**
 * Under the lines of a master-detail form: the "create from" pickers that fill them and the computed
 * header totals over them, kept in the header's fields as the lines change.
 */
export function DocumentLinesTools({
  entity,
  linesKey,
  spec,
  disabled,
}: {
  entity: EntityDescriptor;
  linesKey: string;
  spec: DocumentFormSpec;
  disabled?: boolean;
}) {
  const locale = useLocale();
  const form = Form.useFormInstance();
  const values = (Form.useWatch([], { form, preserve: true }) ?? {}) as Record<string, unknown>;
  const [picking, setPicking] = useState<CreateFromSpec | null>(null);
  const pickers = (spec.createFrom ?? []).filter((picker) => picker.lines === linesKey);
  const totals = Object.fromEntries(
    Object.entries(spec.totals ?? {}).filter(([, total]) => total.formula.lines === linesKey),
  );
  const sums = computeTotals(totals, values);
  const sumsKey = JSON.stringify(sums);
  // A total that is a header field is kept in it, so the saved header carries it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: sumsKey stands for the sums' content
  useEffect(() => {
    for (const [field, value] of Object.entries(sums))
      if (entity.fields[field] && form.getFieldValue(field) !== value) form.setFieldValue(field, value);
  }, [form, sumsKey]);
  const add = (rows: EntityRow[]) => {
    const current = (form.getFieldValue(linesKey) ?? []) as Record<string, unknown>[];
    form.setFieldValue(linesKey, [
      ...current,
      ...rows.map((row) => ({ ...picking!.toLine(row), _text: picking!.textsOf?.(row) ?? row })),
    ]);
    setPicking(null);
  };
  if (pickers.length === 0 && Object.keys(totals).length === 0) return null;
  return (
    <Space className="isps-document-lines-tools" style={{ marginTop: 8 }} wrap>
      {pickers.map((picker) => (
        <Button
          key={picker.source.name}
          className={`isps-create-from-${picker.source.name}`}
          disabled={disabled}
          onClick={() => setPicking(picker)}
        >
          {pickText(picker.label, locale)}
        </Button>
      ))}
      {Object.entries(totals).map(([name, total]) => (
        <Typography.Text key={name} className={`isps-total-${name}`}>
          {pickText(total.label, locale)}: {sums[name]}
        </Typography.Text>
      ))}
      {picking && (
        <CreateFromPicker spec={picking} header={values} onPick={add} onClose={() => setPicking(null)} />
      )}
    </Space>
  );
}
