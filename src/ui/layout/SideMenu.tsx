import { ConfigProvider, Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import type { AppRoute } from '../../client/menuRoutes';
import { useLayout } from './LayoutContext';
import { MenuIcon } from './MenuIcon';

type MenuItem = Required<MenuProps>['items'][number];

/** A label cut short by the menu's width (long English titles) shows in full on hover. */
function MenuLabel({ title }: { title: string }) {
  return <span title={title}>{title}</span>;
}

function menuItems(routes: readonly AppRoute[]): MenuItem[] {
  return routes.flatMap((route): MenuItem[] => {
    if (route.hidden) return [];
    if (route.kind === 'folder') {
      return [
        {
          key: route.path,
          icon: <MenuIcon name={route.meta.icon} />,
          label: <MenuLabel title={route.meta.title} />,
          children: menuItems(route.children),
        },
      ];
    }
    if (!route.registered && route.kind !== 'external') return [];
    return [
      {
        key: route.path,
        icon: <MenuIcon name={route.meta.icon} />,
        label: <MenuLabel title={route.meta.title} />,
      },
    ];
  });
}

function findByPath(routes: readonly AppRoute[], path: string): AppRoute | null {
  for (const route of routes) {
    if (route.path === path) return route;
    const inner = findByPath(route.children, path);
    if (inner) return inner;
  }
  return null;
}

/**
 * The menu of the main layout (spec 2.5): inline in the side bar or horizontal in the header, built
 * from the visible routes. External entries open in a new window (spec 2.6); the others navigate.
 */
export function SideMenu({
  mode,
  theme,
  collapsed,
  trail,
  onNavigated,
}: {
  mode: 'inline' | 'horizontal';
  theme: 'dark' | 'light';
  collapsed: boolean;
  /** Paths from the top-level item down to the current page. */
  trail: readonly string[];
  onNavigated?: () => void;
}) {
  const { routes, navigate } = useLayout();
  const items = useMemo(() => menuItems(routes), [routes]);
  const current = trail.at(-1);
  const [openKeys, setOpenKeys] = useState<string[]>(() => trail.slice(0, -1));
  const trailKey = trail.join('|');

  // biome-ignore lint/correctness/useExhaustiveDependencies: on navigation only the current page's folders are open
  useEffect(() => {
    setOpenKeys(trail.slice(0, -1));
  }, [trailKey]);

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const route = findByPath(routes, key);
    if (!route) return;
    if (route.kind === 'external') {
      window.open(route.meta.url ?? route.path, '_blank', 'noopener');
      return;
    }
    navigate(route.path);
    onNavigated?.();
  };

  const menu = (
    <Menu
      mode={mode}
      theme={theme}
      items={items}
      selectedKeys={current ? [current] : []}
      onClick={onClick}
      style={
        mode === 'horizontal' ? { flex: 1, minWidth: 0, borderBottom: 'none' } : { borderInlineEnd: 'none' }
      }
      {...(mode === 'inline' && !collapsed ? { openKeys, onOpenChange: setOpenKeys } : {})}
    />
  );
  // With antd's motion off (users asking for less motion) antd 6's horizontal menu put every item into
  // its overflow "…", the first one too (tests/e2e/app-layout.spec.ts): the header menu keeps its motion.
  return mode === 'horizontal' ? (
    <ConfigProvider theme={{ token: { motion: true } }}>{menu}</ConfigProvider>
  ) : (
    menu
  );
}
