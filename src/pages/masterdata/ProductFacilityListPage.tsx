import { productFacility } from '../../domain/masterdata/product-facility';
import type { PageProps } from '../../ui/root/defineElement';
import { MasterListPage } from './MasterListPage';

/**
 * Master data: product facility settings (domain.md 3.1, menu mdm.productFacility); their min/max and
 * reorder multiple drive the nightly replenish job (domain.md 3.4).
 */
export default function ProductFacilityListPage({ formMode }: PageProps<{ formMode?: string }>) {
  return <MasterListPage entity={productFacility} formMode={formMode} />;
}
