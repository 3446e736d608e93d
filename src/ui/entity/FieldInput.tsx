import { DatePicker, Input, InputNumber, Switch } from 'antd';
import type { Dayjs } from 'dayjs';
import { type FieldDef, isScaled, SCALE } from '../../domain/entity/field';
import { BatchSelect } from './BatchSelect';
import { DictSelect } from './dictionary';
import { RefSelect } from './RefSelect';
import { FormReportPicker } from './ReportPicker';

interface FieldInputProps {
  def: FieldDef;
  /** The field's name in its record: a picker shows it as its text. */
  name?: string;
  /** Set by Form.Item so that the label points at the control. */
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  placeholder?: string;
  disabled?: boolean;
  /** Display text of the current value of a reference. */
  text?: string | null;
  /** Form path of the record the field belongs to (lines: `[linesKey, index]`), for pickers. */
  namePrefix?: (string | number)[];
}

/** The form control of a field kind (numbers keep the decimals of their kind, domain.md 0.2). */
export function FieldInput({
  def,
  name,
  id,
  value,
  onChange,
  placeholder,
  disabled,
  text,
  namePrefix,
}: FieldInputProps) {
  if (def.picker) {
    return (
      <FormReportPicker
        {...def.picker}
        field={name}
        value={value === null || value === undefined ? '' : String(value)}
        onChange={onChange}
        disabled={disabled}
        placeholder={placeholder}
        namePrefix={namePrefix}
      />
    );
  }
  switch (def.kind) {
    case 'dict':
      return (
        <DictSelect
          id={id}
          code={def.dict}
          only={def.values}
          mode={def.multi ? 'multiple' : undefined}
          value={
            def.multi && typeof value === 'string'
              ? value.split(',').filter(Boolean)
              : (value as string | undefined)
          }
          onChange={(next) => onChange?.(Array.isArray(next) ? next.join(',') : (next ?? null))}
          placeholder={placeholder}
          disabled={disabled}
        />
      );
    case 'ref':
      if (def.ref === 'inventoryBatch')
        return (
          <BatchSelect
            id={id}
            value={value as string | null}
            text={text ?? null}
            onChange={onChange}
            disabled={disabled}
            placeholder={placeholder}
            namePrefix={namePrefix}
          />
        );
      return (
        <RefSelect
          id={id}
          entity={def.ref}
          value={value as string | null}
          text={text ?? null}
          onChange={onChange}
          disabled={disabled}
          placeholder={placeholder}
        />
      );
    case 'bool':
      return (
        <Switch
          id={id}
          checked={value === true}
          onChange={(checked) => onChange?.(checked)}
          disabled={disabled}
        />
      );
    case 'int':
    case 'qty':
    case 'price':
    case 'amount':
    case 'pct':
      return (
        <InputNumber<number>
          id={id}
          style={{ width: '100%' }}
          value={value as number | null | undefined}
          onChange={(next) => onChange?.(next)}
          min={def.min}
          max={def.maxValue}
          precision={isScaled(def.kind) ? undefined : 0}
          step={isScaled(def.kind) ? 1 / 10 ** Math.min(SCALE[def.kind], 2) : 1}
          placeholder={placeholder}
          disabled={disabled}
        />
      );
    case 'date':
    case 'datetime':
      return (
        <DatePicker
          id={id}
          style={{ width: '100%' }}
          showTime={def.kind === 'datetime'}
          value={value as Dayjs | null | undefined}
          onChange={(next) => onChange?.(next)}
          placeholder={placeholder}
          disabled={disabled}
        />
      );
    case 'text':
    case 'json':
      return (
        <Input.TextArea
          id={id}
          value={value as string | undefined}
          onChange={(e) => onChange?.(e.target.value)}
          maxLength={def.max}
          autoSize={{ minRows: 2, maxRows: 8 }}
          placeholder={placeholder}
          disabled={disabled}
        />
      );
    default:
      return (
        <Input
          id={id}
          value={value as string | undefined}
          onChange={(e) => onChange?.(e.target.value)}
          maxLength={def.max}
          placeholder={placeholder}
          disabled={disabled}
        />
      );
  }
}
