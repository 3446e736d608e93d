import { Button, Popconfirm } from 'antd';
import { useState } from 'react';
import { post } from '../../client/http';
import { pickText } from '../../domain/i18n-text';
import { rawMaterial } from '../../domain/offer/raw-material';
import type { EntityRow } from '../../ui/entity/entity-api';
import { useAppFeedback } from '../../ui/root/appFeedback';
import type { PageProps } from '../../ui/root/defineElement';
import { usePermission } from '../../ui/root/HasPermission';
import { useLocale } from '../../ui/root/hooks';
import { MasterListPage } from '../masterdata/MasterListPage';
import { PRICE_CHART, PriceHistoryModal } from './PriceHistoryModal';

const PULL = { zh: '取最近采购价', en: 'Last PO price' };
const PULL_CONFIRM = {
  zh: '从该物料最近一张已审核采购订单的净价（按今日汇率换算）新增一条价格吗？',
  en: "Add a price from today taken from this material's last approved purchase order (converted at today's rate)?",
};
const PULLED = {
  zh: '已取采购订单 {po} 的价格 {price} {currency}',
  en: 'Price {price} {currency} taken from PO {po}',
};

/**
 * Offers › raw materials (domain.md 3.10, menu ofr.rawMaterial): master data with the price history as
 * lines (a new price closes the open one; overlaps are refused), a price chart per material and, for a
 * material with a product, the pull of its last approved purchase order price (a `last_po` price).
 */
export default function RawMaterialListPage({ formMode }: PageProps<{ formMode?: string }>) {
  const locale = useLocale();
  const { message } = useAppFeedback();
  const mayPull = usePermission('ofr:rawMaterial:edit');
  const [charted, setCharted] = useState<EntityRow | null>(null);
  const pull = async (row: EntityRow, reload: () => void) => {
    const answer = await post<{ price: number; currency: string; poCode: string }>(
      '/ofr/rawMaterial/pullLastPoPrice',
      { id: row.id },
    );
    if (!answer.success) return void message.error(answer.message);
    const { price, currency, poCode } = answer.result;
    void message.success(
      pickText(PULLED, locale)
        .replace('{po}', poCode)
        .replace('{price}', String(price))
        .replace('{currency}', currency),
    );
    reload();
  };
  return (
    <>
      <MasterListPage
        entity={rawMaterial}
        formMode={formMode}
        rowExtra={(row, reload) => (
          <>
            <Button type="link" size="small" className="isps-price-chart" onClick={() => setCharted(row)}>
              {pickText(PRICE_CHART, locale)}
            </Button>
            {mayPull && row.productId ? (
              <Popconfirm title={pickText(PULL_CONFIRM, locale)} onConfirm={() => pull(row, reload)}>
                <Button type="link" size="small" className="isps-pull-last-po">
                  {pickText(PULL, locale)}
                </Button>
              </Popconfirm>
            ) : null}
          </>
        )}
      />
      {charted && <PriceHistoryModal row={charted} onClose={() => setCharted(null)} />}
    </>
  );
}
