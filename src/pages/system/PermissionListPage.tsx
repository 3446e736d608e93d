import {
  Button,
  Card,
  Divider,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Radio,
  Space,
  Switch,
  Table,
  TreeSelect,
} from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { del, get, post, put } from '../../client/http';
import { useAppFeedback } from '../../ui/root/appFeedback';
import type { PageProps } from '../../ui/root/defineElement';
import { useT } from '../../ui/root/hooks';
import { DataRulesDrawer } from './DataRulesDrawer';
import { useCan } from './RowActions';

interface PermissionNode {
  id: string;
  title: string;
  name: string;
  parentId: string;
  menuType: number;
  url: string | null;
  component: string | null;
  componentName: string | null;
  redirect: string | null;
  icon: string | null;
  sortNo: number;
  perms: string | null;
  permsType: string | null;
  status: string | null;
  route: boolean;
  hidden: boolean;
  keepAlive: boolean;
  alwaysShow: boolean;
  internalOrExternal: boolean;
  children?: PermissionNode[];
}

const FLAGS = ['route', 'hidden', 'keepAlive', 'alwaysShow', 'internalOrExternal'] as const;

interface SelectNode {
  value: string;
  title: string;
  children: SelectNode[];
}

function toTreeSelect(nodes: PermissionNode[]): SelectNode[] {
  return nodes
    .filter((node) => node.menuType !== 2)
    .map((node) => ({ value: node.id, title: node.title, children: toTreeSelect(node.children ?? []) }));
}

/**
 * Menus and buttons (api-contract 3.3, spec 7.3): the whole tree, and a form with component, url,
 * redirect, hidden, keepAlive, internalOrExternal, always-show and the button's permission code and
 * rule; deleting a menu takes its children along after a confirmation.
 */
