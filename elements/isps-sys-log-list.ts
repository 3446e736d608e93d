import { listPageData } from '../src/ui/entity/listPageData';
import { defineElement, detail } from '../src/ui/root/defineElement';
import type { EntityChangeDetail } from '../src/ui/root/elementEvents';

/** Login and operation logs (menu sys.log). */
export const ispsSysLogList = defineElement('isps-sys-log-list', {
  summary: 'Login and operation logs (menu sys.log).',
  page: () => import('../src/pages/system/LogListPage'),
  data: listPageData(() => import('../src/domain/system/entities/sys-log').then((m) => m.sysLog)),
  props: {
    formMode: {
      type: 'string',
      description: '`modal` (default) or `drawer`: where the add/edit form opens.',
    },
  },
  events: {
    'isps-entity-change': detail<EntityChangeDetail>(
      '{ entity, action, ids }: a record was added, edited, deleted or imported.',
    ),
  },
});
