import { defineElement } from '../src/ui/root/defineElement';

/** OSS files: upload, download, delete (menu file.oss). */
export const ispsOssFileList = defineElement('isps-oss-file-list', {
  summary: 'OSS files: upload, download, delete (menu file.oss).',
  page: () => import('../src/pages/system/OssFileListPage'),
  props: {},
  events: {},
});
