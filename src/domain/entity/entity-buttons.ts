import type { LocalText } from '../i18n-text';
import type { ButtonDef } from '../system/types';
import { CRUD_ACTIONS, type CrudAction, type EntityDescriptor, permissionCode } from './define-entity';

const CRUD_TITLES: Record<CrudAction, LocalText> = {
  list: { zh: '查询', en: 'Query' },
  add: { zh: '新增', en: 'Add' },
  edit: { zh: '编辑', en: 'Edit' },
  delete: { zh: '删除', en: 'Delete' },
  import: { zh: '导入', en: 'Import' },
  export: { zh: '导出', en: 'Export' },
};

/**
 * The menu buttons (sys_permission menu_type 2) of an entity's page. The menu declares
 * `buttons: entityButtons(descriptor)`, so a permission code is typed once, in the descriptor.
 */
export function entityButtons(entity: EntityDescriptor): ButtonDef[] {
  return [
    ...CRUD_ACTIONS.map((action) => ({ perms: permissionCode(entity, action), title: CRUD_TITLES[action] })),
    ...entity.actions.map((action) => ({ perms: permissionCode(entity, action.name), title: action.label })),
  ];
}
