import type { PageProps } from '../../ui/root/defineElement';
import { useEmit } from '../../ui/root/hooks';
import { InventoryTable } from './InventoryTable';

/** Warehouse › inventory (spec 2.3, domain.md 3.3): the balance rows, their export, check inventory. */
export default function InventoryQueryPage({ facilityId }: PageProps<{ facilityId?: string }>) {
  const emit = useEmit();
  return (
    <InventoryTable
      listUrl="/wms/inventory/list"
      exportUrl="/wms/inventory/exportXls"
      canCheck
      fixedParams={facilityId ? { facilityId } : undefined}
      onChecked={(count) => emit('isps-stock-count-opened', count)}
    />
  );
}
