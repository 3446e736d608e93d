import type { PageProps } from '../../ui/root/defineElement';
import { CommandListPage } from './CommandListPage';

/** Inventory commands: RMA commands (spec 2.3, domain.md 3.4). */
export default function RmaCommandListPage({ formMode }: PageProps<{ formMode?: string }>) {
  return <CommandListPage type="rma" formMode={formMode} />;
}
