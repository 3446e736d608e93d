import { defineElement } from '../src/ui/root/defineElement';

/** Departments: tree, search, details, add child or top level, delete, department permissions (menu sys.depart). */
export const ispsSysDepartList = defineElement('isps-sys-depart-list', {
  summary:
    'Departments: tree, search, details, add child or top level, delete, department permissions (menu sys.depart).',
  page: () => import('../src/pages/system/DepartPage'),
  props: {},
  events: {},
});
