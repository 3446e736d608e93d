import { get, type Result } from '../../client/http';
import type { EntityRow } from '../../ui/entity/entity-api';
import type { PrintJob } from '../../ui/print/PrintPreviewModal';

interface PackingPrintData {
  packingList: Record<string, unknown>;
  labels: Record<string, unknown>[];
}

/**
 * The print jobs of a packing task (domain.md 3.8): the packing list (template `packing_list`) and one
 * label per package (`package_label`), rendered from the tenant's templates.
 */
export function packingPrintJob(row: EntityRow, what: 'packingList' | 'labels', title: string): PrintJob {
  const load = async (): Promise<Result<Record<string, unknown>[]>> => {
    const answer = await get<PackingPrintData>('/wms/packingList/printData', { id: row.id });
    if (!answer.success) return { ...answer, result: [] };
    return { ...answer, result: what === 'packingList' ? [answer.result.packingList] : answer.result.labels };
  };
  return what === 'packingList'
    ? { title, bizType: 'packing_list', defaultCode: 'packing_list', load }
    : { title, bizType: 'package_label', defaultCode: 'package_label', load };
}
