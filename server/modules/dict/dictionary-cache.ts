import type { Locale } from '../../../src/domain/i18n-text';
import type { Db } from '../../db/database';

/** Option item of every dictionary answer (api-contract.md 5.1); `title` repeats `text`. */
export interface DictOption {
  value: string;
  text: string;
  title: string;
  color?: string;
}

interface ItemRow {
  value: string;
  zh: string;
  en: string | null;
  color: string | null;
  enabled: boolean;
}

interface Snapshot {
  byCode: Map<string, ItemRow[]>;
  views: Map<string, DictOption[]>;
  json: Map<string, string>;
  enabledByLocale: Map<Locale, Record<string, DictOption[]>>;
}

function option(item: ItemRow, locale: Locale): DictOption {
  const text = locale === 'en_US' ? (item.en ?? item.zh) : item.zh;
  return item.color
    ? { value: item.value, text, title: text, color: item.color }
    : { value: item.value, text, title: text };
}

/**
 * sys_dict / sys_dict_item in memory, with the option lists per language prepared once, so dictionary
 * lookups cost no database round trip. `invalidate` on refleshCache and on every dictionary write.
 */
export class DictionaryCache {
  private snapshot: Promise<Snapshot> | null = null;

  constructor(private readonly db: Db) {}

  /** Every item of a dictionary, disabled ones included, by sort order; undefined for unknown codes. */
  async options(code: string, locale: Locale): Promise<DictOption[] | undefined> {
    const snapshot = await this.load();
    const key = `${locale}:${code}`;
    let view = snapshot.views.get(key);
    if (!view) {
      const items = snapshot.byCode.get(code);
      if (!items) return undefined;
      view = items.map((item) => option(item, locale));
      snapshot.views.set(key, view);
    }
    return view;
  }

  /** Map code -> enabled items, every dictionary present (`[]` when none is enabled; api-contract 2.2). */
  async allEnabled(locale: Locale): Promise<Record<string, DictOption[]>> {
    const snapshot = await this.load();
    let all = snapshot.enabledByLocale.get(locale);
    if (!all) {
      all = {};
      for (const [code, items] of snapshot.byCode) {
        all[code] = items.filter((item) => item.enabled).map((item) => option(item, locale));
      }
      snapshot.enabledByLocale.set(locale, all);
    }
    return all;
  }

  /** `options` already serialised (the hottest call of the API answers it without serialising). */
  async optionsJson(code: string, locale: Locale): Promise<string | undefined> {
    const snapshot = await this.load();
    const key = `${locale}:${code}`;
    let json = snapshot.json.get(key);
    if (json === undefined) {
      const options = await this.options(code, locale);
      if (!options) return undefined;
      json = JSON.stringify(options);
      snapshot.json.set(key, json);
    }
    return json;
  }

  invalidate(): void {
    this.snapshot = null;
  }

  private load(): Promise<Snapshot> {
    if (!this.snapshot) {
      this.snapshot = this.read();
      this.snapshot.catch(() => {
        this.snapshot = null;
      });
    }
    return this.snapshot;
  }

  private async read(): Promise<Snapshot> {
    const [dicts, items] = await Promise.all([
      this.db
        .selectFrom('sysDict')
        .select(['id', 'dictCode'])
        .where('delFlag', '=', 0)
        .orderBy('dictCode')
        .execute(),
      this.db
        .selectFrom('sysDictItem')
        .select(['dictId', 'itemValue', 'itemText', 'itemTextEn', 'color', 'status'])
        .orderBy('dictId')
        .orderBy('sortOrder')
        .orderBy('itemValue')
        .execute(),
    ]);
    const itemsByDict = new Map<string, ItemRow[]>();
    for (const item of items) {
      const list = itemsByDict.get(item.dictId) ?? [];
      list.push({
        value: item.itemValue,
        zh: item.itemText,
        en: item.itemTextEn,
        color: item.color,
        enabled: item.status === 1,
      });
      itemsByDict.set(item.dictId, list);
    }
    const byCode = new Map(dicts.map((d) => [d.dictCode, itemsByDict.get(d.id) ?? []]));
    return { byCode, views: new Map(), json: new Map(), enabledByLocale: new Map() };
  }
}
