import { listPageData } from '../src/ui/entity/listPageData';
import { defineElement, detail } from '../src/ui/root/defineElement';
import type { EntityChangeDetail } from '../src/ui/root/elementEvents';

/** Production › transfer receive (menu mes.transferReceive). */
export const ispsTransferReceiveList = defineElement('isps-transfer-receive-list', {
  summary: 'Transfer receives: inbound posts finished goods into a new qualified batch.',
  page: () => import('../src/pages/production/TransferReceiveListPage'),
  data: listPageData(() =>
    import('../src/domain/production/transfer-receive').then((m) => m.transferReceive),
  ),
  props: {},
  events: {
    'isps-entity-change': detail<EntityChangeDetail>(
      '{ entity, action, ids }: a transfer receive was added, edited, deleted or acted on.',
    ),
  },
});
