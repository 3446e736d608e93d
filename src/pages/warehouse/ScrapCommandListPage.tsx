import type { PageProps } from '../../ui/root/defineElement';
import { CommandListPage } from './CommandListPage';

/** Inventory commands: scrap commands (spec 2.3, domain.md 3.4). */
export default function ScrapCommandListPage({ formMode }: PageProps<{ formMode?: string }>) {
  return <CommandListPage type="scrap" formMode={formMode} />;
}
