import { priceCatalog } from '../../domain/masterdata/price-catalog';
import type { PageProps } from '../../ui/root/defineElement';
import { MasterListPage } from './MasterListPage';

/** Master data: price catalogs (domain.md 3.1-3.2, menu mdm.priceCatalog). */
export default function PriceCatalogListPage({ formMode }: PageProps<{ formMode?: string }>) {
  return <MasterListPage entity={priceCatalog} formMode={formMode} />;
}
