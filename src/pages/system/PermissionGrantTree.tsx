import { Button, Checkbox, Modal, Spin, Tree } from 'antd';
import { useEffect, useState } from 'react';
import { get, post } from '../../client/http';
import { useAppFeedback } from '../../ui/root/appFeedback';
import { useT } from '../../ui/root/hooks';

interface TreeNode {
  key: string;
  title: string;
  ruleFlag?: number;
  children?: TreeNode[];
}

interface DataRule {
  id: string;
  ruleName: string;
  ruleColumn: string | null;
  ruleConditions: string;
  ruleValue: string;
}

/** A role's choice among the data rules of one menu (api-contract 3.3 `/sys/role/datarule`). */
function RoleDataRules({
  roleId,
  menu,
  onClose,
}: {
  roleId: string;
  menu: TreeNode | null;
  onClose: () => void;
}) {
  const t = useT('system');
  const { message } = useAppFeedback();
  const [rules, setRules] = useState<DataRule[]>([]);
  const [chosen, setChosen] = useState<string[]>([]);
  useEffect(() => {
    if (!menu) return;
    void get<{ datarule: DataRule[]; drChecked: string }>(`/sys/role/datarule/${menu.key}/${roleId}`).then(
      (answer) => {
        if (!answer.success) return;
        setRules(answer.result.datarule);
        setChosen(answer.result.drChecked.split(',').filter(Boolean));
      },
    );
  }, [menu, roleId]);
  return (
    <Modal
      open={menu !== null}
      title={`${t('permission.rules')}: ${menu?.title ?? ''}`}
      onCancel={onClose}
      onOk={async () => {
        const answer = await post('/sys/role/datarule', {
          permissionId: menu?.key,
          roleId,
          dataRuleIds: chosen.join(','),
        });
        if (!answer.success) return void message.error(answer.message);
        void message.success(answer.message);
        onClose();
      }}
    >
      <Checkbox.Group
        value={chosen}
        onChange={(values) => setChosen(values.map(String))}
        options={rules.map((rule) => ({
          value: rule.id,
          label: `${rule.ruleName} (${rule.ruleColumn ?? ''} ${rule.ruleConditions} ${rule.ruleValue})`,
        }))}
      />
    </Modal>
  );
}

/**
 * The grant dialog of a role (api-contract 3.3): the permission tree with the role's rows checked,
 * saved as the new and the previous set so concurrent edits of other rows survive.
 */
export function PermissionGrantModal({
  roleId,
  title,
  onClose,
}: {
  roleId: string | null;
  title: string;
  onClose: () => void;
}) {
  const t = useT('common');
  const { message } = useAppFeedback();
  const [tree, setTree] = useState<TreeNode[] | null>(null);
  const [checked, setChecked] = useState<string[]>([]);
  const [last, setLast] = useState<string[]>([]);
  const [rulesOf, setRulesOf] = useState<TreeNode | null>(null);
  const systemT = useT('system');
  useEffect(() => {
    if (!roleId) return;
    setTree(null);
    void Promise.all([
      get<{ treeList: TreeNode[] }>('/sys/role/queryTreeList'),
      get<string[]>('/sys/permission/queryRolePermission', { roleId }),
    ]).then(([treeAnswer, granted]) => {
      setTree(treeAnswer.success ? treeAnswer.result.treeList : []);
      const ids = granted.success ? granted.result : [];
      setChecked(ids);
      setLast(ids);
    });
  }, [roleId]);

  const save = async () => {
    const answer = await post('/sys/permission/saveRolePermission', {
      roleId,
      permissionIds: checked.join(','),
      lastpermissionIds: last.join(','),
    });
    if (!answer.success) return void message.error(answer.message);
    void message.success(answer.message);
    onClose();
  };

  return (
    <Modal
      open={roleId !== null}
      title={title}
      width={640}
      onOk={() => void save()}
      onCancel={onClose}
      okText={t('ok', { defaultValue: 'OK' })}
    >
      {tree === null ? (
        <Spin />
      ) : (
        <Tree
          className="isps-grant-tree"
          checkable
          checkStrictly
          defaultExpandAll
          treeData={tree}
          checkedKeys={checked}
          onCheck={(keys) => setChecked((Array.isArray(keys) ? keys : keys.checked).map(String))}
          titleRender={(node) => (
            <span>
              {node.title}
              {node.ruleFlag === 1 && checked.includes(node.key) && (
                <Button
                  type="link"
                  size="small"
                  onClick={(event) => {
                    event.stopPropagation();
                    setRulesOf(node);
                  }}
                >
                  {systemT('permission.rules')}
                </Button>
              )}
            </span>
          )}
        />
      )}
      {roleId && <RoleDataRules roleId={roleId} menu={rulesOf} onClose={() => setRulesOf(null)} />}
    </Modal>
  );
}
