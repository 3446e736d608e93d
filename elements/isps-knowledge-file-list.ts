import { defineElement, type ElementOf } from '../src/ui/root/defineElement';

/** Knowledge files: shared manuals to list, upload and download. */
export const ispsKnowledgeFileList = defineElement('isps-knowledge-file-list', {
  summary: 'Knowledge files: shared manuals to list, upload and download.',
  page: () => import('../src/pages/demo/KnowledgeFilesPage'),
  props: {},
  events: {},
});

declare global {
  interface HTMLElementTagNameMap {
    'isps-knowledge-file-list': ElementOf<typeof ispsKnowledgeFileList>;
  }
}
