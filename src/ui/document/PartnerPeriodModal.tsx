import { DatePicker, Modal, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { post } from '../../client/http';
import { codeNameOptions, lookupRows } from '../entity/lookup-api';
import { useAppFeedback } from '../root/appFeedback';
import { useHost } from '../root/hooks';
import { newRequestId } from './actionRequests';

/**
 * A toolbar dialog that builds a document for one business partner and period (a billing list for a
 * customer, a settlement for a supplier): partner picked among `partnerFilter`, a date range, one post of
 * `{ partnerId, periodFrom, periodTo, requestId }` to `url`.
 */
export function PartnerPeriodModal({
  url,
  title,
  partnerFilter,
  missing,
  className,
  onDone,
}: {
  url: string;
  title: string;
  partnerFilter: Record<string, string>;
  /** The warning when the partner or the period is missing (none: the click does nothing). */
  missing?: string;
  className?: string;
  onDone: (changed: boolean) => void;
}) {
  const { message } = useAppFeedback();
  const [partners, setPartners] = useState<{ value: string; label: string }[]>([]);
  const [partnerId, setPartnerId] = useState<string>();
  const [period, setPeriod] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [requestId] = useState(newRequestId);
  const page = useHost().localName;
  const filter = JSON.stringify(partnerFilter);
  useEffect(() => {
    void lookupRows('businessPartner', page, { pageSize: 500, filters: JSON.parse(filter) }).then((rows) =>
      setPartners(codeNameOptions(rows)),
    );
  }, [page, filter]);
  const submit = async () => {
    if (!partnerId || !period?.[0] || !period[1]) return void (missing && message.warning(missing));
    const answer = await post(url, {
      partnerId,
      periodFrom: period[0].format('YYYY-MM-DD'),
      periodTo: period[1].format('YYYY-MM-DD'),
      requestId,
    });
    if (!answer.success) return void message.error(answer.message);
    onDone(true);
  };
  return (
    <Modal open className={className} title={title} onOk={() => void submit()} onCancel={() => onDone(false)}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Select
          className="isps-period-partner"
          showSearch
          optionFilterProp="label"
          style={{ width: '100%' }}
          options={partners}
          value={partnerId}
          onChange={setPartnerId}
        />
        <DatePicker.RangePicker
          className="isps-period-range"
          style={{ width: '100%' }}
          onChange={(value) => setPeriod(value)}
        />
      </Space>
    </Modal>
  );
}
