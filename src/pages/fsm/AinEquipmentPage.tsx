import { Button } from 'antd';
import { useState } from 'react';
import { pickText } from '../../domain/i18n-text';
import { ainEquipment } from '../../domain/warehouse/fsm';
import { EntityListPage } from '../../ui/entity/EntityListPage';
import { useLocale } from '../../ui/root/hooks';
import { MEMBRANE_TEXT, MembraneChartModal, type MembraneScope } from '../production/MembraneChartModal';

/**
 * AinEquipment (spec 2.2, domain.md 3.12): the installed base with its FSM columns, read only; each
 * equipment with a serial shows the membrane test records of that serial (domain.md 3.9).
 */
export default function AinEquipmentPage() {
  const locale = useLocale();
  const [shown, setShown] = useState<MembraneScope | null>(null);
  return (
    <>
      <EntityListPage
        entity={ainEquipment}
        rowExtra={(row) =>
          typeof row.serialNo === 'string' && row.serialNo !== '' ? (
            <Button
              type="link"
              size="small"
              className="isps-equipment-membrane"
              onClick={() =>
                setShown({ kind: 'equipment', equipmentId: String(row.id), title: String(row.serialNo) })
              }
            >
              {pickText(MEMBRANE_TEXT.ofEquipment, locale)}
            </Button>
          ) : null
        }
      />
      {shown && <MembraneChartModal scope={shown} onClose={() => setShown(null)} />}
    </>
  );
}
