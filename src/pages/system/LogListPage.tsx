import { sysLog } from '../../domain/system/entities/sys-log';
import { EntityListPage } from '../../ui/entity/EntityListPage';
import type { PageProps } from '../../ui/root/defineElement';
import { useEmit } from '../../ui/root/hooks';

/** Login and operation logs (api-contract 8.1), read-only. */
export default function LogListPage({ formMode }: PageProps<{ formMode?: string }>) {
  const emit = useEmit();
  return (
    <EntityListPage
      entity={sysLog}
      formMode={formMode === 'drawer' ? 'drawer' : 'modal'}
      onChange={(change) => emit('isps-entity-change', { entity: sysLog.name, ...change })}
    />
  );
}
