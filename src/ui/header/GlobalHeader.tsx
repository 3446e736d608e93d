import { MenuFoldOutlined, MenuUnfoldOutlined, PhoneOutlined } from '@ant-design/icons';
import { Button, Layout } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useLayout } from '../layout/LayoutContext';
import { useSession, useT } from '../root/hooks';
import { greetingFor } from './greeting';
import { HeaderNotice } from './HeaderNotice';
import { MenuSearch } from './MenuSearch';
import { UserMenu } from './UserMenu';

/**
 * spec 2.6 header: collapse toggle, greeting by hour with the welcome text, the red support-phone
 * notice, menu search, notices bell, user dropdown and logout. In top-menu mode the logo and the
 * horizontal menu come first (`lead`).
 */
export function GlobalHeader({
  collapsed,
  onToggle,
  lead,
  dark,
  compact,
  style,
}: {
  collapsed: boolean;
  /** Absent in top-menu mode: there is no side menu to collapse. */
  onToggle: (() => void) | null;
  lead?: ReactNode;
  dark: boolean;
  /** Phones and tablets: the welcome text and the names make room. */
  compact: boolean;
  style?: CSSProperties;
}) {
  const t = useT('app');
  const { supportPhone } = useLayout();
  const { userInfo } = useSession();
  const greeting = t(`greeting.${greetingFor(new Date())}`);
  const name = userInfo?.realname || userInfo?.username || '';

  return (
    <Layout.Header
      className={`isps-header${dark ? ' isps-header-dark' : ''}`}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        padding: '0 12px 0 0',
        height: 64,
        lineHeight: '64px',
        background: dark ? '#001529' : '#fff',
        color: dark ? 'rgba(255,255,255,0.85)' : undefined,
        boxShadow: '0 1px 4px rgba(0,21,41,0.08)',
        ...style,
      }}
    >
      {lead}
      {onToggle && (
        <Button
          type="text"
          onClick={onToggle}
          aria-label={collapsed ? t('header.expand') : t('header.collapse')}
          aria-expanded={!collapsed}
          className="isps-collapse-toggle"
          style={{ fontSize: 18, width: 64, height: 64, color: 'inherit' }}
          icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        />
      )}
      {!compact && !lead && (
        <span
          className="isps-welcome"
          style={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', minWidth: 0 }}
        >
          {t('header.welcome', { greeting, name })}
        </span>
      )}
      <span style={{ flex: '1 0 0' }} />
      {supportPhone && !compact && (
        <span
          className="isps-support-phone"
          style={{ color: dark ? '#ff7875' : '#cf1322', whiteSpace: 'nowrap' }}
        >
          <PhoneOutlined /> {t('header.support', { phone: supportPhone })}
        </span>
      )}
      {!compact && <MenuSearch />}
      <HeaderNotice />
      <UserMenu compact={compact} />
    </Layout.Header>
  );
}
