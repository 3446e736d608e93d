import type { PageProps } from '../../ui/root/defineElement';
import { CommandListPage } from './CommandListPage';

/** Inventory commands: service delivery commands (spec 2.3, domain.md 3.4). */
export default function ServiceDeliveryCommandListPage({ formMode }: PageProps<{ formMode?: string }>) {
  return <CommandListPage type="service_delivery" formMode={formMode} />;
}
