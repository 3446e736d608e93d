import { Modal, Select, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { get, post } from '../../client/http';
import type { EntityRow } from '../../ui/entity/entity-api';
import { type LookupRow, lookupRows } from '../../ui/entity/lookup-api';
import { useAppFeedback } from '../../ui/root/appFeedback';
import { useHost, useT } from '../../ui/root/hooks';

/** The facilities a user works in (sys_user_facility), the values of `#{sys_user_facilities}` (domain.md 4.4). */
export function UserFacilitiesModal({ user, onClose }: { user: EntityRow | null; onClose: () => void }) {
  const t = useT('system');
  const { message } = useAppFeedback();
  const [options, setOptions] = useState<LookupRow[] | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  const page = useHost().localName;
  useEffect(() => {
    if (!user) return;
    setOptions(null);
    void Promise.all([
      lookupRows('facility', page, { pageSize: 1000, filters: { column: 'code', order: 'asc' } }),
      get<string[]>('/sys/user/facilities', { userId: String(user.id) }),
    ]).then(([facilities, assigned]) => {
      setOptions(facilities ?? []);
      setChosen(assigned.success ? assigned.result : []);
    });
  }, [user, page]);
  const save = async () => {
    const answer = await post('/sys/user/facilities', { userId: user?.id, facilityIds: chosen });
    if (!answer.success) return void message.error(answer.message);
    void message.success(answer.message);
    onClose();
  };
  return (
    <Modal
      open={user !== null}
      title={`${t('user.facilities')}: ${String(user?.username ?? '')}`}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('user.facilitiesHint')}</Typography.Paragraph>
      {options === null ? (
        <Spin />
      ) : (
        <Select
          mode="multiple"
          className="isps-user-facilities"
          style={{ width: '100%' }}
          value={chosen}
          onChange={setChosen}
          optionFilterProp="label"
          options={options.map((row) => ({ value: row.id, label: `${row.code} ${row.name}` }))}
        />
      )}
    </Modal>
  );
}
