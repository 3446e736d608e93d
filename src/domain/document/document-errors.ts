import type { LocalText } from '../i18n-text';

/** The document engine's own refusals beyond W's (docs/documents.md "Multi-step approval"). */
export const documentErrorCatalogue = {
  'doc.approvalStepRole': {
    zh: '单据正等待“{step}”审核，您没有该步骤的权限',
    en: 'The document waits for the approval step "{step}", which you may not do',
  },
} as const satisfies Record<string, LocalText>;
