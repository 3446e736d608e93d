import { listPageData } from '../src/ui/entity/listPageData';
import { defineElement, detail } from '../src/ui/root/defineElement';
import type { EntityChangeDetail } from '../src/ui/root/elementEvents';

/** Data sources; passwords are write-only (menu sys.dataSource). */
export const ispsSysDataSourceList = defineElement('isps-sys-data-source-list', {
  summary: 'Data sources; passwords are write-only (menu sys.dataSource).',
  page: () => import('../src/pages/system/DataSourceListPage'),
  data: listPageData(() => import('../src/domain/system/entities/data-source').then((m) => m.dataSource)),
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
