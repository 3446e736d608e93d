import {
  Button,
  Card,
  Col,
  Empty,
  Form,
  Input,
  InputNumber,
  Popconfirm,
  Row,
  Segmented,
  Space,
  Tabs,
  Tree,
} from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { del, get, post, put } from '../../client/http';
import type { PageProps } from '../../ui/root/defineElement';
import { useT } from '../../ui/root/hooks';
import { useAnswerReport } from '../../ui/root/useAnswerReport';
import { DepartRolesPanel } from './DepartRolesPanel';
import { DepartUsersPanel } from './DepartUsersPanel';
import { useCan } from './RowActions';

interface DepartNode {
  key: string;
  title: string;
  orgCode: string;
  departName: string;
  departNameEn: string | null;
  departOrder: number;
  mobile: string | null;
  address: string | null;
  memo: string | null;
  children: DepartNode[];
}

interface GrantTree {
  key: string;
  title: string;
  children?: GrantTree[];
}

function flatten(nodes: DepartNode[]): DepartNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

/**
 * Departments (api-contract 4.3): the tree with search, details of the chosen department, children
 * and top-level departments added with generated org codes, deletion with everything below it
 * (confirmed), and the department's permissions, the ceiling of its department roles.
 */
export default function DepartPage(_props: PageProps<object>) {
  const t = useT('system');
  const can = useCan();
  const [tree, setTree] = useState<DepartNode[]>([]);
  const [selected, setSelected] = useState<DepartNode | null>(null);
  const [keyword, setKeyword] = useState('');
  const [form] = Form.useForm();
  const [grantTree, setGrantTree] = useState<GrantTree[]>([]);
  const [granted, setGranted] = useState<string[]>([]);

  const [mine, setMine] = useState(false);
  // api-contract 4.3: a superior's own departments (message '2'); anybody else has none ('1').
  const load = useCallback(async () => {
    const answer = await get<DepartNode[] | null>(
      mine ? '/sys/sysDepart/queryMyDeptTreeList' : '/sys/sysDepart/queryTreeList',
    );
    if (answer.success) setTree(answer.result ?? []);
  }, [mine]);
  useEffect(() => {
    void load();
  }, [load]);
  useEffect(() => {
    form.setFieldsValue(selected ?? {});
    if (!selected || !can('sys:depart:edit')) return;
    void Promise.all([
      get<{ treeList: GrantTree[] }>('/sys/permission/queryTreeList'),
      get<string[]>('/sys/permission/queryDepartPermission', { departId: selected.key }),
    ]).then(([treeAnswer, ids]) => {
      if (treeAnswer.success) setGrantTree(treeAnswer.result.treeList);
      setGranted(ids.success ? ids.result : []);
    });
  }, [selected, form, can]);

  const report = useAnswerReport(load);
  const add = async (parentId: string | null) => {
    await report(
      await post('/sys/sysDepart/add', {
        departName: t('depart.addChild'),
        ...(parentId ? { parentId } : {}),
      }),
    );
  };
  const visible = keyword
    ? flatten(tree).filter((d) => d.departName.includes(keyword) || d.orgCode.includes(keyword))
    : null;

  return (
    <Row gutter={16} className="isps-depart-page">
      <Col span={8}>
        <Card
          size="small"
          extra={
            can('sys:depart:add') && (
              <Button
                size="small"
                type="primary"
                onClick={() => void add(null)}
                className="isps-depart-add-top"
              >
                {t('depart.addTop')}
              </Button>
            )
          }
        >
          <Segmented
            block
            style={{ marginBottom: 8 }}
            value={mine ? 'mine' : 'all'}
            onChange={(value) => setMine(value === 'mine')}
            options={[
              { value: 'all', label: t('depart.all') },
              { value: 'mine', label: t('depart.mine') },
            ]}
          />
          <Input.Search
            placeholder={t('depart.search')}
            allowClear
            onSearch={setKeyword}
            style={{ marginBottom: 8 }}
          />
          <Tree
            defaultExpandAll
            treeData={visible ? visible.map((d) => ({ ...d, children: [] })) : tree}
            selectedKeys={selected ? [selected.key] : []}
            onSelect={(_keys, info) =>
              setSelected(info.selected ? (info.node as unknown as DepartNode) : null)
            }
          />
        </Card>
      </Col>
      <Col span={16}>
        {selected ? (
          <Card size="small">
            <Tabs
              items={[
                {
                  key: 'basic',
                  label: t('depart.basic'),
                  children: (
                    <Form
                      form={form}
                      layout="vertical"
                      onFinish={async (values) => {
                        if (await report(await put('/sys/sysDepart/edit', { id: selected.key, ...values })))
                          setSelected(null);
                      }}
                    >
                      <Form.Item name="departName" label={t('depart.name')} rules={[{ required: true }]}>
                        <Input />
                      </Form.Item>
                      <Form.Item name="departNameEn" label={t('depart.nameEn')}>
                        <Input />
                      </Form.Item>
                      <Form.Item name="orgCode" label={t('depart.orgCode')}>
                        <Input disabled />
                      </Form.Item>
                      <Form.Item name="departOrder" label={t('depart.order')}>
                        <InputNumber />
                      </Form.Item>
                      <Form.Item name="mobile" label={t('depart.mobile')}>
                        <Input />
                      </Form.Item>
                      <Form.Item name="address" label={t('depart.address')}>
                        <Input />
                      </Form.Item>
                      <Form.Item name="memo" label={t('depart.memo')}>
                        <Input.TextArea />
                      </Form.Item>
                      <Space>
                        {can('sys:depart:edit') && (
                          <Button type="primary" htmlType="submit">
                            {t('depart.save')}
                          </Button>
                        )}
                        {can('sys:depart:add') && (
                          <Button onClick={() => void add(selected.key)}>{t('depart.addChild')}</Button>
                        )}
                        {can('sys:depart:delete') && (
                          <Popconfirm
                            title={t('depart.confirmDelete')}
                            onConfirm={async () => {
                              if (await report(await del('/sys/sysDepart/delete', { id: selected.key })))
                                setSelected(null);
                            }}
                          >
                            <Button danger>{t('depart.delete')}</Button>
                          </Popconfirm>
                        )}
                      </Space>
                    </Form>
                  ),
                },
                {
                  key: 'users',
                  label: t('depart.users'),
                  children: (
                    <DepartUsersPanel
                      departId={selected.key}
                      departNames={[selected.departName, selected.departNameEn ?? ''].filter(Boolean)}
                    />
                  ),
                },
                ...(can('sys:depart:edit')
                  ? [
                      {
                        key: 'roles',
                        label: t('depart.roles'),
                        children: <DepartRolesPanel departId={selected.key} />,
                      },
                      {
                        key: 'permissions',
                        label: t('depart.permissions'),
                        children: (
                          <>
                            <Tree
                              checkable
                              checkStrictly
                              height={420}
                              treeData={grantTree}
                              checkedKeys={granted}
                              onCheck={(keys) =>
                                setGranted((Array.isArray(keys) ? keys : keys.checked).map(String))
                              }
                            />
                            <Button
                              type="primary"
                              style={{ marginTop: 8 }}
                              onClick={async () =>
                                report(
                                  await post('/sys/permission/saveDepartPermission', {
                                    departId: selected.key,
                                    permissionIds: granted.join(','),
                                  }),
                                )
                              }
                            >
                              {t('depart.save')}
                            </Button>
                          </>
                        ),
                      },
                    ]
                  : []),
              ]}
            />
          </Card>
        ) : (
          <Empty description={t('depart.select')} />
        )}
      </Col>
    </Row>
  );
}
