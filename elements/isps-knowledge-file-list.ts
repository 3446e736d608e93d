import { defineElement } from '../src/ui/root/defineElement';

/** Knowledge files: shared manuals to list, upload and download. */
export const ispsKnowledgeFileList = defineElement('isps-knowledge-file-list', {
  summary: 'Knowledge files: shared manuals to list, upload and download.',
  page: () => import('../src/pages/demo/KnowledgeFilesPage'),
  props: {},
  events: {},
});
