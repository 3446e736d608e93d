import { Modal, Table } from 'antd';
import { useEffect, useState } from 'react';
import { get, post, postMultipart } from '../../client/http';
import { invoiceApplication } from '../../domain/srm/invoice-application';
import type { EntityRow } from '../../ui/entity/entity-api';
import { useAppFeedback } from '../../ui/root/appFeedback';
import { useT } from '../../ui/root/hooks';

interface InvoiceLine {
  id: string;
  lineNo: number;
  invoiceCode: string;
  invoiceNo: string;
  amountExclTax: number;
  fileId?: string | null;
}

/**
 * The supplier's scans of a pending invoice application (domain.md 3.6): per invoice a PDF or image
 * uploaded through the file store (`/sys/common/upload`, readable by the supplier's own users and the
 * company), kept as the invoice's `file_id` by saving the application with it.
 */
export function InvoiceScansModal({ row, onDone }: { row: EntityRow; onDone: (changed: boolean) => void }) {
  const t = useT('settle');
  const { message } = useAppFeedback();
  const [doc, setDoc] = useState<EntityRow | null>(null);
  const [scans, setScans] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void get<EntityRow>(`${invoiceApplication.basePath}/queryById`, { id: row.id }).then((answer) =>
      setDoc(answer.result ?? null),
    );
  }, [row.id]);
  const lines = ((doc?.lines ?? []) as InvoiceLine[]).map((line) => ({
    ...line,
    fileId: scans[line.id] ?? line.fileId ?? null,
  }));
  const upload = async (lineId: string, file: File) => {
    const form = new FormData();
    form.append('biz', 'invoice');
    form.append('file', file);
    const answer = await postMultipart<string>('/sys/common/upload', form);
    if (!answer.success) return void message.error(answer.message);
    setScans((current) => ({ ...current, [lineId]: String(answer.message) }));
  };
  const save = async () => {
    if (!doc) return;
    setBusy(true);
    const answer = await post(`${invoiceApplication.basePath}/edit`, { ...doc, lines });
    setBusy(false);
    if (!answer.success) return void message.error(answer.message);
    onDone(true);
  };
  return (
    <Modal
      open
      width={760}
      className="isps-invoice-scans"
      title={`${t('action.scans')} ${String(row.code ?? '')}`}
      okButtonProps={{ loading: busy, disabled: !doc }}
      onOk={() => void save()}
      onCancel={() => onDone(false)}
    >
      <Table<InvoiceLine>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={lines}
        columns={[
          { title: t('invoice.code'), dataIndex: 'invoiceCode' },
          { title: t('invoice.no'), dataIndex: 'invoiceNo' },
          { title: t('invoice.amount'), dataIndex: 'amountExclTax', align: 'right' },
          {
            title: t('invoice.scan'),
            render: (_, line) => (
              <span className="isps-invoice-scan">
                <input
                  type="file"
                  accept=".pdf,.png,.jpg,.jpeg"
                  aria-label={`${line.invoiceCode} ${line.invoiceNo}`}
                  onChange={(event) => {
                    const file = event.target.files?.[0];
                    if (file) void upload(line.id, file);
                  }}
                />
                {line.fileId ? (
                  <span className="isps-invoice-scan-done"> ✓ {line.fileId.split('/').pop()}</span>
                ) : null}
              </span>
            ),
          },
        ]}
      />
    </Modal>
  );
}
