import type { Locale } from '../../../src/domain/i18n-text';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { DictOption } from './dictionary-cache';
import { type TableDictionary, tableDictionaries } from './table-dictionaries';

const TTL_MS = 30_000;

/**
 * Answers of registered table dictionaries. Their tables change through many modules, so answers live
 * only 30 s (and go at once on refleshCache) instead of being invalidated by every write.
 */
export class TableDictionaryCache {
  private readonly answers = new Map<string, { at: number; options: Promise<DictOption[]> }>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly registry: Record<string, TableDictionary> = tableDictionaries,
  ) {}

  entry(key: string): TableDictionary | undefined {
    return Object.hasOwn(this.registry, key) ? this.registry[key] : undefined;
  }

  options(key: string, entry: TableDictionary, locale: Locale, tenantId: number): Promise<DictOption[]> {
    const cacheKey = `${key}|${locale}|${tenantId}`;
    const now = this.clock.now();
    const cached = this.answers.get(cacheKey);
    if (cached && now - cached.at < TTL_MS) return cached.options;
    const options = entry
      .load(this.db, { locale, tenantId })
      .then((rows) => rows.map((r) => ({ value: r.value, text: r.text, title: r.text })));
    this.answers.set(cacheKey, { at: now, options });
    options.catch(() => this.answers.delete(cacheKey));
    return options;
  }

  invalidate(): void {
    this.answers.clear();
  }
}
