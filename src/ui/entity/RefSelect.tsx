import { Input, Select, Spin } from 'antd';
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

type Option = { value: string; label: string };

/** A referenced row as the select names it: its code and its name (issue 11 point 5), whichever it has. */
export function refLabel(row: Record<string, unknown>, display: string): string {
  const parts = [row.code, row[display]].filter((part) => part !== undefined && part !== null && part !== '');
  return [...new Set(parts.map(String))].join(' ') || String(row.id);
}

/**
 * A reference field: searches the referenced entity's list by its display field. While the answer for
 * the typed keyword is on its way the list shows a spinner, not the options of the previous keyword:
 * those would be replaced under the pointer, and a click meant for one of them would land elsewhere.
 */
export function RefSelect({ id, entity, value, text, onChange, disabled, placeholder }: RefSelectProps) {
  const target = entityByName(entity);
  const locale = useLocale();
  const [keyword, setKeyword] = useState('');
  /** The options found and the keyword they were found for (`null` before the first answer). */
  const [found, setFound] = useState<{ keyword: string | null; options: Option[] }>({
    keyword: null,
    options: [],
  });
  /** The option last chosen, so its label shows while the options of another keyword load. */
  const [chosen, setChosen] = useState<Option | null>(null);

  useEffect(() => {
    if (!target) return;
    let current = true;
    const timer = setTimeout(() => {
      const filter = keyword ? { [target.display]: `*${keyword}*` } : {};
      void entityApi(target)
        .list({ pageNo: 1, pageSize: 20, ...filter })
        .then((answer) => {
          if (!current || !answer.success) return;
          setFound({
            keyword,
            options: answer.result.records.map((row) => ({
              value: String(row.id),
              label: refLabel(row, target.display),
            })),
          });
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
  const searching = found.keyword !== keyword;
  const options = searching ? [] : found.options;
  const known =
    value && !options.some((o) => o.value === value)
      ? [{ value, label: chosen?.value === value ? chosen.label : (text ?? value) }]
      : [];
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
      onChange={(next) => {
        setChosen(options.find((o) => o.value === next) ?? null);
        onChange?.(next ?? null);
      }}
      options={[...known, ...options]}
      notFoundContent={searching ? <Spin size="small" /> : undefined}
    />
  );
}
