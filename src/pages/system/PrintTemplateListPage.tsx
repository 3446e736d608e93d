import { Button } from 'antd';
import { useState } from 'react';
import { printTemplate } from '../../domain/system/entities/print-template';
import { EntityListPage } from '../../ui/entity/EntityListPage';
import type { EntityRow } from '../../ui/entity/entity-api';
import type { PageProps } from '../../ui/root/defineElement';
import { useEmit, useT } from '../../ui/root/hooks';
import { PrintDesigner } from './PrintDesigner';
import { useCan } from './RowActions';

/** Print templates (domain.md 4.2): label and document sizes, and the designer of each. */
export default function PrintTemplateListPage({ formMode }: PageProps<{ formMode?: string }>) {
  const t = useT('system');
  const emit = useEmit();
  const can = useCan();
  const [designing, setDesigning] = useState<{ row: EntityRow; reload: () => void } | null>(null);
  return (
    <>
      <EntityListPage
        entity={printTemplate}
        formMode={formMode === 'drawer' ? 'drawer' : 'modal'}
        onChange={(change) => emit('isps-entity-change', { entity: printTemplate.name, ...change })}
        rowExtra={(row, reload) =>
          can('sys:printTemplate:edit') && (
            <Button
              type="link"
              size="small"
              className="isps-print-design"
              onClick={() => setDesigning({ row, reload })}
            >
              {t('print.design')}
            </Button>
          )
        }
      />
      <PrintDesigner
        key={designing ? String(designing.row.id) : 'none'}
        template={designing?.row ?? null}
        onClose={() => setDesigning(null)}
        onSaved={() => {
          designing?.reload();
          setDesigning(null);
        }}
      />
    </>
  );
}
