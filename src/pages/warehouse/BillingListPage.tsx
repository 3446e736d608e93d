import { App, Button, DatePicker, Modal, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { type ReactNode, useEffect, useState } from 'react';
import { post } from '../../client/http';
import { hasPermission } from '../../client/permissions';
import { permissionCode } from '../../domain/entity/define-entity';
import { pickText } from '../../domain/i18n-text';
import { billingList } from '../../domain/warehouse/billing-list';
import { type DocState, documentActions, isAllowedFrom } from '../../domain/workflow';
import { EntityListPage } from '../../ui/entity/EntityListPage';
import type { EntityRow } from '../../ui/entity/entity-api';
import { codeNameOptions, lookupRows } from '../../ui/entity/lookup-api';
import { useHost, useLocale, useSession, useT } from '../../ui/root/hooks';
import { ConfirmedActionButtons, newRequestId, RemarkModal } from './documentActions';

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
  const locale = useLocale();
  const session = useSession();
  const [building, setBuilding] = useState(false);
  const [generation, setGeneration] = useState(0);
  const [cancelling, setCancelling] = useState<{ row: EntityRow; reload: () => void } | null>(null);
  const can = (perm: string) => hasPermission(permissionCode(billingList, perm), session);
  const rowButtons = (row: EntityRow, reload: () => void): ReactNode => {
    const state = { docStatus: row.docStatus, fulfilStatus: row.fulfilStatus } as DocState;
    return (
      <>
        <ConfirmedActionButtons
          entity={billingList}
          row={row}
          actions={['approve', 'cancelApproval']}
          can={can}
          onDone={reload}
        />
        {can('cancel') && isAllowedFrom('cancel', state) && (
          <Button type="link" size="small" onClick={() => setCancelling({ row, reload })}>
            {pickText(documentActions.cancel.title, locale)}
          </Button>
        )}
      </>
    );
  };
  return (
    <>
      <EntityListPage
        key={generation}
        entity={billingList}
        addForm={false}
        rowExtra={rowButtons}
        toolbar={can('add') ? <Button onClick={() => setBuilding(true)}>{t('billing.build')}</Button> : null}
      />
      {building && (
        <BuildModal
          onDone={(changed) => {
            if (changed) setGeneration((g) => g + 1);
            setBuilding(false);
          }}
        />
      )}
      {cancelling && (
        <RemarkModal
          request={{ entity: billingList, row: cancelling.row, action: 'cancel' }}
          title={pickText(documentActions.cancel.confirm, locale)}
          onDone={(changed) => {
            if (changed) cancelling.reload();
            setCancelling(null);
          }}
        />
      )}
    </>
  );
}
