import { Select, type SelectProps, Tag } from 'antd';
import { get } from '../../client/http';
import type { DictOption } from '../../client/session';
import { useApi, useSession, useT } from '../root/hooks';

export interface DictOptionsState {
  options: DictOption[];
  /** spec 5: a dictionary component given no code answers '字典Code不能为空!'. */
  error: string | null;
  loading: boolean;
}

export function optionText(option: DictOption): string {
  return option.text ?? option.title ?? option.label ?? option.value;
}

/**
 * The options of a dictionary: the login-time cache first (sysAllDictItems), then
 * `getDictItems/{code}` for codes the cache lacks (api-contract 9.11).
 */
export function useDictOptions(code: string | undefined): DictOptionsState {
  const t = useT('entity');
  const cached = useSession().dictionaries[code ?? ''];
  const fetched = useApi(
    () =>
      code && !cached
        ? get<DictOption[]>(`/sys/dict/getDictItems/${encodeURIComponent(code)}`).then((r) =>
            r.success ? r.result : [],
          )
        : Promise.resolve([] as DictOption[]),
    [code, cached === undefined],
  );
  if (!code) return { options: [], error: t('dict.codeEmpty'), loading: false };
  return { options: cached ?? fetched.data ?? [], error: null, loading: !cached && fetched.loading };
}

/** The text of a (comma-separated) dictionary value; the row's `_dictText` wins when present. */
export function DictText({
  code,
  value,
  text,
}: {
  code: string | undefined;
  value: unknown;
  text?: unknown;
}) {
  const { options, error } = useDictOptions(code);
  if (error) return <span className="isps-dict-error">{error}</span>;
  if (value === null || value === undefined || value === '') return null;
  const parts = String(value).split(',');
  if (typeof text === 'string' && text !== '') return <span>{text}</span>;
  const texts = parts.map((part) => {
    const option = options.find((o) => o.value === part);
    return option ? optionText(option) : part;
  });
  const color =
    parts.length === 1
      ? (options.find((o) => o.value === parts[0]) as { color?: string } | undefined)?.color
      : undefined;
  return color ? <Tag color={color}>{texts[0]}</Tag> : <span>{texts.join(',')}</span>;
}

/** A select over a dictionary; without a code it shows the spec's error text instead. */
export function DictSelect({
  code,
  only,
  ...props
}: {
  code: string | undefined;
  /** The values offered, when only some of the dictionary apply (FieldDef.values). */
  only?: readonly string[];
} & SelectProps<string | string[]>) {
  const { options: all, error, loading } = useDictOptions(code);
  const options = only ? all.filter((option) => only.includes(option.value)) : all;
  if (error) return <span className="isps-dict-error">{error}</span>;
  return (
    <Select<string | string[]>
      allowClear
      loading={loading}
      optionFilterProp="label"
      showSearch
      {...props}
      options={options.map((option) => ({ value: option.value, label: optionText(option) }))}
    />
  );
}
