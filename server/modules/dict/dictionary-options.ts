import type { Locale } from '../../../src/domain/i18n-text';
import type { AppContext } from '../../context';
import type { DictOption } from './dictionary-cache';

/**
 * The options of a field's dictionary code: a `sys_dict` code, or (a code with commas) a registered
 * table dictionary of the tenant (api-contract 5.3); undefined when neither knows the code.
 */
export async function dictionaryOptions(
  ctx: AppContext,
  code: string,
  locale: Locale,
  tenantId: number,
): Promise<DictOption[] | undefined> {
  if (!code.includes(',')) return ctx.dictionaries.options(code, locale);
  const entry = ctx.tableDictionaries.entry(code);
  return entry ? ctx.tableDictionaries.options(code, entry, locale, tenantId) : undefined;
}
