import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { onTestFinished } from 'vitest';
import type { Locale } from '../../../src/domain/i18n-text';
import type { ElementContextValue } from '../../../src/ui/root/ElementContext';

/** A React root in a fresh container on the page, unmounted and removed when the test ends. */
export function mountRoot() {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  onTestFinished(() => {
    act(() => root.unmount());
    container.remove();
  });
  return { container, root };
}

/** The element context a page has inside an element, for a test's container: no link, popups inside. */
export function testElementContext(container: HTMLElement, locale: Locale = 'zh_CN'): ElementContextValue {
  return { host: container, locale, popupContainer: () => container, busId: null, filter: {} };
}
