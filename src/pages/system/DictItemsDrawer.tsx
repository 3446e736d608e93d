import { App, Button, Drawer, Form, Input, InputNumber, Popconfirm, Space, Switch, Table } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { del, get, type Page, post, put } from '../../client/http';
import type { EntityRow } from '../../ui/entity/entity-api';
import { useT } from '../../ui/root/hooks';
import { useCan } from './RowActions';

interface ItemForm {
  itemText: string;
  itemTextEn?: string;
  itemValue: string;
  sortOrder?: number;
}

/** The items of one dictionary (api-contract 5.2 /sys/dictItem): add, enable or disable, delete. */
export function DictItemsDrawer({ dict, onClose }: { dict: EntityRow | null; onClose: () => void }) {
  const t = useT('system');
  const can = useCan();
  const { message } = App.useApp();
  const [rows, setRows] = useState<EntityRow[]>([]);
  const [form] = Form.useForm<ItemForm>();
  const dictId = dict ? String(dict.id) : '';

  const load = useCallback(async () => {
    if (!dictId) return;
    const answer = await get<Page<EntityRow>>('/sys/dictItem/list', {
      dictId,
      pageSize: 1000,
      column: 'sortOrder',
      order: 'asc',
    });
    if (answer.success) setRows(answer.result.records);
  }, [dictId]);
  useEffect(() => {
    void load();
  }, [load]);

  const report = async (answer: { success: boolean; message: string }) => {
    if (!answer.success) return void message.error(answer.message);
    void message.success(answer.message);
    await load();
  };

  return (
    <Drawer
      open={dict !== null}
      width={720}
      title={`${t('dict.items')}: ${String(dict?.dictName ?? '')}`}
      onClose={onClose}
    >
      {can('sys:dict:add') && (
        <Form
          form={form}
          layout="inline"
          style={{ marginBottom: 16 }}
          onFinish={async (values) => {
            await report(await post('/sys/dictItem/add', { dictId, ...values }));
            form.resetFields();
          }}
        >
          <Form.Item name="itemText" rules={[{ required: true }]}>
            <Input placeholder={t('dict.itemText')} />
          </Form.Item>
          <Form.Item name="itemTextEn">
            <Input placeholder={t('dict.itemTextEn')} />
          </Form.Item>
          <Form.Item name="itemValue" rules={[{ required: true }]}>
            <Input placeholder={t('dict.itemValue')} style={{ width: 110 }} />
          </Form.Item>
          <Form.Item name="sortOrder">
            <InputNumber placeholder={t('dict.sortOrder')} style={{ width: 80 }} />
          </Form.Item>
          <Button type="primary" htmlType="submit" className="isps-dict-item-add">
            {t('dict.addItem')}
          </Button>
        </Form>
      )}
      <Table<EntityRow>
        size="small"
        rowKey={(row) => String(row.id)}
        dataSource={rows}
        pagination={false}
        columns={[
          { title: t('dict.itemText'), dataIndex: 'itemText' },
          { title: t('dict.itemTextEn'), dataIndex: 'itemTextEn' },
          { title: t('dict.itemValue'), dataIndex: 'itemValue' },
          { title: t('dict.sortOrder'), dataIndex: 'sortOrder', width: 80 },
          {
            title: '',
            key: 'status',
            width: 70,
            render: (_: unknown, row) => (
              <Switch
                size="small"
                checked={String(row.status) === '1'}
                disabled={!can('sys:dict:edit')}
                onChange={async (on) =>
                  report(await put('/sys/dictItem/edit', { id: row.id, status: on ? 1 : 0 }))
                }
              />
            ),
          },
          {
            title: '',
            key: 'delete',
            width: 70,
            render: (_: unknown, row) =>
              can('sys:dict:delete') && (
                <Popconfirm
                  title={t('dict.confirmDelete')}
                  onConfirm={async () => report(await del('/sys/dictItem/delete', { id: row.id }))}
                >
                  <Button type="link" size="small" danger>
                    ✕
                  </Button>
                </Popconfirm>
              ),
          },
        ]}
      />
      <Space />
    </Drawer>
  );
}
