import { Button, Drawer, Form, Input, InputNumber, Popconfirm, Space, Switch, Table } from 'antd';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { reloadDictionaries } from '../../client/auth';
import { del, get, type Page, post, put } from '../../client/http';
import type { EntityRow } from '../../ui/entity/entity-api';
import { useT } from '../../ui/root/hooks';
import { useAnswerReport } from '../../ui/root/useAnswerReport';
import { useCan } from './RowActions';

interface ItemForm {
  itemText: string;
  itemTextEn?: string;
  itemValue: string;
  sortOrder?: number;
}

/**
 * The items of one dictionary (api-contract 5.2 /sys/dictItem): add, edit in place, enable or disable,
 * delete. The server refreshes its caches on every write; after one this browser reloads its copy
 * (queryAllDictItems), so forms show the new texts at once.
 */
export function DictItemsDrawer({ dict, onClose }: { dict: EntityRow | null; onClose: () => void }) {
  const t = useT('system');
  const can = useCan();
  const [rows, setRows] = useState<EntityRow[]>([]);
  const [form] = Form.useForm<ItemForm>();
  const [rowForm] = Form.useForm<ItemForm>();
  const [editingId, setEditingId] = useState<string | null>(null);
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
    // A drawer opened on another dictionary starts without a row in edit.
    setEditingId(null);
    void load();
  }, [load]);

  const reloadItems = useCallback(() => Promise.all([load(), reloadDictionaries()]), [load]);
  const report = useAnswerReport(reloadItems);

  const startEdit = (row: EntityRow) => {
    rowForm.setFieldsValue({
      itemText: String(row.itemText ?? ''),
      itemTextEn: row.itemTextEn ? String(row.itemTextEn) : '',
      itemValue: String(row.itemValue ?? ''),
      sortOrder: row.sortOrder === null || row.sortOrder === undefined ? undefined : Number(row.sortOrder),
    });
    setEditingId(String(row.id));
  };
  const saveEdit = async () => {
    const values = await rowForm.validateFields();
    if (await report(await put('/sys/dictItem/edit', { id: editingId, ...values }))) setEditingId(null);
  };
  /** A cell of the row being edited is an input of the row form; other rows show their values. */
  const editable = (name: keyof ItemForm, input: ReactNode, required = false) => ({
    render: (value: unknown, row: EntityRow) =>
      String(row.id) === editingId ? (
        <Form.Item name={name} rules={required ? [{ required: true }] : []} style={{ margin: 0 }}>
          {input}
        </Form.Item>
      ) : (
        String(value ?? '')
      ),
  });

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
            if (await report(await post('/sys/dictItem/add', { dictId, ...values }))) form.resetFields();
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
      <Form form={rowForm} component={false}>
        <Table<EntityRow>
          size="small"
          rowKey={(row) => String(row.id)}
          dataSource={rows}
          pagination={false}
          columns={[
            {
              title: t('dict.itemText'),
              dataIndex: 'itemText',
              ...editable('itemText', <Input className="isps-dict-item-text" />, true),
            },
            { title: t('dict.itemTextEn'), dataIndex: 'itemTextEn', ...editable('itemTextEn', <Input />) },
            { title: t('dict.itemValue'), dataIndex: 'itemValue', ...editable('itemValue', <Input />, true) },
            {
              title: t('dict.sortOrder'),
              dataIndex: 'sortOrder',
              width: 90,
              ...editable('sortOrder', <InputNumber style={{ width: 70 }} />),
            },
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
              key: 'edit',
              width: 110,
              render: (_: unknown, row) =>
                can('sys:dict:edit') &&
                (String(row.id) === editingId ? (
                  <Space size={0}>
                    <Button
                      type="link"
                      size="small"
                      className="isps-dict-item-save"
                      onClick={() => void saveEdit()}
                    >
                      {t('dict.saveItem')}
                    </Button>
                    <Button type="link" size="small" onClick={() => setEditingId(null)}>
                      {t('dict.cancelEdit')}
                    </Button>
                  </Space>
                ) : (
                  <Button
                    type="link"
                    size="small"
                    className="isps-dict-item-edit"
                    disabled={editingId !== null}
                    onClick={() => startEdit(row)}
                  >
                    {t('dict.editItem')}
                  </Button>
                )),
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
      </Form>
    </Drawer>
  );
}
