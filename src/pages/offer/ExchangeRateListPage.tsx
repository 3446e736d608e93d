import { exchangeRate } from '../../domain/offer/exchange-rate';
import type { PageProps } from '../../ui/root/defineElement';
import { MasterListPage } from '../masterdata/MasterListPage';

/** Offers › exchange rates by pair, type and start date (domain.md 3.10, menu ofr.exchangeRate). */
export default function ExchangeRateListPage({ formMode }: PageProps<{ formMode?: string }>) {
  return <MasterListPage entity={exchangeRate} formMode={formMode} />;
}
