import { Modal, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { getBlob } from '../../client/http';
import { pickText } from '../../domain/i18n-text';
import { saveBlob } from '../../ui/entity/entity-api';
import { useAppFeedback } from '../../ui/root/appFeedback';
import { useLocale } from '../../ui/root/hooks';

export const PRINT_OFFER = { zh: '打印PDF', en: 'Print PDF' };
const PRINTING = { zh: '正在生成报价单PDF…', en: 'Drawing the offer PDF…' };
const FAILED = { zh: '报价单PDF生成失败', en: 'The offer PDF could not be drawn' };

/**
 * Downloads an approved offer's PDF (GET /ofr/offer/pdf, the print template of kind `offer`) and saves it
 * as `offer-<code>.pdf`; a refusal arrives as a JSON answer and is shown as its message.
 */
export function OfferPdfDownload({ id, code, onDone }: { id: string; code: string; onDone: () => void }) {
  const locale = useLocale();
  const { message } = useAppFeedback();
  const finished = useRef(onDone);
  finished.current = onDone;
  useEffect(() => {
    let current = true;
    getBlob('/ofr/offer/pdf', { id })
      .then(async (blob) => {
        if (!current) return;
        if (blob.type.includes('json')) {
          const answer = JSON.parse(await blob.text()) as { message?: string };
          void message.error(answer.message ?? pickText(FAILED, locale));
        } else saveBlob(blob, `offer-${code}.pdf`);
        finished.current();
      })
      .catch(() => {
        if (!current) return;
        void message.error(pickText(FAILED, locale));
        finished.current();
      });
    return () => {
      current = false;
    };
  }, [id, code, locale, message]);
  return (
    <Modal open title={pickText(PRINT_OFFER, locale)} footer={null} closable={false} maskClosable={false}>
      <Spin className="isps-offer-pdf-progress" /> {pickText(PRINTING, locale)}
    </Modal>
  );
}
