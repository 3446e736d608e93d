import { DatePicker, Modal, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { post } from '../../client/http';
import { documentAction } from '../../domain/document/define-document';
import { pickText } from '../../domain/i18n-text';
import { serviceSettle } from '../../domain/oms/service-settle';
import { newRequestId } from '../../ui/document/actionRequests';
import { DocumentListPage } from '../../ui/document/DocumentListPage';
import { specAction } from '../../ui/document/declared-actions';
import { RemarkModal } from '../../ui/document/RemarkModal';
import { codeNameOptions, type LookupOption, lookupRows } from '../../ui/entity/lookup-api';
import { useAppFeedback } from '../../ui/root/appFeedback';
import { useHost, useLocale, useSession } from '../../ui/root/hooks';

const TEXT = {
  generate: { zh: '生成结算单', en: 'Generate settlement' },
  provider: { zh: '服务商', en: 'Service provider' },
  team: { zh: '服务团队', en: 'Team' },
  scope: { zh: '请选择服务商或服务团队以及期间', en: 'Choose a provider or a team, and the period' },
  disputeHint: { zh: '异议内容（必填）', en: 'What the provider disputes (required)' },
} as const;

/** A searchable select of the providers or the teams a settlement is generated for. */
function ScopeSelect(props: {
  kind: 'provider' | 'team';
  placeholder: string;
  options: LookupOption[];
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  return (
    <Select
      className={`isps-settle-${props.kind}`}
      allowClear
      showSearch
      optionFilterProp="label"
      placeholder={props.placeholder}
      style={{ width: '100%' }}
      options={props.options}
      value={props.value}
      onChange={props.onChange}
    />
  );
}

/** Generates a settlement of a provider or a team for a period from its completed FSM activities. */
function GenerateModal({ onDone }: { onDone: (changed: boolean) => void }) {
  const locale = useLocale();
  const { message } = useAppFeedback();
  const page = useHost().localName;
  const [providers, setProviders] = useState<LookupOption[]>([]);
  const [teams, setTeams] = useState<LookupOption[]>([]);
  const [partnerId, setPartnerId] = useState<string>();
  const [teamId, setTeamId] = useState<string>();
  const [period, setPeriod] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [requestId] = useState(newRequestId);
  useEffect(() => {
    void lookupRows('businessPartner', page, { pageSize: 500 }).then((rows) =>
      setProviders(codeNameOptions(rows)),
    );
    void lookupRows('team', page, { pageSize: 500 }).then((rows) => setTeams(codeNameOptions(rows)));
  }, [page]);
  const submit = async () => {
    if ((!partnerId && !teamId) || !period?.[0] || !period[1])
      return void message.warning(pickText(TEXT.scope, locale));
    const answer = await post(`${serviceSettle.basePath}/generate`, {
      partnerId: partnerId ?? null,
      teamId: teamId ?? null,
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
      title={pickText(TEXT.generate, locale)}
      onOk={() => void submit()}
      onCancel={() => onDone(false)}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <ScopeSelect
          kind="provider"
          placeholder={pickText(TEXT.provider, locale)}
          options={providers}
          value={partnerId}
          onChange={setPartnerId}
        />
        <ScopeSelect
          kind="team"
          placeholder={pickText(TEXT.team, locale)}
          options={teams}
          value={teamId}
          onChange={setTeamId}
        />
        <DatePicker.RangePicker style={{ width: '100%' }} onChange={(value) => setPeriod(value)} />
      </Space>
    </Modal>
  );
}

/**
 * Orders › service settle (domain.md 3.11, menu oms.serviceSettle): settlements generated from the
 * completed field-service activities of a provider or team and period (one line per fee item); the
 * coordinator records the provider's confirmation or dispute, finance approves a confirmed one (SAP
 * queued), a pending one is cancelled to free its activities.
 */
export default function ServiceSettleListPage() {
  const locale = useLocale();
  const isSupplier = useSession().userInfo?.userType === 'supplier';
  const dispute = documentAction(serviceSettle, 'dispute')!;
  return (
    <DocumentListPage
      entity={serviceSettle}
      addForm={false}
      actions={[
        specAction(documentAction(serviceSettle, 'confirm')!, isSupplier, locale),
        {
          key: 'dispute',
          perm: 'confirm',
          label: pickText(dispute.title, locale),
          shows: (row) => row.docStatus === 'pending',
          dialog: (row, { done }) => (
            <RemarkModal
              request={{
                entity: serviceSettle,
                row,
                action: 'dispute',
                placeholder: pickText(TEXT.disputeHint, locale),
              }}
              title={`${pickText(dispute.title, locale)} ${String(row.code ?? '')}`}
              onDone={done}
            />
          ),
        },
        'approve',
        'cancel',
      ]}
      allows={(action, row) => action !== 'approve' || row.confirmStatus === 'confirmed'}
      toolbar={[
        {
          key: 'generate',
          perm: 'add',
          label: pickText(TEXT.generate, locale),
          dialog: (done) => <GenerateModal onDone={done} />,
        },
      ]}
    />
  );
}
