import { Alert, Button, Empty, Modal, Select, Space, Spin } from 'antd';
import { useEffect, useState } from 'react';
import type { Result } from '../../client/http';
import { useT } from '../root/hooks';
import { printRenderedPages } from './printRenderedPages';
import {
  pageImageSource,
  type RenderedPages,
  renderWithTemplate,
  type TemplateChoice,
  templateChoices,
} from './renderWithTemplate';

/** What to print: the records (loaded when the dialog opens) and the templates they fit. */
export interface PrintJob {
  title: string;
  /** `sys_print_template.biz_type` of the records; the dialog offers its templates. */
  bizType: string;
  /** The template chosen first: a tenant's own template of this code wins over the shared default. */
  defaultCode: string;
  load: () => Promise<Result<Record<string, unknown>[]>>;
}

type View =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; rendered: RenderedPages };

/**
 * The print dialog of every warehouse document and label (issue 7 point 5): the records rendered with
 * the chosen template exactly as they will print, the template switchable among those of the record
 * kind, and Print, which sends the pages to the printer and then tells the caller (print counts).
 */
export function PrintPreviewModal({
  job,
  onClose,
  onPrinted,
}: {
  job: PrintJob;
  onClose: () => void;
  onPrinted?: () => void | Promise<void>;
}) {
  const t = useT('print');
  const [choices, setChoices] = useState<TemplateChoice[]>([]);
  const [code, setCode] = useState(job.defaultCode);
  const [records, setRecords] = useState<Record<string, unknown>[] | null>(null);
  const [view, setView] = useState<View>({ state: 'loading' });
  const [printing, setPrinting] = useState(false);

  useEffect(() => {
    void templateChoices(job.bizType).then((answer) => {
      if (answer.success) setChoices(answer.result);
    });
    void job
      .load()
      .then((answer) =>
        answer.success ? setRecords(answer.result) : setView({ state: 'failed', message: answer.message }),
      );
  }, [job]);

  useEffect(() => {
    if (records === null) return;
    setView({ state: 'loading' });
    void renderWithTemplate(code, records).then((answer) =>
      setView(
        answer.success
          ? { state: 'ready', rendered: answer.result }
          : { state: 'failed', message: answer.message },
      ),
    );
  }, [code, records]);

  const print = async () => {
    if (view.state !== 'ready') return;
    setPrinting(true);
    await printRenderedPages(view.rendered);
    await onPrinted?.();
    setPrinting(false);
    onClose();
  };

  return (
    <Modal
      open
      width={900}
      title={job.title}
      onCancel={onClose}
      footer={
        <Space>
          <Button onClick={onClose}>{t('close')}</Button>
          <Button
            type="primary"
            className="isps-print-go"
            loading={printing}
            disabled={view.state !== 'ready' || view.rendered.pages.length === 0}
            onClick={() => void print()}
          >
            {t('print')}
          </Button>
        </Space>
      }
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Select
          className="isps-print-template"
          style={{ minWidth: 320 }}
          aria-label={t('template')}
          value={code}
          onChange={setCode}
          options={(choices.some((choice) => choice.code === code)
            ? choices
            : [{ code, name: code, widthMm: 0, heightMm: 0 }, ...choices]
          ).map((choice) => ({
            value: choice.code,
            label: choice.widthMm
              ? `${choice.name} (${choice.widthMm} × ${choice.heightMm} mm)`
              : choice.name,
          }))}
        />
        {view.state === 'failed' && <Alert type="error" showIcon message={view.message} />}
        {view.state === 'loading' && <Spin />}
        {view.state === 'ready' && view.rendered.pages.length === 0 && <Empty description={t('nothing')} />}
        {view.state === 'ready' && (
          <div
            className="isps-print-preview"
            style={{ maxHeight: '65vh', overflow: 'auto', background: '#f0f0f0' }}
          >
            {view.rendered.pages.map((svg, index) => (
              <img
                // Pages are positional: the same page twice is still two sheets.
                // biome-ignore lint/suspicious/noArrayIndexKey: pages have no identity but their place
                key={index}
                className="isps-print-page"
                alt={t('page', { n: index + 1 })}
                src={pageImageSource(svg)}
                style={{
                  display: 'block',
                  margin: '8px auto',
                  background: '#fff',
                  boxShadow: '0 1px 4px rgba(0,0,0,.2)',
                  width: `${view.rendered.widthMm}mm`,
                  maxWidth: '100%',
                }}
              />
            ))}
          </div>
        )}
      </Space>
    </Modal>
  );
}
