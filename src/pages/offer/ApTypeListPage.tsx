import { apType } from '../../domain/offer/ap-type';
import type { PageProps } from '../../ui/root/defineElement';
import { MasterListPage } from '../masterdata/MasterListPage';

/** Offers › AP types and their calculation method (domain.md 3.10, menu ofr.apType). */
export default function ApTypeListPage({ formMode }: PageProps<{ formMode?: string }>) {
  return <MasterListPage entity={apType} formMode={formMode} />;
}
