import { Empty, Modal, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { pickText } from '../../domain/i18n-text';
import { rawMaterial } from '../../domain/offer/raw-material';
import { type EntityRow, entityApi } from '../../ui/entity/entity-api';
import { useLocale } from '../../ui/root/hooks';
import { ChartBox } from '../dashboard/ChartBox';

export const PRICE_CHART = { zh: '价格走势', en: 'Price history' };

interface Point {
  validFrom: string;
  price: number;
  currency: string;
}

/** The prices of a raw material in validity order, from its detail (issue 15 point 2: a chart per material). */
function pointsOf(detail: EntityRow): Point[] {
  const prices = Array.isArray(detail.prices) ? (detail.prices as EntityRow[]) : [];
  return prices
    .map((price) => ({
      validFrom: String(price.validFrom ?? ''),
      price: Number(price.price ?? 0),
      currency: String(price.currency ?? ''),
    }))
    .sort((a, b) => a.validFrom.localeCompare(b.validFrom));
}

/** A line chart of one raw material's price history, one point per price at its start date. */
export function PriceHistoryModal({ row, onClose }: { row: EntityRow; onClose: () => void }) {
  const locale = useLocale();
  const [points, setPoints] = useState<Point[] | null>(null);
  useEffect(() => {
    let live = true;
    void entityApi(rawMaterial)
      .queryById(String(row.id))
      .then((answer) => {
        if (live) setPoints(answer.success ? pointsOf(answer.result) : []);
      });
    return () => {
      live = false;
    };
  }, [row.id]);
  const title = `${pickText(PRICE_CHART, locale)} ${String(row.code ?? '')} ${String(row.name ?? '')}`;
  const currencies = [...new Set((points ?? []).map((point) => point.currency))].join(' / ');
  return (
    <Modal open title={title} footer={null} width={720} onCancel={onClose} className="isps-price-history">
      {points === null ? (
        <Spin />
      ) : points.length === 0 ? (
        <Empty />
      ) : (
        <ChartBox
          type="line"
          title={title}
          labels={points.map((point) => point.validFrom)}
          series={[{ label: currencies, values: points.map((point) => point.price) }]}
        />
      )}
    </Modal>
  );
}
