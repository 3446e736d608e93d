import { sysMessage } from '../../domain/system/entities/sys-message';
import { EntityListPage } from '../../ui/entity/EntityListPage';
import type { PageProps } from '../../ui/root/defineElement';
import { useEmit } from '../../ui/root/hooks';

/** System messages (api-contract 8.11): the outgoing queue; pending messages can be edited. */
export default function SysMessageListPage({ formMode }: PageProps<{ formMode?: string }>) {
  const emit = useEmit();
  return (
    <EntityListPage
      entity={sysMessage}
      formMode={formMode === 'drawer' ? 'drawer' : 'modal'}
      onChange={(change) => emit('isps-entity-change', { entity: sysMessage.name, ...change })}
    />
  );
}
