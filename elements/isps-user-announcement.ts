import { defineElement, detail, method } from '../src/ui/root/defineElement';
import type { NavigateDetail } from '../src/ui/root/elementEvents';

/** spec 2.2 "view more" page /isps/userAnnouncement: my notices and system messages. */
export const ispsUserAnnouncement = defineElement('isps-user-announcement', {
  summary: 'My notices and system messages; opening one shows it and marks it read.',
  page: () => import('../src/pages/notice/UserAnnouncementPage'),
  props: {
    category: {
      type: 'string',
      description: 'Initial category: 1 notices, 2 system messages, empty for both.',
    },
  },
  events: {
    'isps-announcement-read': detail<{ anntId: string; titile: string }>(
      '{ anntId, titile }: a notice was opened and marked read.',
    ),
    'isps-navigate': detail<NavigateDetail>(
      '{ path }: the user chose "go handle" on a notice whose openType is url.',
    ),
  },
  methods: { refresh: method<() => void>('Reloads the list from the server.') },
});
