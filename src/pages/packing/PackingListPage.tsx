import { Button } from 'antd';
import { useState } from 'react';
import { post } from '../../client/http';
import { packingList } from '../../domain/packing/packing-list';
import { EntityListPage } from '../../ui/entity/EntityListPage';
import type { EntityRow } from '../../ui/entity/entity-api';
import { type PrintJob, PrintPreviewModal } from '../../ui/print/PrintPreviewModal';
import { useT } from '../../ui/root/hooks';
import { packingPrintJob } from './packingPrintJobs';

/**
 * Warehouse › packing list (装箱单, domain.md 3.5, 3.8): the packing tasks with their packages as the
 * shipping desk sees them, each printable as a packing list and as package labels through the print
 * templates; printing labels counts them per package.
 */
export default function PackingListPage() {
  const t = useT('packing');
  const [printing, setPrinting] = useState<{ row: EntityRow; job: PrintJob; labels: boolean } | null>(null);
  const code = (row: EntityRow) => String(row.code ?? '');
  return (
    <>
      <EntityListPage
        entity={packingList}
        rowExtra={(row) => (
          <>
            <Button
              type="link"
              size="small"
              className="isps-packing-print"
              onClick={() =>
                setPrinting({
                  row,
                  job: packingPrintJob(row, 'packingList', `${t('print')} ${code(row)}`),
                  labels: false,
                })
              }
            >
              {t('print')}
            </Button>
            {Number(row.packageCount ?? 0) > 0 && (
              <Button
                type="link"
                size="small"
                className="isps-packing-print-labels"
                onClick={() =>
                  setPrinting({
                    row,
                    job: packingPrintJob(row, 'labels', `${t('printLabels')} ${code(row)}`),
                    labels: true,
                  })
                }
              >
                {t('printLabels')}
              </Button>
            )}
          </>
        )}
      />
      {printing && (
        <PrintPreviewModal
          job={printing.job}
          onClose={() => setPrinting(null)}
          onPrinted={
            printing.labels
              ? async () => {
                  await post('/wms/packingList/labelsPrinted', { id: printing.row.id });
                }
              : undefined
          }
        />
      )}
    </>
  );
}
