import { App, DatePicker, Modal, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { post } from '../../client/http';
import { supplierSettle } from '../../domain/oms/supplier-settle';
import { newRequestId } from '../../ui/document/actionRequests';
import { DocumentListPage, type ListPageProps } from '../../ui/document/DocumentListPage';
import type { PageAction } from '../../ui/document/row-actions';
import type { EntityRow } from '../../ui/entity/entity-api';
import { codeNameOptions, lookupRows } from '../../ui/entity/lookup-api';
import { useHost, useSession, useT } from '../../ui/root/hooks';
import { SettleLinesModal } from './SettleLinesModal';

/** The buyer's "generate": a settlement of one supplier's unsettled accepted quantities up to a period's end. */
function GenerateModal({ onDone }: { onDone: (changed: boolean) => void }) {
  const t = useT('settle');
  const { message } = App.useApp();
  const [suppliers, setSuppliers] = useState<{ value: string; label: string }[]>([]);
  const [partnerId, setPartnerId] = useState<string>();
  const [period, setPeriod] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [requestId] = useState(newRequestId);
  const page = useHost().localName;
  useEffect(() => {
    void lookupRows('businessPartner', page, { pageSize: 500, filters: { isSupplier: '1' } }).then((rows) =>
      setSuppliers(codeNameOptions(rows)),
    );
  }, [page]);
  const submit = async () => {
    if (!partnerId || !period?.[0] || !period[1]) return void message.warning(t('generate.missing'));
    const answer = await post(`${supplierSettle.basePath}/generate`, {
      partnerId,
      periodFrom: period[0].format('YYYY-MM-DD'),
      periodTo: period[1].format('YYYY-MM-DD'),
      requestId,
    });
    if (!answer.success) return void message.error(answer.message);
    onDone(true);
  };
  return (
    <Modal
      open
      className="isps-settle-generate"
      title={t('generate.title')}
      onOk={() => void submit()}
      onCancel={() => onDone(false)}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Select
          className="isps-settle-supplier"
          showSearch
          optionFilterProp="label"
          placeholder={t('generate.supplier')}
          style={{ width: '100%' }}
          options={suppliers}
          value={partnerId}
          onChange={setPartnerId}
        />
        <DatePicker.RangePicker
          className="isps-settle-period"
          style={{ width: '100%' }}
          onChange={(value) => setPeriod(value)}
        />
      </Space>
    </Modal>
  );
}

const publishedOpen = (row: EntityRow) => row.docStatus === 'approved' && row.fulfilStatus === 'unexecuted';

/**
 * Orders › supplier settle (domain.md 3.11, 4.1 step 9, 4.3): the buyer generates a supplier's settlement
 * for a period, publishes it (approve), withdraws it (cancel approval), corrects lines while pending and
 * cancels it; the supplier sees its published settlements, confirms them or disputes lines with a remark.
 */
export default function SupplierSettleListPage({ fixedParams }: ListPageProps = {}) {
  const t = useT('settle');
  const isSupplier = useSession().userInfo?.userType === 'supplier';
  const awaitingSupplier = (row: EntityRow) =>
    isSupplier && publishedOpen(row) && row.supplierConfirmStatus === 'unconfirmed';
  const confirm: PageAction = {
    key: 'confirmSettle',
    label: t('action.confirmSettle'),
    shows: awaitingSupplier,
    confirm: { post: 'confirmSettle', title: t('confirm.confirmSettle') },
  };
  const dialog = (action: 'dispute' | 'correctLine', shows: (row: EntityRow) => boolean, perm?: string) => ({
    key: action,
    label: t(`action.${action}`),
    ...(perm ? { perm } : {}),
    shows,
    dialog: (row: EntityRow, { done }: { done: (changed: boolean) => void }) => (
      <SettleLinesModal row={row} action={action} onDone={done} />
    ),
  });
  return (
    <DocumentListPage
      entity={supplierSettle}
      fixedParams={fixedParams}
      addForm={false}
      actions={[
        'approve',
        'cancelApproval',
        confirm,
        dialog('dispute', awaitingSupplier),
        dialog('correctLine', (row) => !isSupplier && row.docStatus === 'pending', 'edit'),
        'cancel',
      ]}
      toolbar={[
        {
          key: 'generate',
          perm: 'add',
          label: t('generate.title'),
          dialog: (done) => <GenerateModal onDone={done} />,
        },
      ]}
    />
  );
}
