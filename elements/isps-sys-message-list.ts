import { listPageData } from '../src/ui/entity/listPageData';
import { defineElement, detail } from '../src/ui/root/defineElement';
import type { EntityChangeDetail } from '../src/ui/root/elementEvents';

/** System messages (api-contract 8.11): the outgoing queue; pending messages can be edited. */
export const ispsSysMessageList = defineElement('isps-sys-message-list', {
  summary: 'System messages (api-contract 8.11): the outgoing queue; pending messages can be edited.',
  page: () => import('../src/pages/system/SysMessageListPage'),
  data: listPageData(() => import('../src/domain/system/entities/sys-message').then((m) => m.sysMessage)),
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
