import { priceGroup } from '../../domain/masterdata/price-group';
import type { PageProps } from '../../ui/root/defineElement';
import { MasterListPage } from './MasterListPage';

/** Master data: price groups (domain.md 3.1-3.2, menu mdm.priceGroup). */
export default function PriceGroupListPage({ formMode }: PageProps<{ formMode?: string }>) {
  return <MasterListPage entity={priceGroup} formMode={formMode} />;
}
