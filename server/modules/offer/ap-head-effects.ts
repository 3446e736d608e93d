import { apHead } from '../../../src/domain/offer/ap-head';
import { documentEffects } from '../../documents/document-effects';
import { loadDocumentHeader } from '../../documents/load-document';
import type { LedgerContext } from '../warehouse/ledger/ledger-context';
import './offer-tables';

/** An AP head of the caller's tenant. */
async function loadApHead(lc: LedgerContext, id: string) {
  return { header: await loadDocumentHeader(lc, 'ofrApHead', id, ['createBy']) };
}

/** AP heads (domain.md 3.10): W only; an approved scheme is the one offers read, frozen. */
export const apHeadEffects = documentEffects(apHead, {
  load: loadApHead,
  actions: { approve: {}, cancelApproval: {}, cancel: {} },
});
