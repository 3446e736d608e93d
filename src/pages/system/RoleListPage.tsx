import { Button } from 'antd';
import { useState } from 'react';
import { sysRole } from '../../domain/system/entities/sys-role';
import { EntityListPage } from '../../ui/entity/EntityListPage';
import type { EntityRow } from '../../ui/entity/entity-api';
import type { PageProps } from '../../ui/root/defineElement';
import { useEmit, useT } from '../../ui/root/hooks';
import { PermissionGrantModal } from './PermissionGrantTree';
import { useCan } from './RowActions';

/** Roles (api-contract 4.2) with the permission assignment of each role (saveRolePermission). */
export default function RoleListPage({ formMode }: PageProps<{ formMode?: string }>) {
  const t = useT('system');
  const emit = useEmit();
  const can = useCan();
  const [granting, setGranting] = useState<EntityRow | null>(null);
  return (
    <>
      <EntityListPage
        entity={sysRole}
        formMode={formMode === 'drawer' ? 'drawer' : 'modal'}
        onChange={(change) => emit('isps-entity-change', { entity: sysRole.name, ...change })}
        rowExtra={(row) =>
          can('sys:role:edit') && (
            <Button type="link" size="small" className="isps-role-grant" onClick={() => setGranting(row)}>
              {t('role.grant')}
            </Button>
          )
        }
      />
      <PermissionGrantModal
        roleId={granting ? String(granting.id) : null}
        title={t('role.grantTitle', { name: String(granting?.roleName ?? '') })}
        onClose={() => setGranting(null)}
      />
    </>
  );
}
