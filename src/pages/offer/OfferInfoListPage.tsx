import { documentAction } from '../../domain/document/define-document';
import { pickText } from '../../domain/i18n-text';
import { offer } from '../../domain/offer/offer';
import { DocumentListPage } from '../../ui/document/DocumentListPage';
import { RemarkModal } from '../../ui/document/RemarkModal';
import type { PageAction } from '../../ui/document/row-actions';
import type { EntityRow } from '../../ui/entity/entity-api';
import { useLocale } from '../../ui/root/hooks';
import { OfferPdfDownload, PRINT_OFFER } from './OfferPdfDownload';

const LOST = { zh: '丢单', en: 'Lost' };
const LOST_REASON = { zh: '丢单原因', en: 'Why the offer was lost' };
const pending = (row: EntityRow) => row.docStatus === 'pending';
const openApproved = (row: EntityRow) => row.docStatus === 'approved' && row.offerResult === 'open';

/**
 * Offers › offer info (domain.md 3.10, menu ofr.offer): header and lines in one form, priced by the server
 * on save; sales approve, the sales manager approves a margin under the store's minimum; an approved offer
 * is read-only and *revise* copies it into the next version; the result is won or lost with a reason; an
 * approved offer prints as a PDF through its print template.
 */
export default function OfferInfoListPage() {
  const locale = useLocale();
  const step = (name: string, perm: string, shows: (row: EntityRow) => boolean): PageAction => {
    const spec = documentAction(offer, name);
    const title = spec ? pickText(spec.title, locale) : name;
    return {
      key: name,
      perm,
      label: title,
      shows,
      confirm: { post: name, title: spec?.confirm ? pickText(spec.confirm, locale) : title },
    };
  };
  const lostTitle = pickText(documentAction(offer, 'markLost')?.title ?? LOST, locale);
  const lost: PageAction = {
    key: 'markLost',
    perm: 'edit',
    label: lostTitle,
    shows: openApproved,
    dialog: (row, { done }) => (
      <RemarkModal
        request={{ entity: offer, row, action: 'markLost', placeholder: pickText(LOST_REASON, locale) }}
        title={lostTitle}
        onDone={done}
      />
    ),
  };
  const print: PageAction = {
    key: 'printPdf',
    label: pickText(PRINT_OFFER, locale),
    shows: (row) => row.docStatus === 'approved',
    dialog: (row, { done }) => (
      <OfferPdfDownload id={String(row.id)} code={String(row.code ?? row.id)} onDone={() => done(false)} />
    ),
  };
  return (
    <DocumentListPage
      entity={offer}
      actions={[
        step('confirmMargin', 'approveLowMargin', pending),
        'approve',
        'cancelApproval',
        step('revise', 'add', openApproved),
        step('markWon', 'edit', openApproved),
        lost,
        print,
        'cancel',
      ]}
    />
  );
}
