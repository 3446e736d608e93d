import { act, useEffect } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { type AppFeedback, AppFeedbackProvider, useAppFeedback } from '../../../src/ui/root/appFeedback';
import { stubMatchMedia } from '../match-media-stub';
import { mountRoot } from './test-root';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Waits, in act, until `check` holds (the holders' chunk is a dynamic import). */
async function until(check: () => boolean): Promise<void> {
  for (let round = 0; round < 400 && !check(); round++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
  }
  expect(check()).toBe(true);
}

/** The feedback functions the probe saw last. */
let feedback: AppFeedback | null;

function Probe({ onMount }: { onMount?: (api: AppFeedback) => void }) {
  const api = useAppFeedback();
  feedback = api;
  useEffect(() => onMount?.(api), [api, onMount]);
  return <span>page</span>;
}

describe('AppFeedbackProvider (antd App without its chunk on the first paint)', { timeout: 30_000 }, () => {
  beforeEach(() => {
    stubMatchMedia();
    feedback = null;
  });

  it('shows a message asked for before the holders have loaded, once they are in', async () => {
    const { container, root } = mountRoot();
    await act(async () => {
      root.render(
        <AppFeedbackProvider getContainer={() => container}>
          <Probe onMount={(api) => api.message.success('saved before the holders')} />
        </AppFeedbackProvider>,
      );
    });
    expect(container.textContent).toContain('page');
    await until(() => container.textContent?.includes('saved before the holders') === true);
  });

  it('once loaded, calls antd at once and its handles act on the real message and dialog', async () => {
    const { container, root } = mountRoot();
    await act(async () => {
      root.render(
        <AppFeedbackProvider getContainer={() => container}>
          <Probe />
        </AppFeedbackProvider>,
      );
    });
    const api = feedback;
    if (!api) throw new Error('no feedback');
    let close: (() => void) | undefined;
    await act(async () => {
      close = api.message.warning('a warning', 0);
    });
    await until(() => container.textContent?.includes('a warning') === true);
    await act(async () => close?.());
    // Closing starts antd's leave animation (jsdom never ends it).
    await until(() => container.querySelector('.ant-message-notice.ant-message-fade-leave') !== null);

    let dialog: ReturnType<AppFeedback['modal']['confirm']> | undefined;
    await act(async () => {
      dialog = api.modal.confirm({ title: 'really?', getContainer: () => container });
    });
    await until(() => document.body.textContent?.includes('really?') === true);
    await act(async () => dialog?.update({ title: 'really, really?' }));
    await until(() => document.body.textContent?.includes('really, really?') === true);
  });
});
