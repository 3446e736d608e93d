import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { FieldDef } from '../../domain/entity/field';
import { DictText } from './dictionary';
import { ellipsis, formatAmount, formatDate } from './format';

/** How a field value reads in a table cell or a detail view (spec 9 display filters). */
export function renderFieldValue(
  name: string,
  def: FieldDef,
  row: Record<string, unknown>,
  t: TFunction,
  cut = true,
): ReactNode {
  const value = row[name];
  const text = row[`${name}_dictText`];
  if (def.kind === 'dict') return <DictText code={def.dict} value={value} text={text} />;
  if (value === null || value === undefined || value === '') return null;
  switch (def.kind) {
    case 'ref':
      return typeof text === 'string' ? text : String(value);
    case 'bool':
      return value ? t('yes') : t('no');
    case 'date':
      return String(value).slice(0, 10);
    case 'datetime':
      return formatDate(value);
    case 'amount':
      return formatAmount(value);
    case 'json':
      return ellipsis(JSON.stringify(value));
    case 'string':
    case 'text': {
      const full = String(value);
      return cut && [...full].length > 25 ? <span title={full}>{ellipsis(full)}</span> : full;
    }
    default:
      return String(value);
  }
}
