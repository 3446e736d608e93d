import { documentAction } from '../../domain/document/define-document';
import { pickText } from '../../domain/i18n-text';
import { deliveryPlan } from '../../domain/srm/delivery-plan';
import { DocumentListPage } from '../../ui/document/DocumentListPage';
import { specAction } from '../../ui/document/declared-actions';
import { RemarkModal } from '../../ui/document/RemarkModal';
import type { EntityRow } from '../../ui/entity/entity-api';
import { useLocale, useSession } from '../../ui/root/hooks';

const spec = (name: string) => documentAction(deliveryPlan, name)!;
const notConfirmed = (row: EntityRow) => row.buyerConfirmStatus !== 'confirmed';

/**
 * Supplier collaboration › plan delivery (domain.md 3.6, 4.1 step 3): header and lines in one form, the
 * lines picked from the open confirmed items of the supplier's released orders for the ship-to facility;
 * the supplier submits (approve) or cancels a pending plan; the buyer confirms a submitted plan or rejects
 * it with a reason (cancel approval: back to pending); everyone in scope views and exports. A button shows
 * only to the side its action belongs to, with the descriptor's own text.
 */
export default function DeliveryPlanListPage() {
  const locale = useLocale();
  const isSupplier = useSession().userInfo?.userType === 'supplier';
  const side = isSupplier ? 'supplier' : 'staff';
  const reject = spec('cancelApproval');
  return (
    <DocumentListPage
      entity={deliveryPlan}
      actions={[
        'approve',
        specAction(spec('confirmPlan'), isSupplier, locale),
        {
          action: 'cancelApproval',
          dialog: (row, { done }) => (
            <RemarkModal
              request={{ entity: deliveryPlan, row, action: 'cancelApproval' }}
              title={`${pickText(reject.confirm ?? reject.title, locale)} ${String(row.code ?? '')}`}
              onDone={done}
            />
          ),
        },
        'cancel',
      ]}
      allows={(action, row) =>
        (documentAction(deliveryPlan, action)?.side.includes(side) ?? true) &&
        ((action !== 'confirmPlan' && action !== 'cancelApproval') || notConfirmed(row))
      }
    />
  );
}
