import { priceTrim } from '../../domain/masterdata/price-trim';
import type { PageProps } from '../../ui/root/defineElement';
import { MasterListPage } from './MasterListPage';

/** Master data: price trims (domain.md 3.1-3.2, menu mdm.priceTrim). */
export default function PriceTrimListPage({ formMode }: PageProps<{ formMode?: string }>) {
  return <MasterListPage entity={priceTrim} formMode={formMode} />;
}
