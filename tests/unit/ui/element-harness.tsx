import type { AxiosAdapter } from 'axios';
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { httpClient, setHttpAdapter } from '../../../src/client/http';
import { setRuntimeConfig } from '../../../src/client/runtimeConfig';
import type { Locale } from '../../../src/domain/i18n-text';
import { AppFeedbackProvider, preloadAppFeedback } from '../../../src/ui/root/appFeedback';
import { ElementContext } from '../../../src/ui/root/ElementContext';
import { stubMatchMedia } from '../match-media-stub';
import { testElementContext } from './test-root';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * A page part rendered as an element renders it (its language, zh_CN unless given, antd's message,
 * notification and modal as the element root gives them, popups in
 * the container) against a fake server: `render` mounts it, `close` unmounts it. Axios is loaded first, so
 * renders answer within one tick.
 */
export async function startElementHarness(adapter: AxiosAdapter, locale: Locale = 'zh_CN') {
  stubMatchMedia();
  setHttpAdapter(adapter);
  await httpClient();
  await preloadAppFeedback();
  setRuntimeConfig({ apiBase: 'https://api.example/jeecg-boot' }, 'https://host.example/');
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  return {
    container,
    render: (node: ReactNode) =>
      act(async () => {
        root.render(
          <ElementContext.Provider value={testElementContext(container, locale)}>
            <AppFeedbackProvider getContainer={() => container}>{node}</AppFeedbackProvider>
          </ElementContext.Provider>,
        );
      }),
    close: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}
