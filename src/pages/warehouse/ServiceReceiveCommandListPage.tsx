import type { PageProps } from '../../ui/root/defineElement';
import { CommandListPage } from './CommandListPage';

/** Inventory commands: service receive commands (spec 2.3, domain.md 3.4). */
export default function ServiceReceiveCommandListPage({ formMode }: PageProps<{ formMode?: string }>) {
  return <CommandListPage type="service_receive" formMode={formMode} />;
}
