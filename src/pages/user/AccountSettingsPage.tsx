import { Avatar, Button, Card, Col, Descriptions, List, Row, Tag } from 'antd';
import { useCallback, useState } from 'react';
import { currentUserDeparts } from '../../client/auth';
import { fileUrl, get } from '../../client/http';
import { DepartSelectModal } from '../../ui/account/DepartSelectModal';
import { ChangePasswordModal } from '../../ui/dialogs/ChangePasswordModal';
import { LANGUAGE_OPTIONS, LanguageSelectModal } from '../../ui/dialogs/LanguageSelectModal';
import type { PageProps } from '../../ui/root/defineElement';
import { useApi, useLocale, useSession, useT } from '../../ui/root/hooks';

type Dialog = 'password' | 'depart' | 'language' | null;

/**
 * spec 2.2 account settings (route name account-settings-base): the user's base information and the
 * settings a user changes alone: password, active department and language.
 */
export default function AccountSettingsPage(_: PageProps<object>) {
  const t = useT('app');
  const locale = useLocale();
  const { userInfo } = useSession();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = useCallback(() => setDialog(null), []);
  const departs = useApi(() => currentUserDeparts(), []);
  const info = useApi(
    () =>
      get<{ userInfo: Record<string, unknown> }>('/sys/user/getUserInfo').then(
        (r) => r.result?.userInfo ?? null,
      ),
    [],
  );
  const user = info.data ?? userInfo ?? {};
  const text = (value: unknown) =>
    value === null || value === undefined || value === '' ? '—' : String(value);
  const currentDepart = departs.data?.list.find((d) => d.orgCode === departs.data?.orgCode)?.departName;

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={14}>
        <Card title={t('settingsPage.base')} loading={info.loading && !info.data}>
          <Descriptions column={1} size="small" labelStyle={{ width: 120 }}>
            <Descriptions.Item label={t('settingsPage.avatar')}>
              <Avatar size={48} src={fileUrl(userInfo?.avatar) || undefined} alt="">
                {userInfo?.realname?.slice(0, 1)}
              </Avatar>
            </Descriptions.Item>
            <Descriptions.Item label={t('register.username')}>{text(user.username)}</Descriptions.Item>
            <Descriptions.Item label={t('settingsPage.realname')}>{text(user.realname)}</Descriptions.Item>
            <Descriptions.Item label={t('login.mobile')}>{text(user.phone)}</Descriptions.Item>
            <Descriptions.Item label={t('settingsPage.email')}>{text(user.email)}</Descriptions.Item>
            <Descriptions.Item label={t('settingsPage.workNo')}>{text(user.workNo)}</Descriptions.Item>
          </Descriptions>
        </Card>
      </Col>
      <Col xs={24} lg={10}>
        <Card title={t('settingsPage.security')}>
          <List>
            <List.Item
              actions={[
                <Button key="password" onClick={() => setDialog('password')}>
                  {t('settingsPage.change')}
                </Button>,
              ]}
            >
              <List.Item.Meta title={t('password.title')} description={t('settingsPage.passwordHint')} />
            </List.Item>
            <List.Item
              actions={[
                <Button key="depart" onClick={() => setDialog('depart')}>
                  {t('settingsPage.change')}
                </Button>,
              ]}
            >
              <List.Item.Meta
                title={t('user.switchDepart')}
                description={currentDepart ? <Tag color="green">{currentDepart}</Tag> : '—'}
              />
            </List.Item>
            <List.Item
              actions={[
                <Button key="language" onClick={() => setDialog('language')}>
                  {t('settingsPage.change')}
                </Button>,
              ]}
            >
              <List.Item.Meta
                title={t('user.language')}
                description={LANGUAGE_OPTIONS.find((o) => o.code === locale)?.langName}
              />
            </List.Item>
          </List>
        </Card>
      </Col>
      <ChangePasswordModal open={dialog === 'password'} onClose={close} />
      <DepartSelectModal open={dialog === 'depart'} onClose={close} onChanged={departs.reload} />
      <LanguageSelectModal open={dialog === 'language'} closable onClose={close} />
    </Row>
  );
}
