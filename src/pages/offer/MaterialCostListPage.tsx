import { documentAction } from '../../domain/document/define-document';
import { pickText } from '../../domain/i18n-text';
import { materialCost } from '../../domain/offer/material-cost';
import { DocumentListPage } from '../../ui/document/DocumentListPage';
import { useLocale } from '../../ui/root/hooks';

const recalculate = documentAction(materialCost, 'recalculate');

/**
 * Offers › material costs (domain.md 3.10, menu ofr.materialCost): a product's cost from its approved
 * sale BOM on a cost date; *recalculate* (pending only) re-reads prices and rates in force then and shows
 * every leaf with its unit price, currency, rate and amount; approve freezes it for offers.
 */
export default function MaterialCostListPage() {
  const locale = useLocale();
  return (
    <DocumentListPage
      entity={materialCost}
      actions={[
        {
          key: 'recalculate',
          perm: 'recalculate',
          label: recalculate ? pickText(recalculate.title, locale) : 'recalculate',
          // The step runs while the cost may still be edited (descriptor `from: pending`).
          shows: (row) => row.docStatus === 'pending',
          confirm: {
            post: 'recalculate',
            title: recalculate?.confirm ? pickText(recalculate.confirm, locale) : '',
          },
        },
        'approve',
        'cancelApproval',
        'cancel',
      ]}
    />
  );
}
