import { Breadcrumb, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { AppRoute } from '../../client/menuRoutes';
import { HOME_PATH } from '../../domain/system/menu';
import { useT } from '../root/hooks';
import { useLayout } from './LayoutContext';

/**
 * spec 2.5 page wrapper: breadcrumbs starting with home, then the matched routes with the current one
 * unlinked, and the page title from the route meta. `meta.hiddenHeaderContent` hides both.
 */
export function PageWrapper({ trail, children }: { trail: readonly AppRoute[]; children: ReactNode }) {
  const t = useT('app');
  const { navigate } = useLayout();
  const current = trail.at(-1);
  const link = (path: string, title: string) => (
    <a
      href={path}
      onClick={(event) => {
        event.preventDefault();
        navigate(path);
      }}
    >
      {title}
    </a>
  );
  const onHome = current?.path === HOME_PATH;
  const items = [
    { key: 'home', title: onHome ? t('route.home') : link(HOME_PATH, t('route.home')) },
    ...trail
      .filter((route) => route.path !== HOME_PATH)
      .map((route, index, list) => ({
        key: route.path,
        // Folders are not pages: only the current item is unlinked, folders are plain text too.
        title:
          index === list.length - 1 || route.kind === 'folder'
            ? route.meta.title
            : link(route.path, route.meta.title),
      })),
  ];
  return (
    <div className="isps-page-wrapper">
      {current && !current.meta.hiddenHeaderContent && (
        <div className="isps-page-header">
          <Breadcrumb items={items} />
          {!onHome && (
            <Typography.Title level={4} style={{ margin: '8px 0 0' }}>
              {current.meta.title}
            </Typography.Title>
          )}
        </div>
      )}
      <div className="isps-page-content">{children}</div>
    </div>
  );
}
