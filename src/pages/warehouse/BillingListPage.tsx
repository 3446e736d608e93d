import { App, DatePicker, Modal, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { post } from '../../client/http';
import { billingList } from '../../domain/warehouse/billing-list';
import { newRequestId } from '../../ui/document/actionRequests';
import { DocumentListPage } from '../../ui/document/DocumentListPage';
import { codeNameOptions, lookupRows } from '../../ui/entity/lookup-api';
import { useHost, useT } from '../../ui/root/hooks';

/** Builds a billing list for one customer and period (domain.md 3.5). */
function BuildModal({ onDone }: { onDone: (changed: boolean) => void }) {
  const t = useT('warehouse');
  const { message } = App.useApp();
  const [customers, setCustomers] = useState<{ value: string; label: string }[]>([]);
  const [partnerId, setPartnerId] = useState<string>();
  const [period, setPeriod] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [requestId] = useState(newRequestId);
  const page = useHost().localName;
  useEffect(() => {
    void lookupRows('businessPartner', page, { pageSize: 500, filters: { isCustomer: '1' } }).then((rows) =>
      setCustomers(codeNameOptions(rows)),
    );
  }, [page]);
  const submit = async () => {
    if (!partnerId || !period?.[0] || !period[1]) return;
    const answer = await post(`${billingList.basePath}/build`, {
      partnerId,
      periodFrom: period[0].format('YYYY-MM-DD'),
      periodTo: period[1].format('YYYY-MM-DD'),
      requestId,
    });
    if (!answer.success) return void message.error(answer.message);
    onDone(true);
  };
  return (
    <Modal open title={t('billing.build')} onOk={() => void submit()} onCancel={() => onDone(false)}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Select
          showSearch
          optionFilterProp="label"
          style={{ width: '100%' }}
          options={customers}
          value={partnerId}
          onChange={setPartnerId}
        />
        <DatePicker.RangePicker style={{ width: '100%' }} onChange={(value) => setPeriod(value)} />
      </Space>
    </Modal>
  );
}

/**
 * Warehouse › billing lists (spec 2.3, domain.md 3.5): delivered lines of a customer and period put up
 * for billing; approve marks them billed, cancel approval takes that back until SAP bills them.
 */
export default function BillingListPage() {
  const t = useT('warehouse');
  return (
    <DocumentListPage
      entity={billingList}
      addForm={false}
      actions={['approve', 'cancelApproval', 'cancel']}
      toolbar={[
        {
          key: 'build',
          perm: 'add',
          label: t('billing.build'),
          dialog: (done) => <BuildModal onDone={done} />,
        },
      ]}
    />
  );
}
