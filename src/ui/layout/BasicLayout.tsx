import { Drawer, Layout } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import type { AppRoute } from '../../client/menuRoutes';
import { updateSettings } from '../../client/uiSettings';
import { GlobalHeader } from '../header/GlobalHeader';
import { useT } from '../root/hooks';
import { useSettings } from '../settings/useSettings';
import { useLayout } from './LayoutContext';
import { Logo } from './Logo';
import { PageWrapper } from './PageWrapper';
import { SideMenu } from './SideMenu';
import { useDevice } from './useDevice';

/** spec 9: the side bar is 200 wide open and 80 collapsed. */
export const SIDEBAR_WIDTH = 200;
export const SIDEBAR_COLLAPSED_WIDTH = 80;
/** spec 9: the header hides after 100 px of scrolling down (when fixed and asked to). */
export const AUTO_HIDE_AFTER_PX = 100;
const HEADER_HEIGHT = 64;
const FIXED_CONTENT_WIDTH = 1200;

/** spec 2.8 hide-on-scroll: hidden while scrolling down past 100 px, shown again on the way up. */
function useHeaderHidden(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) {
      setHidden(false);
      return;
    }
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y > AUTO_HIDE_AFTER_PX && y > last) setHidden(true);
      else if (y < last) setHidden(false);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled]);
  return hidden;
}

/**
 * spec 2.5 main layout: side menu (or top menu), header, tab bar, content with breadcrumbs and a
 * footer. Tablets get the collapsed side menu, phones a drawer; the embedded shell mode shows neither
 * side menu nor header.
 */
export function BasicLayout({
  trail,
  tabBar,
  children,
}: {
  trail: readonly AppRoute[];
  tabBar: ReactNode;
  children: ReactNode;
}) {
  const t = useT('app');
  const { shellMode } = useLayout();
  const settings = useSettings();
  const device = useDevice();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [tabletOpen, setTabletOpen] = useState(false);
  const headerHidden = useHeaderHidden(settings.fixedHeader && settings.autoHideHeader);

  const phone = device === 'mobile';
  const topMenu = settings.layoutMode === 'topmenu' && !phone;
  const collapsed = device === 'tablet' ? !tabletOpen : !settings.sidebarOpen;
  const dark = settings.navTheme === 'dark';
  const paths = trail.map((route) => route.path);
  const hasSider = !shellMode && !topMenu && !phone;
  const siderWidth = hasSider ? (collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH) : 0;
  const fixedSider = hasSider && settings.fixedSidebar;
  const fixedHeader = settings.fixedHeader && !shellMode;

  const toggle = () => {
    if (phone) setDrawerOpen((open) => !open);
    else if (device === 'tablet') setTabletOpen((open) => !open);
    else updateSettings({ sidebarOpen: !settings.sidebarOpen });
  };

  const sideMenu = (inDrawer: boolean) => (
    <>
      <Logo collapsed={!inDrawer && collapsed} dark={dark} />
      <nav aria-label={t('layout.menu')}>
        <SideMenu
          mode="inline"
          theme={settings.navTheme}
          collapsed={!inDrawer && collapsed}
          trail={paths}
          onNavigated={inDrawer ? () => setDrawerOpen(false) : undefined}
        />
      </nav>
    </>
  );

  const header = shellMode ? null : (
    <GlobalHeader
      collapsed={phone ? !drawerOpen : collapsed}
      onToggle={topMenu ? null : toggle}
      dark={topMenu && dark}
      compact={device !== 'desktop'}
      lead={
        topMenu ? (
          <>
            <Logo collapsed={false} dark={dark} />
            <nav aria-label={t('layout.menu')} style={{ flex: 1, minWidth: 0, display: 'flex' }}>
              <SideMenu mode="horizontal" theme={settings.navTheme} collapsed={false} trail={paths} />
            </nav>
          </>
        ) : undefined
      }
      style={
        fixedHeader
          ? {
              position: 'fixed',
              top: 0,
              right: 0,
              zIndex: 9,
              width: `calc(100% - ${siderWidth}px)`,
              transform: headerHidden ? `translateY(-${HEADER_HEIGHT}px)` : undefined,
              transition: 'transform 200ms ease, width 200ms',
            }
          : undefined
      }
    />
  );

  const contentBox = topMenu && settings.contentWidth === 'Fixed';
  return (
    <Layout
      className={`isps-layout isps-layout-${topMenu ? 'topmenu' : 'sidemenu'} isps-device-${device}`}
      style={{ minHeight: '100vh' }}
    >
      {hasSider && (
        <Layout.Sider
          className="isps-sider"
          theme={settings.navTheme}
          collapsible
          trigger={null}
          collapsed={collapsed}
          width={SIDEBAR_WIDTH}
          collapsedWidth={SIDEBAR_COLLAPSED_WIDTH}
          style={{
            boxShadow: '2px 0 6px rgba(0,21,41,0.35)',
            zIndex: 10,
            ...(fixedSider ? { position: 'fixed', top: 0, left: 0, bottom: 0, overflowY: 'auto' } : {}),
          }}
        >
          {sideMenu(false)}
        </Layout.Sider>
      )}
      {phone && !shellMode && (
        <Drawer
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          size={SIDEBAR_WIDTH}
          closable={false}
          className="isps-menu-drawer"
          styles={{ body: { padding: 0, background: dark ? '#001529' : '#fff' } }}
          title={null}
        >
          {sideMenu(true)}
        </Drawer>
      )}
      <Layout style={{ marginLeft: fixedSider ? siderWidth : 0, transition: 'margin-left 200ms' }}>
        {header}
        {fixedHeader && <div style={{ height: HEADER_HEIGHT }} aria-hidden="true" />}
        <div
          className="isps-main"
          style={contentBox ? { width: '100%', maxWidth: FIXED_CONTENT_WIDTH, margin: '0 auto' } : undefined}
        >
          {tabBar}
          <Layout.Content style={{ margin: shellMode ? 0 : '12px 16px 0' }}>
            <PageWrapper trail={trail}>{children}</PageWrapper>
          </Layout.Content>
        </div>
        {!shellMode && (
          <Layout.Footer style={{ textAlign: 'center', color: 'rgba(0,0,0,0.55)' }}>
            {t('layout.copyright', { year: new Date().getFullYear() })}
          </Layout.Footer>
        )}
      </Layout>
    </Layout>
  );
}
