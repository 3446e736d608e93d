import { Button } from 'antd';
import type { AppRoute } from '../../client/menuRoutes';
import { useT } from '../root/hooks';
import { LazyResult } from '../root/lazyParts';
import { PageElement } from './PageElement';

/**
 * The content of one route (spec 2.4): its element, an iframe for iframe items, a link for external
 * items reached by their path, or the "not available" state for a component this build lacks. A
 * link to one record (`?busId=`) opens it in the element; the URL's other parameters are the query its
 * list starts with (`?docStatus=pending`, the element's `filter`).
 */
export function RouteContent({
  route,
  hidden,
  recordId,
  filter,
}: {
  route: AppRoute;
  hidden: boolean;
  /** The record the URL links to (`?busId=`), handed to the element as `bus-id`. */
  recordId?: string | undefined;
  /** The URL's query fields (`name=value&…`), handed to the element as `filter`. */
  filter?: string | undefined;
}) {
  const t = useT('app');
  if (route.tag) {
    const attributes = {
      ...route.attributes,
      ...(recordId ? { 'bus-id': recordId } : {}),
      ...(filter ? { filter } : {}),
    };
    return <PageElement tag={route.tag} attributes={attributes} hidden={hidden} />;
  }
  if (hidden) return null;
  if (route.kind === 'iframe' && route.meta.url) {
    return (
      <iframe
        src={route.meta.url}
        title={route.meta.title}
        className="isps-iframe-page"
        style={{ width: '100%', height: 'calc(100vh - 220px)', minHeight: 400, border: 0, display: 'block' }}
      />
    );
  }
  if (route.kind === 'external' && route.meta.url) {
    return (
      <LazyResult
        status="info"
        title={route.meta.title}
        extra={
          <Button type="primary" href={route.meta.url} target="_blank" rel="noopener">
            {t('page.openExternal')}
          </Button>
        }
      />
    );
  }
  return (
    <LazyResult
      status="info"
      title={t('page.unavailable')}
      subTitle={t('page.unavailableDetail', { tag: route.component || route.path })}
      className="isps-page-unavailable"
    />
  );
}
