import type { PageProps } from '../../ui/root/defineElement';
import { CommandListPage } from './CommandListPage';

/** Inventory commands: transfer commands (spec 2.3, domain.md 3.4). */
export default function TransferCommandListPage({ formMode }: PageProps<{ formMode?: string }>) {
  return <CommandListPage type="transfer" formMode={formMode} />;
}
