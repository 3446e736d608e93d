import { Input, InputNumber, Modal, Radio, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { getBlob, post } from '../../client/http';
import { proformaInvoice } from '../../domain/oms/proforma-invoice';
import { newRequestId } from '../../ui/document/actionRequests';
import { DocumentListPage } from '../../ui/document/DocumentListPage';
import type { EntityRow } from '../../ui/entity/entity-api';
import { saveBlob } from '../../ui/entity/entity-api';
import { RefSelect } from '../../ui/entity/RefSelect';
import { useAppFeedback } from '../../ui/root/appFeedback';
import { useT } from '../../ui/root/hooks';

/** Creates a proforma from an approved sales order or offer (POST /oms/proformaInvoice/createFrom). */
function CreateFromModal({ onDone }: { onDone: (changed: boolean) => void }) {
  const t = useT('sales');
  const { message } = useAppFeedback();
  const [source, setSource] = useState<'order' | 'offer'>('order');
  const [id, setId] = useState<string | null>(null);
  const [depositPct, setDepositPct] = useState<number | null>(30);
  const [bankInfo, setBankInfo] = useState('');
  const [requestId] = useState(newRequestId);
  const submit = async () => {
    if (!id) return void message.warning(t('proforma.chooseSource'));
    const answer = await post(`${proformaInvoice.basePath}/createFrom`, {
      requestId,
      ...(source === 'order' ? { salesOrderId: id } : { offerId: id }),
      ...(depositPct === null ? {} : { depositPct }),
      ...(bankInfo.trim() ? { bankInfo: bankInfo.trim() } : {}),
    });
    if (!answer.success) return void message.error(answer.message);
    onDone(true);
  };
  return (
    <Modal
      open
      className="isps-proforma-create-from"
      title={t('proforma.createFrom')}
      onOk={() => void submit()}
      onCancel={() => onDone(false)}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Radio.Group
          value={source}
          onChange={(event) => {
            setSource(event.target.value as 'order' | 'offer');
            setId(null);
          }}
          options={[
            { value: 'order', label: t('proforma.fromOrder') },
            { value: 'offer', label: t('proforma.fromOffer') },
          ]}
        />
        <RefSelect
          key={source}
          entity={source === 'order' ? 'bosOrder' : 'offer'}
          value={id}
          onChange={setId}
        />
        <InputNumber
          style={{ width: '100%' }}
          min={0}
          max={100}
          addonBefore={t('proforma.depositPct')}
          value={depositPct}
          onChange={(value) => setDepositPct(value)}
        />
        <Input.TextArea
          rows={3}
          maxLength={500}
          placeholder={t('proforma.bankInfo')}
          value={bankInfo}
          onChange={(event) => setBankInfo(event.target.value)}
        />
      </Space>
    </Modal>
  );
}

/** Downloads an approved proforma's PDF (GET /oms/proformaInvoice/pdf); a refusal shows its message. */
function PdfDownload({ row, onDone }: { row: EntityRow; onDone: () => void }) {
  const t = useT('sales');
  const { message } = useAppFeedback();
  const finished = useRef(onDone);
  finished.current = onDone;
  const id = String(row.id);
  const code = String(row.code ?? row.id);
  useEffect(() => {
    let current = true;
    getBlob(`${proformaInvoice.basePath}/pdf`, { id })
      .then(async (blob) => {
        if (!current) return;
        if (blob.type.includes('json')) {
          const answer = JSON.parse(await blob.text()) as { message?: string };
          void message.error(answer.message ?? t('proforma.printFailed'));
        } else saveBlob(blob, `${code}.pdf`);
        finished.current();
      })
      .catch(() => {
        if (current) void message.error(t('proforma.printFailed'));
        finished.current();
      });
    return () => {
      current = false;
    };
  }, [id, code, message, t]);
  return null;
}

/**
 * Orders › proforma invoices (domain.md 3.11, menu oms.proformaInvoice): created from a sales order or an
 * offer with HS codes and weights; approve locks one and allows printing its PDF (template
 * `proforma_invoice`, adjustable in the print template designer).
 */
export default function ProformaInvoiceListPage() {
  const t = useT('sales');
  return (
    <DocumentListPage
      entity={proformaInvoice}
      actions={[
        'approve',
        'cancelApproval',
        'cancel',
        {
          key: 'print',
          label: t('proforma.print'),
          shows: (row) => row.docStatus === 'approved',
          dialog: (row, { done }) => <PdfDownload row={row} onDone={() => done(false)} />,
        },
      ]}
      toolbar={[
        {
          key: 'createFrom',
          perm: 'add',
          label: t('proforma.createFrom'),
          dialog: (done) => <CreateFromModal onDone={done} />,
        },
      ]}
    />
  );
}
