import { documentAction } from '../../domain/document/define-document';
import { pickText } from '../../domain/i18n-text';
import { deliveryPlan } from '../../domain/srm/delivery-plan';
import { DocumentListPage } from '../../ui/document/DocumentListPage';
import { specAction } from '../../ui/document/declared-actions';
import { RemarkModal } from '../../ui/document/RemarkModal';
import type { PageAction } from '../../ui/document/row-actions';
import type { EntityRow } from '../../ui/entity/entity-api';
import { useLocale, useSession } from '../../ui/root/hooks';

const spec = (name: string) => documentAction(deliveryPlan, name)!;
const notConfirmed = (row: EntityRow) => row.buyerConfirmStatus !== 'confirmed';

/**
 * Supplier collaboration › plan delivery (domain.md 3.6, 4.1 step 3): header and lines in one form, the
 * lines picked from the open confirmed items of the supplier's released orders for the ship-to facility;
 * the supplier submits (approve) or cancels a pending plan; the buyer confirms a submitted plan or rejects
 * it with a reason (cancel approval: back to pending); everyone in scope views and exports. Buttons carry
 * the descriptor's own titles and show only to the side their action belongs to.
 */
export default function DeliveryPlanListPage() {
  const locale = useLocale();
  const isSupplier = useSession().userInfo?.userType === 'supplier';
  const reject: PageAction = {
    ...specAction(spec('cancelApproval'), isSupplier, locale),
    confirm: undefined,
    dialog: (row, { done }) => (
      <RemarkModal
        request={{ entity: deliveryPlan, row, action: 'cancelApproval' }}
        title={`${pickText(spec('cancelApproval').confirm ?? spec('cancelApproval').title, locale)} ${String(row.code ?? '')}`}
        onDone={done}
      />
    ),
  };
  return (
    <DocumentListPage
      entity={deliveryPlan}
      actions={[
        specAction(spec('approve'), isSupplier, locale),
        specAction(spec('confirmPlan'), isSupplier, locale),
        reject,
        'cancel',
      ]}
      allows={(action, row) => (action !== 'confirmPlan' && action !== 'cancelApproval') || notConfirmed(row)}
    />
  );
}
