import { App, Modal, Spin, Tree } from 'antd';
import { useEffect, useState } from 'react';
import { get, post } from '../../client/http';
import { useT } from '../../ui/root/hooks';

interface TreeNode {
  key: string;
  title: string;
  children?: TreeNode[];
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
  const { message } = App.useApp();
  const [tree, setTree] = useState<TreeNode[] | null>(null);
  const [checked, setChecked] = useState<string[]>([]);
  const [last, setLast] = useState<string[]>([]);
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
        />
      )}
    </Modal>
  );
}
