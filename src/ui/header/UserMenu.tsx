import {
  ClusterOutlined,
  DownOutlined,
  GlobalOutlined,
  LockOutlined,
  LogoutOutlined,
  SettingOutlined,
  SyncOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { logout, reloadDictionaries } from '../../client/auth';
import { fileUrl, get } from '../../client/http';
import { CACHE_REFRESH_PERMISSION } from '../../domain/system/session';
import { DepartSelectModal } from '../account/DepartSelectModal';
import { ChangePasswordModal } from '../dialogs/ChangePasswordModal';
import { LanguageSelectModal } from '../dialogs/LanguageSelectModal';
import { focusPopupMenu, onPopupMenuKeyDownCapture } from '../layout/focusPopupMenu';
import { useLayout } from '../layout/LayoutContext';
import { useAppFeedback } from '../root/appFeedback';
import { usePermission } from '../root/HasPermission';
import { useSession, useT } from '../root/hooks';
import { SettingDrawer } from '../settings/SettingDrawer';

/** spec 2.2: the account settings page, route name account-settings-base. */
export const ACCOUNT_SETTINGS_PATH = '/account/settings/base';

type Dialog = 'settings' | 'password' | 'depart' | 'language' | null;

/**
 * spec 2.6 user dropdown (account settings, settings drawer, change password, switch department,
 * clear cache, switch language) and the logout link with its confirmation.
 */
export function UserMenu({ compact }: { compact: boolean }) {
  const t = useT('app');
  const { message, modal } = useAppFeedback();
  const { navigate, reloadMenu } = useLayout();
  const { userInfo } = useSession();
  const [dialog, setDialog] = useState<Dialog>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  // Stable: the dialogs reload their data when their onClose changes.
  const close = useCallback(() => setDialog(null), []);
  const mayRefreshCache = usePermission(CACHE_REFRESH_PERMISSION);

  /** spec 8: 'Refresh cache complete !' / 'Refresh cache failed !' (api-contract 9.11). */
  const clearCache = async () => {
    try {
      const response = await get('/sys/dict/refleshCache');
      if (!response.success) throw new Error(response.message);
      await reloadDictionaries();
      await reloadMenu();
      void message.success(t('cache.done'));
    } catch {
      void message.warning(t('cache.failed'));
    }
  };

  /** spec 4.1, 5, 8: confirm; the local logout happens even when the call fails, which shows 'error'. */
  const confirmLogout = () =>
    modal.confirm({
      title: t('logout.title'),
      content: t('logout.confirm'),
      okText: t('ok'),
      cancelText: t('cancel'),
      onOk: async () => {
        const confirmed = await logout();
        if (!confirmed) modal.error({ title: t('logout.error'), content: t('logout.failed') });
      },
    });

  const items: MenuProps['items'] = [
    { key: 'account', icon: <SettingOutlined />, label: t('user.accountSettings') },
    { key: 'settings', icon: <ToolOutlined />, label: t('user.systemSettings') },
    { key: 'password', icon: <LockOutlined />, label: t('user.changePassword') },
    { key: 'depart', icon: <ClusterOutlined />, label: t('user.switchDepart') },
    ...(mayRefreshCache ? [{ key: 'cache', icon: <SyncOutlined />, label: t('user.clearCache') }] : []),
    { key: 'language', icon: <GlobalOutlined />, label: t('user.language') },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'account') navigate(ACCOUNT_SETTINGS_PATH);
    else if (key === 'cache') void clearCache();
    else setDialog(key as Dialog);
  };

  const name = userInfo?.realname || userInfo?.username || '';
  return (
    <>
      <Dropdown
        menu={{ items, onClick }}
        trigger={['click']}
        placement="bottomRight"
        classNames={{ root: 'isps-user-dropdown' }}
        popupRender={(menu) => <div onKeyDownCapture={onPopupMenuKeyDownCapture}>{menu}</div>}
        onOpenChange={(open) => open && focusPopupMenu(trigger.current, 'isps-user-dropdown')}
      >
        <Button type="text" className="isps-user-menu" aria-label={t('user.menu', { name })} ref={trigger}>
          <Avatar size="small" src={fileUrl(userInfo?.avatar) || undefined} alt="">
            {name.slice(0, 1)}
          </Avatar>
          {!compact && <span>{name}</span>}
          <DownOutlined style={{ fontSize: 10 }} />
        </Button>
      </Dropdown>
      <Button type="text" icon={<LogoutOutlined />} onClick={confirmLogout} className="isps-logout">
        {compact ? <span className="isps-visually-hidden">{t('logout.link')}</span> : t('logout.link')}
      </Button>
      <SettingDrawer open={dialog === 'settings'} onClose={close} />
      <ChangePasswordModal open={dialog === 'password'} onClose={close} />
      <DepartSelectModal open={dialog === 'depart'} onClose={close} />
      <LanguageSelectModal open={dialog === 'language'} closable onClose={close} />
    </>
  );
}
