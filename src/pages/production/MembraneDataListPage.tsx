import { membraneData } from '../../domain/production/membrane-data';
import type { PageProps } from '../../ui/root/defineElement';
import { MasterListPage } from '../masterdata/MasterListPage';

/** Production › membrane data (domain.md 3.9): test-bench records, imported from Excel or added by hand. */
export default function MembraneDataListPage({ formMode }: PageProps<{ formMode?: string }>) {
  return <MasterListPage entity={membraneData} formMode={formMode} />;
}
