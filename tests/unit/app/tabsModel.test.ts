import { describe, expect, it } from 'vitest';
import {
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  documentTitle,
  EMPTY_TABS,
  openTab,
  type TabPage,
  type TabsState,
} from '../../../src/ui/tabs/tabsModel';

const page = (path: string, title = path, search = ''): TabPage => ({
  name: path,
  path,
  fullPath: path + search,
  meta: { title, keepAlive: false },
});
const home = page('/dashboard/analysis', 'Home');

function open(...paths: string[]): TabsState {
  return paths.reduce((state, path) => openTab(state, page(path), home, true), EMPTY_TABS);
}
const paths = (state: TabsState) => state.pages.map((p) => p.fullPath);

describe('tabs (spec 2.7, 4.1)', () => {
  it('puts the home tab first and appends new pages', () => {
    const state = open('/a', '/b');
    expect(paths(state)).toEqual(['/dashboard/analysis', '/a', '/b']);
    expect(state.active).toBe('/b');
  });

  it('updates an open tab in place, keeping its old title', () => {
    const state = openTab(open('/a', '/b'), page('/a', 'renamed'), home, true);
    expect(paths(state)).toEqual(['/dashboard/analysis', '/a', '/b']);
    expect(state.pages[1]?.meta.title).toBe('/a');
    expect(state.active).toBe('/a');
  });

  it('opens a distinct tab per query string', () => {
    const state = openTab(open('/a'), page('/a', 'A', '?id=1'), home, true);
    expect(paths(state)).toEqual(['/dashboard/analysis', '/a', '/a?id=1']);
  });

  it('keeps only the current page in single-page mode', () => {
    const state = openTab(open('/a', '/b'), page('/c'), home, false);
    expect(paths(state)).toEqual(['/c']);
  });

  it('refuses to close the home tab and the last tab', () => {
    expect(closeTab(open('/a'), '/dashboard/analysis').refused).toBe('home');
    const only = openTab(EMPTY_TABS, page('/c'), home, false);
    expect(closeTab(only, '/c').refused).toBe('last');
  });

  it('activates the neighbour at the same index when the active tab closes', () => {
    const state = openTab(open('/a', '/b', '/c'), page('/b'), home, true);
    const { state: next } = closeTab(state, '/b');
    expect(paths(next)).toEqual(['/dashboard/analysis', '/a', '/c']);
    expect(next.active).toBe('/c');
    const { state: last } = closeTab(open('/a', '/b'), '/b');
    expect(last.active).toBe('/a');
  });

  it('closes left, right and others, always keeping home (menu keys 1, 2, 3)', () => {
    const state = open('/a', '/b', '/c', '/d');
    expect(paths(closeLeft(state, '/c'))).toEqual(['/dashboard/analysis', '/c', '/d']);
    expect(paths(closeRight(state, '/b'))).toEqual(['/dashboard/analysis', '/a', '/b']);
    expect(closeRight(state, '/b').active).toBe('/b');
    expect(paths(closeOthers(state, '/b'))).toEqual(['/dashboard/analysis', '/b']);
    expect(closeOthers(state, '/b').active).toBe('/b');
  });

  it('titles the document with page and product, the product alone on home', () => {
    expect(documentTitle(page('/a'), 'Users', 'ISPS')).toBe('Users · ISPS');
    expect(documentTitle(home, 'Home', 'ISPS')).toBe('ISPS');
  });
});
