import { App } from 'antd';
import type { AxiosAdapter } from 'axios';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { httpClient, setHttpAdapter } from '../../../src/client/http';
import { setRuntimeConfig } from '../../../src/client/runtimeConfig';
import { commandPages } from '../../../src/domain/warehouse/command-pages';
import { ExecuteModal } from '../../../src/ui/document/ExecuteModal';
import { ElementContext } from '../../../src/ui/root/ElementContext';
import { stubMatchMedia } from '../match-media-stub';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const posted: string[] = [];
/** A receive command with one open line of a batch-tracked product, as the server answers it. */
const adapter: AxiosAdapter = async (config) => {
  if (config.method === 'post') posted.push(String(config.url));
  const data =
    config.method === 'get'
      ? {
          success: true,
          result: {
            id: 'C1',
            version: 2,
            lines: [
              {
                id: 'L1',
                lineNo: 1,
                productId: 'P1',
                productId_dictText: 'Batch product',
                direction: 'in',
                qty: 5,
                deliveryQty: 0,
                stockInQty: 0,
                closedQty: 0,
                lostQty: 0,
                productTracking: 'batch',
              },
            ],
          },
        }
      : { success: true, message: 'ok', result: null };
  return { data, status: 200, statusText: 'OK', headers: {}, config };
};

/** Issue 16 point 4: the batch a tracked product needs is marked before submit, not refused after. */
describe('the inbound posting form of a batch-tracked product', () => {
  let container: HTMLDivElement;
  let root: Root;

  beforeEach(async () => {
    stubMatchMedia();
    posted.length = 0;
    setHttpAdapter(adapter);
    // axios loads with the first request; loaded here, the renders below answer within one tick.
    await httpClient();
    setRuntimeConfig({ apiBase: 'https://api.example/jeecg-boot' }, 'https://host.example/');
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  it('marks the batch column required and posts nothing until the batch is named', async () => {
    await act(async () => {
      root.render(
        <ElementContext.Provider
          value={{ host: container, locale: 'zh_CN', popupContainer: () => container, busId: null }}
        >
          <App>
            <ExecuteModal
              entity={commandPages.get('receive')!}
              row={{ id: 'C1', version: 0 }}
              leg="inbound"
              title="Inbound"
              onDone={() => undefined}
            />
          </App>
        </ElementContext.Provider>,
      );
    });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    const mark = document.querySelector('.isps-execute-lines th .isps-required-mark');
    expect(mark?.textContent).toBe('*');
    expect(document.querySelector('.isps-execute-lines input[aria-required="true"]')).not.toBeNull();
    await act(async () => {
      (document.querySelector('.ant-modal-footer .ant-btn-primary') as HTMLElement).click();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(posted).toEqual([]);
    expect(document.querySelector('.isps-execute-lines input.ant-input-status-error')).not.toBeNull();
    // The first render of antd's table and modal takes seconds on a loaded machine.
  }, 30_000);
});
