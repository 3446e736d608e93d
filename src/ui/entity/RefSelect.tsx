import { Input, Select, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { pickText } from '../../domain/i18n-text';
import { useHost, useLocale } from '../root/hooks';
import { type LookupOption, lookupOptions } from './lookup-api';
import { useEntityCatalog } from './useEntityCatalog';

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

type Option = LookupOption;

/**
 * A reference field: searches the referenced entity by name or code through the lookup of the page
 * that shows it (lookup-api.ts), so it works for whoever may open the page. While the answer for
 * the typed keyword is on its way the list shows a spinner, not the options of the previous keyword:
 * those would be replaced under the pointer, and a click meant for one of them would land elsewhere.
 */
export function RefSelect({ id, entity, value, text, onChange, disabled, placeholder }: RefSelectProps) {
  const catalog = useEntityCatalog();
  const target = catalog?.(entity);
  const locale = useLocale();
  const page = useHost().localName;
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
      void lookupOptions(target.name, page, keyword).then((options) => {
        if (current && options) setFound({ keyword, options });
      });
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [target, page, keyword]);

  // An entity the catalog does not know is typed as text; while the catalog loads, the select waits.
  if (catalog && !target) {
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
  const searching = !target || found.keyword !== keyword;
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
      placeholder={placeholder ?? (target && pickText(target.label, locale))}
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
