import { defineElement } from '../src/ui/root/defineElement';

/** Menus and buttons: the permission tree with its editor (menu sys.permission). */
export const ispsSysPermissionList = defineElement('isps-sys-permission-list', {
  summary: 'Menus and buttons: the permission tree with its editor (menu sys.permission).',
  page: () => import('../src/pages/system/PermissionListPage'),
  props: {},
  events: {},
});
