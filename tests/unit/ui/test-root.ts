import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { onTestFinished } from 'vitest';

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
