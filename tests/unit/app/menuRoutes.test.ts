import { describe, expect, it } from 'vitest';
import {
  findRoute,
  folderTarget,
  menuToRoutes,
  ONLINE_FORM_TAG,
  ONLINE_REPORT_TAG,
  routeTrail,
  type ServerMenuItem,
  visibleEntries,
} from '../../../src/client/menuRoutes';
import { urlTemplateContext } from '../../../src/client/urlTemplate';

const context = urlTemplateContext({
  domainURL: 'http://h/api',
  staticDomainURL: 'http://h/static',
  token: 't',
});

function item(path: string, component: string, extra: Partial<ServerMenuItem> = {}): ServerMenuItem {
  return { path, name: path.slice(1).replaceAll('/', '-'), component, meta: { title: path }, ...extra };
}

describe('routes from the server menu (spec 2.4)', () => {
  it('copies path, name, redirect, hidden and meta', () => {
    const [route] = menuToRoutes(
      [
        item('/a', 'isps-a-page', {
          redirect: '/b',
          hidden: true,
          meta: {
            title: 'A',
            icon: 'home',
            keepAlive: true,
            internalOrExternal: false,
            hiddenHeaderContent: true,
            target: '_self',
          },
        }),
      ],
      context,
    );
    expect(route).toMatchObject({
      path: '/a',
      name: 'a',
      redirect: '/b',
      hidden: true,
      kind: 'page',
      tag: 'isps-a-page',
      meta: { title: 'A', icon: 'home', keepAlive: true, hiddenHeaderContent: true, target: '_self' },
    });
  });

  it('redirects an alwaysShow item to its own path', () => {
    const [route] = menuToRoutes([item('/f', 'layouts/RouteView', { alwaysShow: true })], context);
    expect(route?.redirect).toBe('/f');
  });

  it("does not register an item whose route is '0', nor its children", () => {
    const routes = menuToRoutes(
      [item('/x', 'layouts/RouteView', { route: '0', children: [item('/x/y', 'isps-y')] })],
      context,
    );
    expect(findRoute(routes, '/x')).toBeNull();
    expect(findRoute(routes, '/x/y')).toBeNull();
  });

  it('evaluates url templates of external and iframe items', () => {
    const [iframe] = menuToRoutes(
      [item('/9f2c', 'layouts/IframePageView', { meta: { title: 'D', url: '{{ domainURL }}/druid/' } })],
      context,
    );
    expect(iframe?.kind).toBe('iframe');
    expect(iframe?.meta.url).toBe('http://h/api/druid/');
    const [external] = menuToRoutes(
      [
        item('/e1', 'layouts/IframePageView', {
          meta: { title: 'E', url: 'https://x.org', internalOrExternal: true },
        }),
      ],
      context,
    );
    expect(external?.kind).toBe('external');
  });

  it('reads a path without leading slash (the MD5 of external urls) relative to its parent', () => {
    const routes = menuToRoutes(
      [
        item('/f', 'layouts/RouteView', {
          children: [item('5f55', 'layouts/IframePageView', { meta: { title: 'I', url: 'https://x' } })],
        }),
        item('ab12', 'layouts/IframePageView', { meta: { title: 'J', url: 'https://y' } }),
      ],
      context,
    );
    expect(routes[0]?.children[0]?.path).toBe('/f/5f55');
    expect(routes[1]?.path).toBe('/ab12');
  });

  it('maps the online-form and online-report components to the built-in online elements', () => {
    const routes = menuToRoutes(
      [
        item('/online/cgformList/abc', 'modules/online/cgform/auto/OnlCgformAutoList'),
        item('/online/cgreport/r42', 'modules/online/cgreport/auto/OnlCgreportAutoList'),
      ],
      context,
    );
    expect(routes[0]).toMatchObject({
      kind: 'online-form',
      tag: ONLINE_FORM_TAG,
      attributes: { code: 'abc' },
    });
    expect(routes[1]).toMatchObject({
      kind: 'online-report',
      tag: ONLINE_REPORT_TAG,
      attributes: { code: 'r42' },
    });
  });

  it('marks a component this build lacks as missing instead of failing', () => {
    const [route] = menuToRoutes([item('/s/u', 'system/UserList')], context);
    expect(route).toMatchObject({ kind: 'missing', tag: null });
  });

  it('hides an entry whose children are all hidden', () => {
    const routes = menuToRoutes(
      [
        item('/f', 'layouts/RouteView', {
          children: [item('/f/a', 'isps-a', { hidden: true }), item('/f/b', 'isps-b', { hidden: true })],
        }),
        item('/g', 'layouts/RouteView', {
          children: [item('/g/a', 'isps-a', { hidden: true }), item('/g/b', 'isps-b')],
        }),
      ],
      context,
    );
    expect(routes[0]?.hidden).toBe(true);
    expect(routes[1]?.hidden).toBe(false);
  });

  it('keeps items with a permission list only for users holding one of its codes (spec 6)', () => {
    const menu = [
      item('/p', 'isps-p', { meta: { title: 'P', permissionList: [{ action: 'p:view' }] } }),
      item('/o', 'isps-o'),
    ];
    expect(menuToRoutes(menu, context, []).map((r) => r.path)).toEqual(['/o']);
    expect(menuToRoutes(menu, context, ['p:view']).map((r) => r.path)).toEqual(['/p', '/o']);
  });

  it('finds the trail of a page and the target of a folder', () => {
    const routes = menuToRoutes(
      [
        item('/f', 'layouts/RouteView', {
          children: [item('/f/a', 'isps-a', { hidden: true }), item('/f/b', 'isps-b')],
        }),
      ],
      context,
    );
    expect(routeTrail(routes, '/f/b')?.map((r) => r.path)).toEqual(['/f', '/f/b']);
    expect(routeTrail(routes, '/f/b/')?.map((r) => r.path)).toEqual(['/f', '/f/b']);
    expect(folderTarget(routes[0]!)).toBe('/f/b');
  });

  it('lists the visible leaves for the menu search with their folders', () => {
    const routes = menuToRoutes(
      [
        item('/f', 'layouts/RouteView', {
          meta: { title: 'Folder' },
          children: [
            item('/f/a', 'isps-a', { meta: { title: 'A' } }),
            item('/f/h', 'isps-h', { hidden: true }),
          ],
        }),
      ],
      context,
    );
    expect(visibleEntries(routes).map((e) => [e.trail, e.route.path])).toEqual([[['Folder'], '/f/a']]);
  });
});
