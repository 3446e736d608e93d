import { supplierSettle } from '../../domain/oms/supplier-settle';
import { DocumentListPage, type ListPageProps } from '../../ui/document/DocumentListPage';
import { PartnerPeriodModal } from '../../ui/document/PartnerPeriodModal';
import type { PageAction } from '../../ui/document/row-actions';
import type { EntityRow } from '../../ui/entity/entity-api';
import { useSession, useT } from '../../ui/root/hooks';
import { SettleLinesModal } from './SettleLinesModal';

/** The buyer's "generate": a settlement of one supplier's unsettled accepted quantities up to a period's end. */
function GenerateModal({ onDone }: { onDone: (changed: boolean) => void }) {
  const t = useT('settle');
  return (
    <PartnerPeriodModal
      url={`${supplierSettle.basePath}/generate`}
      title={t('generate.title')}
      partnerFilter={{ isSupplier: '1' }}
      missing={t('generate.missing')}
      className="isps-settle-generate"
      onDone={onDone}
    />
  );
}

const publishedOpen = (row: EntityRow) => row.docStatus === 'approved' && row.fulfilStatus === 'unexecuted';

/**
 * Orders › supplier settle (domain.md 3.11, 4.1 step 9, 4.3): the buyer generates a supplier's settlement
 * for a period, publishes it (approve), withdraws it (cancel approval), corrects lines while pending and
 * cancels it; the supplier sees its published settlements, confirms them or disputes lines with a remark.
 */
export default function SupplierSettleListPage({ fixedParams }: ListPageProps = {}) {
  const t = useT('settle');
  const isSupplier = useSession().userInfo?.userType === 'supplier';
  const awaitingSupplier = (row: EntityRow) =>
    isSupplier && publishedOpen(row) && row.supplierConfirmStatus === 'unconfirmed';
  const confirm: PageAction = {
    key: 'confirmSettle',
    label: t('action.confirmSettle'),
    shows: awaitingSupplier,
    confirm: { post: 'confirmSettle', title: t('confirm.confirmSettle') },
  };
  const dialog = (action: 'dispute' | 'correctLine', shows: (row: EntityRow) => boolean, perm?: string) => ({
    key: action,
    label: t(`action.${action}`),
    ...(perm ? { perm } : {}),
    shows,
    dialog: (row: EntityRow, { done }: { done: (changed: boolean) => void }) => (
      <SettleLinesModal row={row} action={action} onDone={done} />
    ),
  });
  return (
    <DocumentListPage
      entity={supplierSettle}
      fixedParams={fixedParams}
      addForm={false}
      actions={[
        'approve',
        'cancelApproval',
        confirm,
        dialog('dispute', awaitingSupplier),
        dialog('correctLine', (row) => !isSupplier && row.docStatus === 'pending', 'edit'),
        'cancel',
      ]}
      toolbar={[
        {
          key: 'generate',
          perm: 'add',
          label: t('generate.title'),
          dialog: (done) => <GenerateModal onDone={done} />,
        },
      ]}
    />
  );
}
