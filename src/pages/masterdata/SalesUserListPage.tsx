import { salesUser } from '../../domain/masterdata/sales-user';
import type { PageProps } from '../../ui/root/defineElement';
import { MasterListPage } from './MasterListPage';

/** Master data: sales users (domain.md 3.1-3.2, menu mdm.salesUser). */
export default function SalesUserListPage({ formMode }: PageProps<{ formMode?: string }>) {
  return <MasterListPage entity={salesUser} formMode={formMode} />;
}
