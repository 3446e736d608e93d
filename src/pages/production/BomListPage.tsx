import { bom } from '../../domain/production/production-order';
import type { PageProps } from '../../ui/root/defineElement';
import { MasterListPage } from '../masterdata/MasterListPage';

/**
 * Production › bills of materials (domain.md 3.9, issue 14 point 2, menu mes.bom): one row per product,
 * BOM version and component with its quantity per unit, scrap % and backflush flag. Releasing a
 * production order without components takes them from here (required quantity = planned x per unit x
 * (1 + scrap)); report orders consume the backflush ones. Query by product; Excel import and export.
 */
export default function BomListPage({ formMode }: PageProps<{ formMode?: string }>) {
  return <MasterListPage entity={bom} formMode={formMode} />;
}
