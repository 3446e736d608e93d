import { listPageData } from '../src/ui/entity/listPageData';
import { defineElement, detail } from '../src/ui/root/defineElement';
import type { EntityChangeDetail } from '../src/ui/root/elementEvents';

/** Announcements: drafts to everybody or chosen users, publish and revoke (menu sys.announcement). */
export const ispsSysAnnouncementList = defineElement('isps-sys-announcement-list', {
  summary: 'Announcements: drafts to everybody or chosen users, publish and revoke (menu sys.announcement).',
  page: () => import('../src/pages/system/AnnouncementListPage'),
  data: listPageData(() =>
    import('../src/domain/system/entities/sys-announcement').then((m) => m.sysAnnouncement),
  ),
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
