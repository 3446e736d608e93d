import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { useShownLocale } from '../../../src/ui/root/hooks';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The English chunk fails to load, as it does when the network drops after the runtime came in.
vi.mock('../../../src/client/locales-en_US', () => {
  throw new Error('offline');
});

function Shown() {
  return <span>{useShownLocale('en_US') ?? 'nothing'}</span>;
}

describe('the language an element shows (issue 17)', () => {
  it('shows the default language, not an empty element, when the requested one cannot load', async () => {
    const host = document.createElement('div');
    const root = createRoot(host);
    await act(async () => root.render(<Shown />));
    await vi.waitFor(() => expect(host.textContent).toBe('zh_CN'));
    act(() => root.unmount());
  });
});
