import { purchaseOrder } from '../../domain/srm/purchase-order';
import { isAllowedFrom } from '../../domain/workflow';
import { DocumentListPage, type ListPageProps } from '../../ui/document/DocumentListPage';
import { type PageAction, stateOf } from '../../ui/document/row-actions';
import type { EntityRow } from '../../ui/entity/entity-api';
import { useSession, useT } from '../../ui/root/hooks';
import { lazyPart } from '../../ui/root/lazyPart';
import type { PoItemAction } from './PoItemAnswerModal';

/** The answer dialog (dates, quantities) loads when a supplier or buyer opens it (issue 17). */
const PoItemAnswerModal = lazyPart(() =>
  import('./PoItemAnswerModal').then((module) => module.PoItemAnswerModal),
);

/** Approved and not finished: the states the answers on items run from (descriptor steps `from: open`). */
const released = (row: EntityRow) =>
  row.docStatus === 'approved' && isAllowedFrom('forceFinish', stateOf(row));

/**
 * Supplier collaboration › purchase orders (domain.md 3.6, 4.1 steps 1-2, 4.3): header and items in one
 * form for the buyer, who releases (approves), cancels the release, cancels or force-finishes them and
 * answers rejections and change requests; the supplier sees its released orders and confirms items
 * (quantity and promised date), rejects them or asks for a change with a remark.
 */
export default function PurchaseOrderListPage({ fixedParams }: ListPageProps = {}) {
  const t = useT('srm');
  const isSupplier = useSession().userInfo?.userType === 'supplier';
  const answer = (action: PoItemAction, shows: (row: EntityRow) => boolean, perm?: string): PageAction => ({
    key: action,
    label: t(`action.${action}`),
    ...(perm ? { perm } : {}),
    shows: (row) => released(row) && shows(row),
    dialog: (row, { done }) => <PoItemAnswerModal row={row} action={action} onDone={done} />,
  });
  const supplierSide = () => isSupplier;
  // A fully confirmed order has nothing left to confirm or reject; a change may still be asked for.
  const awaitingSupplier = (row: EntityRow) => isSupplier && row.confirmStatus !== 'confirmed';
  const exception = (row: EntityRow) =>
    !isSupplier && (row.confirmStatus === 'rejected' || row.confirmStatus === 'change_requested');
  return (
    <DocumentListPage
      entity={purchaseOrder}
      fixedParams={fixedParams}
      actions={[
        'approve',
        'cancelApproval',
        answer('confirmItems', awaitingSupplier),
        answer('rejectItems', awaitingSupplier),
        answer('requestChange', supplierSide),
        answer('answerChange', exception, 'answerChange'),
        'cancel',
        'forceFinish',
      ]}
    />
  );
}
