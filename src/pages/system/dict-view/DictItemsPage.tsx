import { Button, Card, Descriptions, Modal, Select, Space, Table } from 'antd';
import { useEffect, useState } from 'react';
import { reloadDictionaries } from '../../../client/auth';
import { get } from '../../../client/http';
import type { DictOption } from '../../../client/session';
import { useAppFeedback } from '../../../ui/root/appFeedback';
import type { PageProps } from '../../../ui/root/defineElement';
import { useApi, useElementApi, useEmit, useT } from '../../../ui/root/hooks';

/** The label of an option: the client translators accept text, title or label (api-contract 5.1). */
function labelOf(option: DictOption): string {
  return option.text ?? option.title ?? option.label ?? option.value;
}

/** A dictionary browser over queryAllDictItems and getDictItems/{code} (api-contract 5.2). */
export default function DictItemsPage({ dictCode }: PageProps<{ dictCode?: string }>) {
  const t = useT('dictView');
  const { message } = useAppFeedback();
  const emit = useEmit();
  const [code, setCode] = useState<string | undefined>(dictCode);
  const [item, setItem] = useState<DictOption | null>(null);
  const codes = useApi(() => reloadDictionaries().then((map) => Object.keys(map ?? {}).sort()), []);
  const items = useApi(
    () =>
      code
        ? get<DictOption[]>(`/sys/dict/getDictItems/${encodeURIComponent(code)}`).then((r) => r.result ?? [])
        : Promise.resolve([] as DictOption[]),
    [code],
  );

  useEffect(() => {
    if (dictCode) setCode(dictCode);
  }, [dictCode]);
  useEffect(() => {
    if (code && items.data && !items.loading) emit('isps-dict-change', { dictCode: code, items: items.data });
  }, [code, items.data, items.loading, emit]);

  /** spec 8 "clear cache": refleshCache, then reload the dictionaries. */
  const refreshCache = async () => {
    try {
      const response = await get('/sys/dict/refleshCache');
      if (!response.success) throw new Error(response.message);
      codes.reload();
      items.reload();
      void message.success(t('cache.done'));
    } catch {
      void message.warning(t('cache.failed'));
    }
  };
  useElementApi({ refresh: refreshCache });

  return (
    <Card
      title={t('title')}
      extra={
        <Space>
          <Select<string>
            showSearch
            value={code}
            placeholder={t('choose')}
            style={{ width: 240 }}
            loading={codes.loading}
            onChange={setCode}
            options={(codes.data ?? []).map((c) => ({ value: c, label: c }))}
          />
          <Button onClick={() => void refreshCache()}>{t('cache.button')}</Button>
        </Space>
      }
    >
      <Table<DictOption>
        rowKey="value"
        size="middle"
        loading={items.loading}
        dataSource={items.data ?? []}
        pagination={{ pageSize: 10, showSizeChanger: true, pageSizeOptions: [10, 20, 30] }}
        onRow={(record) => ({ onClick: () => setItem(record), style: { cursor: 'pointer' } })}
        columns={[
          { title: t('column.value'), dataIndex: 'value', width: 200 },
          { title: t('column.text'), key: 'text', render: (_, record) => labelOf(record) },
        ]}
      />
      <Modal open={item !== null} title={t('detail')} footer={null} onCancel={() => setItem(null)}>
        {item && (
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label={t('column.code')}>{code}</Descriptions.Item>
            <Descriptions.Item label={t('column.value')}>{item.value}</Descriptions.Item>
            <Descriptions.Item label={t('column.text')}>{labelOf(item)}</Descriptions.Item>
          </Descriptions>
        )}
      </Modal>
    </Card>
  );
}
