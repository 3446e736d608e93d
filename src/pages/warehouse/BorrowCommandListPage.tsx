import type { PageProps } from '../../ui/root/defineElement';
import { CommandListPage } from './CommandListPage';

/** Inventory commands: borrow commands (spec 2.3, domain.md 3.4). */
export default function BorrowCommandListPage({ formMode }: PageProps<{ formMode?: string }>) {
  return <CommandListPage type="borrow" formMode={formMode} />;
}
