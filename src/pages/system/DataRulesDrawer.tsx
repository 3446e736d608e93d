import { Button, Drawer, Form, Input, Popconfirm, Select, Table } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { del, get, post } from '../../client/http';
import { RULE_CONDITIONS, RULE_VARIABLES } from '../../domain/system/data-rule-vocabulary';
import { useT } from '../../ui/root/hooks';
import { useAnswerReport } from '../../ui/root/useAnswerReport';
import { useCan } from './RowActions';

interface DataRule {
  id: string;
  ruleName: string;
  ruleColumn: string | null;
  ruleConditions: string;
  ruleValue: string;
}

/** domain.md 4.4: the server accepts these variables only, never SQL. */
const VARIABLES = RULE_VARIABLES.map((name) => `#{${name}}`);

/** The data rules of one menu (api-contract 3.5): column, condition and a value or registered variable. */
export function DataRulesDrawer({
  permission,
  onClose,
}: {
  permission: { id: string; title: string } | null;
  onClose: () => void;
}) {
  const t = useT('system');
  const can = useCan();
  const [rules, setRules] = useState<DataRule[]>([]);
  const [form] = Form.useForm();
  const load = useCallback(async () => {
    if (!permission) return;
    const answer = await get<DataRule[]>('/sys/permission/getPermRuleListByPermId', {
      permissionId: permission.id,
    });
    if (answer.success) setRules(answer.result);
  }, [permission]);
  useEffect(() => {
    void load();
  }, [load]);
  const report = useAnswerReport(load);
  return (
    <Drawer
      open={permission !== null}
      width={760}
      title={`${t('permission.rules')}: ${permission?.title ?? ''}`}
      onClose={onClose}
    >
      {can('sys:permission:add') && (
        <Form
          form={form}
          layout="inline"
          style={{ marginBottom: 16 }}
          onFinish={async (values) => {
            await report(
              await post('/sys/permission/addPermissionRule', { permissionId: permission?.id, ...values }),
            );
            form.resetFields();
          }}
        >
          <Form.Item name="ruleName" rules={[{ required: true }]}>
            <Input placeholder={t('permission.ruleName')} />
          </Form.Item>
          <Form.Item name="ruleColumn" rules={[{ required: true }]}>
            <Input placeholder={t('permission.ruleColumn')} style={{ width: 120 }} />
          </Form.Item>
          <Form.Item name="ruleConditions" initialValue="=" rules={[{ required: true }]}>
            <Select
              style={{ width: 110 }}
              options={RULE_CONDITIONS.map((value) => ({ value, label: value }))}
            />
          </Form.Item>
          <Form.Item name="ruleValue" rules={[{ required: true }]}>
            <Select
              mode="tags"
              maxCount={1}
              style={{ width: 200 }}
              placeholder="#{sys_org_code}"
              options={VARIABLES.map((value) => ({ value, label: value }))}
              onChange={(value: string[]) => form.setFieldValue('ruleValue', value[0] ?? '')}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit">
            +
          </Button>
        </Form>
      )}
      <Table<DataRule>
        size="small"
        rowKey="id"
        dataSource={rules}
        pagination={false}
        columns={[
          { title: t('permission.ruleName'), dataIndex: 'ruleName' },
          { title: t('permission.ruleColumn'), dataIndex: 'ruleColumn' },
          { title: t('permission.ruleConditions'), dataIndex: 'ruleConditions' },
          { title: t('permission.ruleValue'), dataIndex: 'ruleValue' },
          {
            title: '',
            key: 'delete',
            render: (_: unknown, rule) =>
              can('sys:permission:delete') && (
                <Popconfirm
                  title={t('permission.confirmDelete')}
                  onConfirm={async () =>
                    report(await del('/sys/permission/deletePermissionRule', { id: rule.id }))
                  }
                >
                  <Button type="link" size="small" danger>
                    {t('permission.delete')}
                  </Button>
                </Popconfirm>
              ),
          },
        ]}
      />
    </Drawer>
  );
}
