import type { PageProps } from '../../ui/root/defineElement';
import { CommandListPage } from './CommandListPage';

/** Inventory commands: delivery commands (spec 2.3, domain.md 3.4). */
export default function DeliveryCommandListPage({ formMode }: PageProps<{ formMode?: string }>) {
  return <CommandListPage type="delivery" formMode={formMode} />;
}
