import { useMemo } from 'react';
import { get } from '../../client/http';
import { type Locale, type LocalText, pickText } from '../../domain/i18n-text';
import { useApi, useLocale } from '../../ui/root/hooks';

/**
 * A business dashboard's figures (offer, production): one GET of its endpoint, the charts built from the
 * answer in the page's language, and the page's texts. `loading` is true only until the first answer.
 */
export function useDashboard<Reply, Charts, Key extends string>(
  url: string,
  texts: Record<Key, LocalText>,
  chartsOf: (data: Reply, locale: Locale) => Charts,
) {
  const locale = useLocale();
  const figures = useApi(async () => {
    const answer = await get<Reply>(url);
    if (!answer.success) throw new Error(answer.message);
    return answer.result;
  }, [url]);
  const data = figures.data;
  const charts = useMemo(() => data && chartsOf(data, locale), [data, locale, chartsOf]);
  return {
    locale,
    data,
    charts,
    loading: figures.loading && !data,
    failed: figures.error !== null,
    text: (key: Key) => pickText(texts[key], locale),
  };
}
