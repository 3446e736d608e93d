import type { AxiosAdapter } from 'axios';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commandPages } from '../../../src/domain/warehouse/command-pages';
import { ExecuteModal } from '../../../src/ui/document/ExecuteModal';
import { startElementHarness } from './element-harness';

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
  let harness: Awaited<ReturnType<typeof startElementHarness>>;

  beforeEach(async () => {
    posted.length = 0;
    harness = await startElementHarness(adapter);
  });
  afterEach(() => harness.close());

  it('marks the batch column required and posts nothing until the batch is named', async () => {
    await harness.render(
      <ExecuteModal
        entity={commandPages.get('receive')!}
        row={{ id: 'C1', version: 0 }}
        leg="inbound"
        title="Inbound"
        onDone={() => undefined}
      />,
    );
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
