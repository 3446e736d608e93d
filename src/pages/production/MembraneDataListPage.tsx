import { Button } from 'antd';
import { useState } from 'react';
import { pickText } from '../../domain/i18n-text';
import { membraneData } from '../../domain/production/membrane-data';
import type { EntityRow } from '../../ui/entity/entity-api';
import type { PageProps } from '../../ui/root/defineElement';
import { useLocale } from '../../ui/root/hooks';
import { MasterListPage } from '../masterdata/MasterListPage';
import { MEMBRANE_TEXT, MembraneChartModal, type MembraneScope } from './MembraneChartModal';

/** The chart of a record: its production order's records, else its batch's (none without either). */
function scopeOf(row: EntityRow): MembraneScope | null {
  if (typeof row.productionOrderId === 'string' && row.productionOrderId !== '')
    return {
      kind: 'order',
      productionOrderId: row.productionOrderId,
      title: String(row.productionOrderId_dictText ?? row.productionOrderId),
    };
  if (typeof row.batchId === 'string' && row.batchId !== '')
    return { kind: 'batch', batchId: row.batchId, title: String(row.batchId_dictText ?? row.batchId) };
  return null;
}

/**
 * Production › membrane data (domain.md 3.9): test-bench records, imported from Excel, posted by the
 * bench software (POST /mes/membraneData/bench) or added by hand; charts of salt rejection and permeate
 * flow per production order (or batch).
 */
export default function MembraneDataListPage({ formMode }: PageProps<{ formMode?: string }>) {
  const locale = useLocale();
  const [charted, setCharted] = useState<MembraneScope | null>(null);
  return (
    <>
      <MasterListPage
        entity={membraneData}
        formMode={formMode}
        rowExtra={(row) => {
          const scope = scopeOf(row);
          return (
            scope && (
              <Button
                type="link"
                size="small"
                className="isps-membrane-chart"
                onClick={() => setCharted(scope)}
              >
                {pickText(MEMBRANE_TEXT.charts, locale)}
              </Button>
            )
          );
        }}
      />
      {charted && <MembraneChartModal scope={charted} onClose={() => setCharted(null)} />}
    </>
  );
}
