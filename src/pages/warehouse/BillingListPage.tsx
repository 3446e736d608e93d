import { billingList } from '../../domain/warehouse/billing-list';
import { DocumentListPage } from '../../ui/document/DocumentListPage';
import { PartnerPeriodModal } from '../../ui/document/PartnerPeriodModal';
import { useT } from '../../ui/root/hooks';

/** Builds a billing list for one customer and period (domain.md 3.5). */
function BuildModal({ onDone }: { onDone: (changed: boolean) => void }) {
  const t = useT('warehouse');
  return (
    <PartnerPeriodModal
      url={`${billingList.basePath}/build`}
      title={t('billing.build')}
      partnerFilter={{ isCustomer: '1' }}
      onDone={onDone}
    />
  );
}

/**
 * Warehouse › billing lists (spec 2.3, domain.md 3.5): delivered lines of a customer and period put up
 * for billing; approve marks them billed, cancel approval takes that back until SAP bills them.
 */
export default function BillingListPage() {
  const t = useT('warehouse');
  return (
    <DocumentListPage
      entity={billingList}
      addForm={false}
      actions={['approve', 'cancelApproval', 'cancel']}
      toolbar={[
        {
          key: 'build',
          perm: 'add',
          label: t('billing.build'),
          dialog: (done) => <BuildModal onDone={done} />,
        },
      ]}
    />
  );
}
