import { PrinterOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { label } from '../../domain/srm/label';
import { EntityListPage } from '../../ui/entity/EntityListPage';
import { useT } from '../../ui/root/hooks';
import { type LabelChoice, LabelPdfDownload } from './LabelPdfDownload';

export interface LabelPrintPageProps {
  /** Shows only this delivery note's labels (the delivery note list's "print labels" opens it so). */
  deliveryNoteId?: string;
}

/**
 * Supplier collaboration › print labels (domain.md 3.6, 4.2, 4.3): the labels shipped notes generated,
 * filtered by delivery note, status, product; Excel export; the selected labels or all of the filtered
 * delivery note printed as one PDF (streamed, with its progress) and reprints counted. A supplier sees
 * and prints its own labels only.
 */
export default function LabelPrintPage({ deliveryNoteId }: LabelPrintPageProps) {
  const t = useT('srm');
  const [printing, setPrinting] = useState<{
    choice: LabelChoice;
    expected: number;
    fileName: string;
  } | null>(null);
  const [generation, setGeneration] = useState(0);
  return (
    <>
      <EntityListPage
        key={generation}
        entity={label}
        addForm={false}
        {...(deliveryNoteId ? { fixedParams: { deliveryNoteId } } : {})}
        toolbar={({ selectedKeys, params, total }) => {
          const note = typeof params.deliveryNoteId === 'string' ? params.deliveryNoteId : undefined;
          return (
            <>
              <Button
                icon={<PrinterOutlined />}
                className="isps-label-print-selected"
                disabled={selectedKeys.length === 0}
                onClick={() =>
                  setPrinting({
                    choice: { ids: selectedKeys },
                    expected: selectedKeys.length,
                    fileName: 'labels.pdf',
                  })
                }
              >
                {t('label.printSelected')}
              </Button>
              <Button
                icon={<PrinterOutlined />}
                className="isps-label-print-note"
                disabled={!note}
                title={note ? undefined : t('label.chooseNote')}
                onClick={() =>
                  note &&
                  setPrinting({
                    choice: { deliveryNoteId: note },
                    expected: total,
                    fileName: `labels-${note}.pdf`,
                  })
                }
              >
                {t('label.printNote')}
              </Button>
            </>
          );
        }}
      />
      {printing && (
        <LabelPdfDownload
          {...printing}
          onDone={(printed) => {
            setPrinting(null);
            // The print counts and times changed.
            if (printed) setGeneration((g) => g + 1);
          }}
        />
      )}
    </>
  );
}
