import { productStore } from '../../domain/masterdata/product-store';
import type { PageProps } from '../../ui/root/defineElement';
import { MasterListPage } from './MasterListPage';

/** Master data: product stores (domain.md 3.1-3.2, menu mdm.productStore). */
export default function ProductStoreListPage({ formMode }: PageProps<{ formMode?: string }>) {
  return <MasterListPage entity={productStore} formMode={formMode} />;
}
