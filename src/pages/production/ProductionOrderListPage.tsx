import { Alert, Modal } from 'antd';
import { useState } from 'react';
import { post } from '../../client/http';
import { type LocalText, pickText } from '../../domain/i18n-text';
import { productionOrder } from '../../domain/production/production-order';
import { DocumentListPage } from '../../ui/document/DocumentListPage';
import { useLocale } from '../../ui/root/hooks';

const TEXT = {
  title: { zh: 'SAP导入', en: 'Import from SAP' },
  explain: {
    zh: '立即导入SAP中等待的生产订单（IDoc LOIPRO01），不必等待每15分钟的定时任务。',
    en: 'Import the production orders waiting in SAP (IDoc LOIPRO01) now instead of waiting for the 15-minute job.',
  },
  run: { zh: '导入', en: 'Import' },
} satisfies Record<string, LocalText>;

/** The planner's "import from SAP now" (`mes:productionOrder:sapImport`): the run's answer, then the list again. */
function SapImportDialog({ done }: { done: (changed: boolean) => void }) {
  const locale = useLocale();
  const [running, setRunning] = useState(false);
  const [answer, setAnswer] = useState<{ ok: boolean; message: string } | null>(null);
  const run = async () => {
    setRunning(true);
    try {
      const reply = await post('/mes/productionOrder/sapImport', {});
      setAnswer({ ok: reply.success, message: reply.message });
    } finally {
      setRunning(false);
    }
  };
  return (
    <Modal
      open
      title={pickText(TEXT.title, locale)}
      okText={pickText(TEXT.run, locale)}
      okButtonProps={{ loading: running, disabled: answer !== null, className: 'isps-sap-import-run' }}
      onOk={() => void run()}
      onCancel={() => done(answer !== null)}
    >
      {answer ? (
        <Alert type={answer.ok ? 'success' : 'error'} message={answer.message} />
      ) : (
        <p>{pickText(TEXT.explain, locale)}</p>
      )}
    </Modal>
  );
}

/**
 * Production › production order (domain.md 3.9): header and BOM components in one form; release takes the
 * components from the product's BOM when none were entered; force finish asks a remark and is refused
 * while components are still at the line side. Orders also come from SAP (docs/integrations.md
 * "Production orders"): every 15 minutes, or now by the toolbar's import.
 */
export default function ProductionOrderListPage() {
  const locale = useLocale();
  return (
    <DocumentListPage
      entity={productionOrder}
      actions={['approve', 'cancelApproval', 'cancel', 'forceFinish']}
      toolbar={[
        {
          key: 'sapImport',
          className: 'isps-sap-import',
          perm: 'sapImport',
          label: pickText(TEXT.title, locale),
          dialog: (done) => <SapImportDialog done={done} />,
        },
      ]}
    />
  );
}
