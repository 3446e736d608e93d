import { Button } from 'antd';
import { useState } from 'react';
import { pickText } from '../../domain/i18n-text';
import { rawMaterial } from '../../domain/offer/raw-material';
import type { EntityRow } from '../../ui/entity/entity-api';
import type { PageProps } from '../../ui/root/defineElement';
import { useLocale } from '../../ui/root/hooks';
import { MasterListPage } from '../masterdata/MasterListPage';
import { PRICE_CHART, PriceHistoryModal } from './PriceHistoryModal';

/**
 * Offers › raw materials (domain.md 3.10, menu ofr.rawMaterial): master data with the price history as
 * lines (a new price closes the open one; overlaps are refused) and a price chart per material.
 */
export default function RawMaterialListPage({ formMode }: PageProps<{ formMode?: string }>) {
  const locale = useLocale();
  const [charted, setCharted] = useState<EntityRow | null>(null);
  return (
    <>
      <MasterListPage
        entity={rawMaterial}
        formMode={formMode}
        rowExtra={(row) => (
          <Button type="link" size="small" className="isps-price-chart" onClick={() => setCharted(row)}>
            {pickText(PRICE_CHART, locale)}
          </Button>
        )}
      />
      {charted && <PriceHistoryModal row={charted} onClose={() => setCharted(null)} />}
    </>
  );
}
