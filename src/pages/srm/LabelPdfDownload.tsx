import { Modal, Progress } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { getBlob } from '../../client/http';
import { saveBlob } from '../../ui/entity/entity-api';
import { useAppFeedback } from '../../ui/root/appFeedback';
import { useT } from '../../ui/root/hooks';

/**
 * What one label page weighs in the PDF, about (bench/srm: 2 000 labels, 4.0 MB since the symbols are
 * drawn on their module grid; 6.2 MB before): the progress estimate.
 */
const BYTES_PER_LABEL = 2_000;

/** Which labels to print: all of a delivery note, or chosen ones. */
export type LabelChoice = { deliveryNoteId: string } | { ids: readonly string[] };

export interface LabelPdfDownloadProps {
  choice: LabelChoice;
  /** How many labels the PDF holds, when known: the progress is estimated from it (the PDF is streamed). */
  expected?: number;
  fileName: string;
  onDone: (printed: boolean) => void;
}

/**
 * Downloads the labels' PDF (GET /srm/label/pdf, domain.md 4.2) with its progress and saves it: the
 * bytes received against the announced length, else against the expected number of labels. A refusal
 * (not found, nothing chosen) arrives as a JSON answer and is shown as its message.
 */
export function LabelPdfDownload({ choice, expected, fileName, onDone }: LabelPdfDownloadProps) {
  const t = useT('srm');
  const { message } = useAppFeedback();
  const [percent, setPercent] = useState(0);
  const finished = useRef(onDone);
  finished.current = onDone;
  const params =
    'deliveryNoteId' in choice ? { deliveryNoteId: choice.deliveryNoteId } : { ids: choice.ids.join(',') };
  const key = JSON.stringify(params);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the choice is the key; one download per choice
  useEffect(() => {
    let current = true;
    const estimate = expected ? expected * BYTES_PER_LABEL : undefined;
    getBlob('/srm/label/pdf', params, (loaded, total) => {
      const whole = total ?? estimate;
      if (current && whole) setPercent(Math.min(99, Math.floor((loaded / whole) * 100)));
    })
      .then(async (blob) => {
        if (!current) return;
        if (blob.type.includes('json')) {
          const answer = JSON.parse(await blob.text()) as { message?: string };
          void message.error(answer.message ?? t('label.failed'));
          return finished.current(false);
        }
        setPercent(100);
        saveBlob(blob, fileName);
        finished.current(true);
      })
      .catch(() => {
        if (!current) return;
        void message.error(t('label.failed'));
        finished.current(false);
      });
    return () => {
      current = false;
    };
  }, [key]);

  return (
    <Modal open title={t('label.printing')} footer={null} closable={false} maskClosable={false}>
      <Progress className="isps-label-pdf-progress" percent={percent} status="active" />
    </Modal>
  );
}
