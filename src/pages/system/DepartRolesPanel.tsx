import { Button, Form, Input, Modal, Popconfirm, Space, Table, Tree } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { del, get, type Page, post } from '../../client/http';
import { useT } from '../../ui/root/hooks';
import { useAnswerReport } from '../../ui/root/useAnswerReport';

interface DepartRole {
  id: string;
  roleName: string;
  roleCode: string;
}

interface GrantTree {
  key: string;
  title: string;
  children?: GrantTree[];
}

/**
 * The roles of one department (api-contract 3.3 `/sys/sysDepartRole`) and their permissions, chosen
 * within what the department itself was granted.
 */
export function DepartRolesPanel({ departId }: { departId: string }) {
  const t = useT('system');
  const [roles, setRoles] = useState<DepartRole[]>([]);
  const [granting, setGranting] = useState<DepartRole | null>(null);
  const [tree, setTree] = useState<GrantTree[]>([]);
  const [checked, setChecked] = useState<string[]>([]);
  const [last, setLast] = useState<string[]>([]);
  const [form] = Form.useForm<{ roleName: string; roleCode: string }>();

  const load = useCallback(async () => {
    const answer = await get<Page<DepartRole>>('/sys/sysDepartRole/list', { deptId: departId });
    if (answer.success) setRoles(answer.result.records);
  }, [departId]);
  useEffect(() => {
    void load();
  }, [load]);
  const report = useAnswerReport(load);
  const openGrant = async (role: DepartRole) => {
    const [treeAnswer, ids] = await Promise.all([
      get<{ treeList: GrantTree[] }>('/sys/sysDepartPermission/queryTreeListForDeptRole', { departId }),
      get<string[]>('/sys/sysDepartPermission/queryDeptRolePermission', { roleId: role.id }),
    ]);
    setTree(treeAnswer.success ? treeAnswer.result.treeList : []);
    setChecked(ids.success ? ids.result : []);
    setLast(ids.success ? ids.result : []);
    setGranting(role);
  };

  return (
    <>
      <Form
        form={form}
        layout="inline"
        style={{ marginBottom: 12 }}
        onFinish={async (values) => {
          if (await report(await post('/sys/sysDepartRole/add', { departId, ...values }))) form.resetFields();
        }}
      >
        <Form.Item name="roleName" rules={[{ required: true }]}>
          <Input placeholder={t('role.roleName')} />
        </Form.Item>
        <Form.Item name="roleCode" rules={[{ required: true }]}>
          <Input placeholder={t('role.roleCode')} />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          +
        </Button>
      </Form>
      <Table<DepartRole>
        size="small"
        rowKey="id"
        dataSource={roles}
        pagination={false}
        columns={[
          { title: t('role.roleName'), dataIndex: 'roleName' },
          { title: t('role.roleCode'), dataIndex: 'roleCode' },
          {
            title: '',
            key: 'actions',
            render: (_: unknown, role) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => void openGrant(role)}>
                  {t('role.grant')}
                </Button>
                <Popconfirm
                  title={t('depart.confirmDelete')}
                  onConfirm={async () => report(await del('/sys/sysDepartRole/delete', { id: role.id }))}
                >
                  <Button type="link" size="small" danger>
                    {t('depart.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={granting !== null}
        title={t('role.grantTitle', { name: granting?.roleName ?? '' })}
        onCancel={() => setGranting(null)}
        onOk={async () => {
          const saved = await report(
            await post('/sys/sysDepartPermission/saveDeptRolePermission', {
              roleId: granting?.id,
              permissionIds: checked.join(','),
              lastpermissionIds: last.join(','),
            }),
          );
          if (saved) setGranting(null);
        }}
      >
        <Tree
          checkable
          checkStrictly
          defaultExpandAll
          treeData={tree}
          checkedKeys={checked}
          onCheck={(keys) => setChecked((Array.isArray(keys) ? keys : keys.checked).map(String))}
        />
      </Modal>
    </>
  );
}
