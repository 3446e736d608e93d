import { Button, Input, Modal, Popconfirm, Select, Space, Table } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { del, get, type Page, post } from '../../client/http';
import type { EntityRow } from '../../ui/entity/entity-api';
import { useAppFeedback } from '../../ui/root/appFeedback';
import { useT } from '../../ui/root/hooks';
import { useAnswerReport } from '../../ui/root/useAnswerReport';
import { useCan } from './RowActions';

interface UserOption {
  value: string;
  label: string;
}

/**
 * The users of one department and of the departments below it (api-contract 4.1 queryUserByDepId),
 * with adding existing users to the department (editSysDepartWithUser) and removing them from it
 * (deleteUserInDepart). A user listed through a sub-department is removed there, not here.
 */
export function DepartUsersPanel({ departId, departNames }: { departId: string; departNames: string[] }) {
  const t = useT('system');
  const can = useCan();
  const { message } = useAppFeedback();
  const [users, setUsers] = useState<EntityRow[]>([]);
  const [realname, setRealname] = useState('');
  const [adding, setAdding] = useState(false);
  const [options, setOptions] = useState<UserOption[]>([]);
  const [chosen, setChosen] = useState<UserOption[]>([]);
  /** The keyword of the newest search: an older answer arriving late must not replace its options. */
  const keyword = useRef('');

  const load = useCallback(async () => {
    const answer = await get<EntityRow[]>('/sys/user/queryUserByDepId', {
      id: departId,
      ...(realname ? { realname } : {}),
    });
    if (answer.success) setUsers(answer.result);
    else void message.error(answer.message);
  }, [departId, realname, message]);
  useEffect(() => {
    void load();
  }, [load]);

  const report = useAnswerReport(load);
  const search = async (text: string) => {
    keyword.current = text;
    const answer = await get<Page<EntityRow>>('/sys/user/list', {
      username: `*${text}*`,
      pageSize: 20,
    });
    if (keyword.current !== text) return;
    setOptions(
      answer.success
        ? answer.result.records.map((user) => ({
            value: String(user.id),
            label: `${String(user.realname ?? '')} (${String(user.username)})`,
          }))
        : [],
    );
  };
  const addUsers = async () => {
    if (
      await report(
        await post('/sys/user/editSysDepartWithUser', {
          depId: departId,
          userIdList: chosen.map((user) => user.value),
        }),
      )
    ) {
      setAdding(false);
      setChosen([]);
    }
  };
  // orgCodeTxt names the user's own departments (in the page's language): only those members can be
  // removed from this one.
  const directMember = (user: EntityRow) =>
    String(user.orgCodeTxt ?? '')
      .split(',')
      .some((name) => departNames.includes(name));

  return (
    <>
      <Space style={{ marginBottom: 8 }}>
        <Input.Search
          placeholder={t('depart.userSearch')}
          allowClear
          onSearch={setRealname}
          className="isps-depart-user-search"
        />
        {can('sys:depart:edit') && (
          <Button
            type="primary"
            className="isps-depart-user-add"
            onClick={() => {
              setAdding(true);
              void search('');
            }}
          >
            {t('depart.addUsers')}
          </Button>
        )}
      </Space>
      <Table<EntityRow>
        size="small"
        className="isps-depart-users"
        rowKey={(row) => String(row.id)}
        dataSource={users}
        pagination={{ pageSize: 10 }}
        columns={[
          { title: t('depart.username'), dataIndex: 'username' },
          { title: t('depart.realname'), dataIndex: 'realname' },
          { title: t('depart.userDeparts'), dataIndex: 'orgCodeTxt' },
          {
            title: '',
            key: 'remove',
            width: 90,
            render: (_: unknown, user) =>
              can('sys:depart:edit') &&
              directMember(user) && (
                <Popconfirm
                  title={t('depart.confirmRemoveUser')}
                  onConfirm={async () =>
                    report(await del('/sys/user/deleteUserInDepart', { depId: departId, userId: user.id }))
                  }
                >
                  <Button type="link" size="small" danger className="isps-depart-user-remove">
                    {t('depart.removeUser')}
                  </Button>
                </Popconfirm>
              ),
          },
        ]}
      />
      <Modal
        open={adding}
        title={t('depart.addUsers')}
        onOk={() => void addUsers()}
        okButtonProps={{ disabled: chosen.length === 0 }}
        onCancel={() => setAdding(false)}
        destroyOnHidden
      >
        {/* Chosen users keep their labels while the options of another keyword are shown. */}
        <Select<UserOption[]>
          mode="multiple"
          labelInValue
          style={{ width: '100%' }}
          className="isps-depart-user-choose"
          placeholder={t('depart.chooseUsers')}
          showSearch
          filterOption={false}
          onSearch={(text) => void search(text)}
          options={options}
          value={chosen}
          onChange={setChosen}
        />
      </Modal>
    </>
  );
}
