import { rawMaterial } from '../../domain/offer/raw-material';
import type { PageProps } from '../../ui/root/defineElement';
import { MasterListPage } from '../masterdata/MasterListPage';

/** Offers › raw materials with their price history as lines (a new price closes the open one) (domain.md 3.10, menu ofr.rawMaterial). */
export default function RawMaterialListPage({ formMode }: PageProps<{ formMode?: string }>) {
  return <MasterListPage entity={rawMaterial} formMode={formMode} />;
}
