import type { KeyboardEvent } from 'react';

/**
 * Moves the focus into a dropdown menu that just opened. antd's own autoFocus of dropdown menus does
 * not reach into a shadow root, which leaves keyboard users on the trigger (issue 4 point 12). The
 * popup is looked up by its class in the shadow root of `anchor`, a few frames long while it mounts.
 */
export function focusPopupMenu(anchor: Element | null, popupClass: string, frames = 10): void {
  if (!anchor) return;
  const root = anchor.getRootNode() as Document | ShadowRoot;
  const attempt = (left: number) => {
    const item = root.querySelector<HTMLElement>(
      `.${popupClass}:not(.ant-dropdown-hidden) [role="menuitem"]:not([aria-disabled="true"])`,
    );
    if (item) item.focus();
    else if (left > 0) requestAnimationFrame(() => attempt(left - 1));
  };
  requestAnimationFrame(() => attempt(frames));
}

/**
 * Arrow keys and Enter inside such a menu. antd's menu keyboard looks up `document.activeElement`,
 * which is the shadow host here, so the menu handles them itself (capture phase, before antd's).
 */
export function onPopupMenuKeyDownCapture(event: KeyboardEvent<HTMLElement>): void {
  const items = [
    ...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])'),
  ];
  const index = items.indexOf(event.target as HTMLElement);
  if (index < 0 || items.length === 0) return;
  const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
  if (step !== 0) {
    event.preventDefault();
    event.stopPropagation();
    items[(index + step + items.length) % items.length]?.focus();
  } else if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    event.stopPropagation();
    items[index]?.click();
  }
}
