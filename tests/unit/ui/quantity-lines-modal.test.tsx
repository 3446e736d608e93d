import { InputNumber } from 'antd';
import type { AxiosAdapter } from 'axios';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { httpClient, setHttpAdapter } from '../../../src/client/http';
import { setRuntimeConfig } from '../../../src/client/runtimeConfig';
import { QuantityLinesModal } from '../../../src/ui/document/QuantityLinesModal';
import { AppFeedbackProvider, preloadAppFeedback } from '../../../src/ui/root/appFeedback';
import { ElementContext } from '../../../src/ui/root/ElementContext';
import { stubMatchMedia } from '../match-media-stub';
import { testElementContext } from './test-root';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Line {
  id: string;
  qty: number;
  done: number;
}

const posted: { url: string; body: Record<string, unknown> }[] = [];
/** The document as the server answers it: version 4, one open line and one done. */
const adapter: AxiosAdapter = async (config) => {
  const data =
    config.method === 'get'
      ? {
          success: true,
          result: {
            id: 'D1',
            version: 4,
            lines: [
              { id: 'L1', qty: 5, done: 2 },
              { id: 'L2', qty: 3, done: 3 },
            ],
          },
        }
      : { success: true, message: 'ok', result: null };
  if (config.method === 'post')
    posted.push({ url: String(config.url), body: JSON.parse(String(config.data)) });
  return { data, status: 200, statusText: 'OK', headers: {}, config };
};

const open = (line: Line) => line.qty - line.done;

describe('the quantity-lines dialog of document actions (domain.md 0.5)', () => {
  let container: HTMLDivElement;
  let root: Root;
  let done: boolean[];

  beforeEach(async () => {
    stubMatchMedia();
    posted.length = 0;
    done = [];
    setHttpAdapter(adapter);
    // axios loads with the first request; loaded here, the renders below answer within one tick.
    await httpClient();
    await preloadAppFeedback();
    setRuntimeConfig({ apiBase: 'https://api.example/jeecg-boot' }, 'https://host.example/');
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  async function render(preset?: (line: Line) => { qty: number }) {
    await act(async () => {
      root.render(
        <ElementContext.Provider value={testElementContext(container)}>
          <AppFeedbackProvider getContainer={() => container}>
            <QuantityLinesModal<Line, { qty: number }>
              basePath="/wms/test"
              row={{ id: 'D1', version: 0 }}
              action="outbound"
              title="Post"
              linesOf={(doc) => (doc.lines as Line[]).filter((line) => open(line) > 0)}
              preset={preset}
              nothing="nothing"
              body={(entries) => {
                const chosen = entries.filter(([, entry]) => entry.qty > 0);
                return chosen.length ? { lines: chosen.map(([lineId, { qty }]) => ({ lineId, qty })) } : null;
              }}
              columns={(entries, update) => [
                {
                  title: 'now',
                  render: (_, line) => (
                    <InputNumber
                      className="qty"
                      value={entries[line.id]?.qty}
                      onChange={(value) => update(line.id, { qty: Number(value ?? 0) })}
                    />
                  ),
                },
              ]}
              onDone={(changed) => done.push(changed)}
            />
          </AppFeedbackProvider>
        </ElementContext.Provider>,
      );
    });
    // The document loads after the first render.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
  }

  const ok = async () =>
    act(async () => {
      (document.querySelector('.ant-modal-footer .ant-btn-primary') as HTMLElement).click();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });

  it('offers the open lines with their preset and posts them at the loaded version, once per click id', async () => {
    await render((line) => ({ qty: open(line) }));
    expect(document.querySelectorAll('input.ant-input-number-input')).toHaveLength(1);
    await ok();
    expect(posted).toHaveLength(1);
    expect(posted[0]!.url).toBe('/wms/test/outbound');
    expect(posted[0]!.body).toMatchObject({ id: 'D1', version: 4, lines: [{ lineId: 'L1', qty: 3 }] });
    expect(String(posted[0]!.body.requestId)).not.toBe('');
    expect(done).toEqual([true]);
    // Pressing again (the answer lost) repeats the same click id: the server answers the first result.
    await ok();
    expect(posted[1]!.body.requestId).toBe(posted[0]!.body.requestId);
  });

  it('posts nothing while no line has a quantity', async () => {
    await render();
    await ok();
    expect(posted).toEqual([]);
    expect(done).toEqual([]);
  });
});