export default function PermissionListPage(_props: PageProps<object>) {
  const t = useT('system');
  const can = useCan();
  const { message } = useAppFeedback();
  const [rows, setRows] = useState<PermissionNode[]>([]);
  const [editing, setEditing] = useState<Partial<PermissionNode> | null>(null);
  const [form] = Form.useForm();
  const menuType = Form.useWatch('menuType', form) as number | undefined;

  const [rules, setRules] = useState<{ id: string; title: string } | null>(null);

  // spec 7.3: the top level first, then each level below in one batch call.
  const load = useCallback(async () => {
    const top = await get<PermissionNode[]>('/sys/permission/getSystemMenuList');
    if (!top.success) return;
    let level = top.result;
    for (let depth = 0; depth < 8; depth += 1) {
      const open = level.filter((node) => node.children && node.children.length === 0);
      if (open.length === 0) break;
      const batch = await get<Record<string, PermissionNode[]>>('/sys/permission/getSystemSubmenuBatch', {
        parentIds: open.map((node) => node.id).join(','),
      });
      if (!batch.success) break;
      for (const node of open) node.children = batch.result[node.id] ?? [];
      level = open.flatMap((node) => node.children ?? []);
    }
    setRows(top.result);
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const open = (node: Partial<PermissionNode>) => {
    form.resetFields();
    form.setFieldsValue({ route: true, sortNo: 1, permsType: '1', status: '1', ...node });
    setEditing(node);
  };
  const save = async () => {
    const values = await form.validateFields();
    const answer = editing?.id
      ? await put('/sys/permission/edit', { ...values, id: editing.id })
      : await post('/sys/permission/add', values);
    if (!answer.success) return void message.error(answer.message);
    void message.success(answer.message);
    setEditing(null);
    await load();
  };

  return (
    <Card className="isps-permission-page">
      {can('sys:permission:add') && (
        <Button
          type="primary"
          style={{ marginBottom: 16 }}
          onClick={() => open({ menuType: 0 })}
          className="isps-permission-add"
        >
          {t('permission.add')}
        </Button>
      )}
      <Table<PermissionNode>
        size="small"
        rowKey="id"
        dataSource={rows}
        pagination={false}
        columns={[
          { title: t('permission.name'), dataIndex: 'title' },
          { title: t('permission.menuType'), dataIndex: 'menuType', width: 90 },
          { title: t('permission.icon'), dataIndex: 'icon', width: 90 },
          { title: t('permission.component'), dataIndex: 'component', ellipsis: true },
          { title: t('permission.url'), dataIndex: 'url', ellipsis: true },
          { title: t('permission.perms'), dataIndex: 'perms', ellipsis: true },
          { title: t('permission.sortNo'), dataIndex: 'sortNo', width: 70 },
          {
            title: '',
            key: 'actions',
            width: 300,
            render: (_: unknown, row) => (
              <Space size={0} split={<Divider type="vertical" />}>
                {can('sys:permission:edit') && (
                  <Button type="link" size="small" onClick={() => open(row)}>
                    {t('permission.edit')}
                  </Button>
                )}
                {can('sys:permission:add') && row.menuType !== 2 && (
                  <Button type="link" size="small" onClick={() => open({ parentId: row.id, menuType: 1 })}>
                    {t('permission.addChild')}
                  </Button>
                )}
                {row.menuType !== 2 && (
                  <Button type="link" size="small" onClick={() => setRules({ id: row.id, title: row.title })}>
                    {t('permission.rules')}
                  </Button>
                )}
                {can('sys:permission:delete') && (
                  <Popconfirm
                    title={t('permission.confirmDelete')}
                    onConfirm={async () => {
                      const answer = await del('/sys/permission/delete', { id: row.id });
                      if (answer.success) {
                        void message.success(answer.message);
                        await load();
                      } else void message.error(answer.message);
                    }}
                  >
                    <Button type="link" size="small" danger>
                      {t('permission.delete')}
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        width={720}
        title={t(editing?.id ? 'permission.edit' : 'permission.add')}
        onOk={() => void save()}
        onCancel={() => setEditing(null)}
      >
        <Form form={form} layout="vertical">
          <Form.Item name="menuType" label={t('permission.menuType')}>
            <Radio.Group
              options={[
                { value: 0, label: t('permission.menuTypes.menu') },
                { value: 1, label: t('permission.menuTypes.subMenu') },
                { value: 2, label: t('permission.menuTypes.button') },
              ]}
            />
          </Form.Item>
          <Form.Item name="name" label={t('permission.name')} rules={[{ required: true }]}>
            <Input />
          </Form.Item>
          {menuType !== 0 && (
            <Form.Item name="parentId" label={t('permission.parent')} rules={[{ required: true }]}>
              <TreeSelect
                treeData={toTreeSelect(rows)}
                treeDefaultExpandAll
                showSearch
                treeNodeFilterProp="title"
              />
            </Form.Item>
          )}
          {menuType === 2 ? (
            <>
              <Form.Item name="perms" label={t('permission.perms')} rules={[{ required: true }]}>
                <Input placeholder="sys:user:add" />
              </Form.Item>
              <Form.Item name="permsType" label={t('permission.permsType')}>
                <Radio.Group
                  options={[
                    { value: '1', label: t('permission.permsTypes.visible') },
                    { value: '2', label: t('permission.permsTypes.enabled') },
                  ]}
                />
              </Form.Item>
              <Form.Item name="status" label={t('permission.status')}>
                <Radio.Group
                  options={[
                    { value: '1', label: t('permission.statuses.valid') },
                    { value: '0', label: t('permission.statuses.invalid') },
                  ]}
                />
              </Form.Item>
            </>
          ) : (
            <>
              <Form.Item name="url" label={t('permission.url')}>
                <Input />
              </Form.Item>
              <Form.Item name="component" label={t('permission.component')}>
                <Input placeholder="isps-sys-user-list" />
              </Form.Item>
              <Form.Item name="componentName" label={t('permission.componentName')}>
                <Input />
              </Form.Item>
              <Form.Item name="redirect" label={t('permission.redirect')}>
                <Input />
              </Form.Item>
              <Form.Item name="icon" label={t('permission.icon')}>
                <Input />
              </Form.Item>
              <Space wrap>
                {FLAGS.map((flag) => (
                  <Form.Item key={flag} name={flag} label={t(`permission.${flag}`)} valuePropName="checked">
                    <Switch />
                  </Form.Item>
                ))}
              </Space>
            </>
          )}
          <Form.Item name="sortNo" label={t('permission.sortNo')}>
            <InputNumber />
          </Form.Item>
        </Form>
      </Modal>
      <DataRulesDrawer permission={rules} onClose={() => setRules(null)} />
    </Card>
  );
}
