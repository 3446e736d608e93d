import type { PageProps } from '../../ui/root/defineElement';
import { CommandListPage } from './CommandListPage';

/** Inventory commands: receive commands (spec 2.3, domain.md 3.4). */
export default function ReceiveCommandListPage({ formMode }: PageProps<{ formMode?: string }>) {
  return <CommandListPage type="receive" formMode={formMode} />;
}
