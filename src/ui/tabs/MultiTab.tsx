import { Dropdown, type MenuProps, Tabs } from 'antd';
import { useLayoutEffect, useRef, useState } from 'react';
import { focusPopupMenu, onPopupMenuKeyDownCapture } from '../layout/focusPopupMenu';
import { useAppFeedback } from '../root/appFeedback';
import { useT } from '../root/hooks';
import { type CloseRefusal, TAB_MENU_KEYS, type TabPage, type TabsState } from './tabsModel';

/** spec 9: the tab bar is 52 px high. */
export const TAB_BAR_HEIGHT = 52;

export type TabMenuKey = (typeof TAB_MENU_KEYS)[keyof typeof TAB_MENU_KEYS];

/**
 * spec 2.7 tab bar: one tab per opened page, home first and never closable, the last tab never
 * closable, and a context menu (1 close left, 2 close right, 3 close others, 4 refresh).
 */
export function MultiTab({
  tabs,
  titleOf,
  onActivate,
  onClose,
  onMenu,
}: {
  tabs: TabsState;
  /** The title of a tab from the current routes (so a language switch renames the tabs). */
  titleOf: (page: TabPage) => string;
  onActivate: (fullPath: string) => void;
  /** Returns why the tab stayed open, if it did. */
  onClose: (fullPath: string) => CloseRefusal | undefined;
  onMenu: (key: TabMenuKey, fullPath: string) => void;
}) {
  const t = useT('app');
  const { message } = useAppFeedback();
  const bar = useRef<HTMLDivElement>(null);
  // The tab whose context menu is open. Held here rather than by antd's `contextMenu` trigger: that
  // trigger aligns the popup to the mouse point, and rc-trigger closes point-aligned popups on any
  // scroll of the window or of an ancestor of the tab bar, which a freshly opened page causes
  // (navigation scrolls to the top, the page settles) right after a quick right-click on its tab.
  // Opened on `contextmenu` (mouse, Shift+F10, the menu key), the menu sits under its tab and a
  // scroll only moves it; a click or right-click elsewhere, a menu choice or Escape closes it.
  const [menuOf, setMenuOf] = useState<string | null>(null);

  // A close button beside each tab is not allowed inside a tablist (ARIA, axe aria-required-children).
  // Keyboard users open the context menu of the focused tab (Shift+F10 or the menu key), so the
  // buttons are for the mouse only.
  useLayoutEffect(() => {
    for (const button of bar.current?.querySelectorAll<HTMLButtonElement>('.ant-tabs-tab-remove') ?? []) {
      button.setAttribute('aria-hidden', 'true');
      button.tabIndex = -1;
    }
  });

  const close = (fullPath: string) => {
    const refused = onClose(fullPath);
    // spec 8: 'home page cannot be closed' and 'this is the last page, cannot be closed'.
    if (refused)
      void message.warning(t(refused === 'home' ? 'tabs.homeNotClosable' : 'tabs.lastNotClosable'));
  };

  const menu = (fullPath: string): MenuProps => ({
    items: [
      { key: TAB_MENU_KEYS.closeLeft, label: t('tabs.closeLeft') },
      { key: TAB_MENU_KEYS.closeRight, label: t('tabs.closeRight') },
      { key: TAB_MENU_KEYS.closeOthers, label: t('tabs.closeOthers') },
      { type: 'divider' },
      { key: TAB_MENU_KEYS.refresh, label: t('tabs.refresh') },
    ],
    onClick: ({ key }) => {
      setMenuOf(null);
      onMenu(key as TabMenuKey, fullPath);
    },
  });

  return (
    <div ref={bar}>
      <Tabs
        className="isps-multi-tab"
        type="editable-card"
        hideAdd
        size="small"
        activeKey={tabs.active ?? undefined}
        onChange={onActivate}
        onEdit={(key, action) => {
          if (action === 'remove' && typeof key === 'string') close(key);
        }}
        tabBarStyle={{ margin: 0, height: TAB_BAR_HEIGHT, padding: '10px 16px 0', background: 'transparent' }}
        renderTabBar={(props, DefaultTabBar) => (
          <DefaultTabBar {...props}>
            {(node) => (
              <Dropdown
                key={node.key}
                menu={menu(String(node.key))}
                trigger={['click']}
                open={menuOf === String(node.key)}
                classNames={{ root: 'isps-tab-menu' }}
                popupRender={(menu) => <div onKeyDownCapture={onPopupMenuKeyDownCapture}>{menu}</div>}
                // Only closing is taken from the trigger: a left click on a tab activates it.
                onOpenChange={(open) => {
                  if (!open) setMenuOf((current) => (current === String(node.key) ? null : current));
                }}
              >
                {/* biome-ignore lint/a11y/noStaticElementInteractions: listens to the contextmenu bubbling up from the focusable role="tab" inside (Shift+F10 or the menu key for keyboard users) */}
                <div
                  className="isps-tab-wrap"
                  onContextMenu={(event) => {
                    event.preventDefault();
                    setMenuOf(String(node.key));
                    focusPopupMenu(bar.current, 'isps-tab-menu');
                  }}
                >
                  {node}
                </div>
              </Dropdown>
            )}
          </DefaultTabBar>
        )}
        items={tabs.pages.map((page) => ({
          key: page.fullPath,
          label: titleOf(page),
          // As in the Vue2 client every tab shows its close button; home and the last tab refuse with
          // the messages of spec 8 instead of closing.
          closable: true,
        }))}
      />
    </div>
  );
}
