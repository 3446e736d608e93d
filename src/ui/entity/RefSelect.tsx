import { Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import { pickText } from '../../domain/i18n-text';
import { useLocale } from '../root/hooks';
import { entityApi } from './entity-api';
import { entityByName } from './entity-catalog';

interface RefSelectProps {
  id?: string;
  /** Name of the referenced entity. */
  entity: string | undefined;
  value?: string | null;
  /** The display text of the current value (the row's `_dictText`). */
  text?: string | null;
  onChange?: (value: string | null) => void;
  disabled?: boolean;
  placeholder?: string;
}

/** A reference field: searches the referenced entity's list by its display field. */
export function RefSelect({ id, entity, value, text, onChange, disabled, placeholder }: RefSelectProps) {
  const target = entityByName(entity);
  const locale = useLocale();
  const [options, setOptions] = useState<{ value: string; label: string }[]>([]);
  const [keyword, setKeyword] = useState('');

  useEffect(() => {
    if (!target) return;
    let current = true;
    const timer = setTimeout(() => {
      const filter = keyword ? { [target.display]: `*${keyword}*` } : {};
      void entityApi(target)
        .list({ pageNo: 1, pageSize: 20, ...filter })
        .then((answer) => {
          if (!current || !answer.success) return;
          setOptions(
            answer.result.records.map((row) => ({
              value: String(row.id),
              label: String(row[target.display] ?? row.id),
            })),
          );
        });
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [target, keyword]);

  if (!target) {
    return (
      <Input
        id={id}
        value={value ?? ''}
        disabled={disabled}
        placeholder={placeholder}
        onChange={(e) => onChange?.(e.target.value || null)}
      />
    );
  }
  const known = value && !options.some((o) => o.value === value) ? [{ value, label: text ?? value }] : [];
  return (
    <Select<string>
      id={id}
      allowClear
      showSearch
      filterOption={false}
      value={value ?? undefined}
      disabled={disabled}
      placeholder={placeholder ?? pickText(target.label, locale)}
      onSearch={setKeyword}
      onChange={(next) => onChange?.(next ?? null)}
      options={[...known, ...options]}
    />
  );
}
