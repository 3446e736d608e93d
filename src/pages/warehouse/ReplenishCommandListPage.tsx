import type { PageProps } from '../../ui/root/defineElement';
import { CommandListPage } from './CommandListPage';

/** Inventory commands: replenish commands (spec 2.3, domain.md 3.4). */
export default function ReplenishCommandListPage({ formMode }: PageProps<{ formMode?: string }>) {
  return <CommandListPage type="replenish" formMode={formMode} />;
}
