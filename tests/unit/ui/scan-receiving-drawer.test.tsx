import type { AxiosAdapter } from 'axios';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ScanReceivingDrawer } from '../../../src/pages/warehouse/ScanReceivingDrawer';
import { startElementHarness } from './element-harness';

const posted: { url: string; body: Record<string, unknown> }[] = [];
let receivedQty = 0;
/** The note is of a serial-tracked product: one line per unit, named by its serial (SN-1, SN-2). */
let serials = false;
/** The server as the drawer meets it: the note opens RC1, label LB1 adds 4, anything else is refused. */
const adapter: AxiosAdapter = async (config) => {
  const url = String(config.url);
  const body = config.data ? (JSON.parse(String(config.data)) as Record<string, unknown>) : {};
  if (config.method === 'post') posted.push({ url, body });
  let data: Record<string, unknown>;
  if (url.endsWith('/wms/receipt/queryById')) {
    data = {
      success: true,
      result: {
        id: 'R1',
        code: 'RC1',
        version: 1,
        docStatus: 'pending',
        lines: serials
          ? [1, 2].map((n) => ({
              id: `L${n}`,
              lineNo: n,
              productId: 'P2',
              productId_dictText: 'Pump',
              supplierBatchNo: `SN-${n}`,
              receivedQty: n === 2 ? receivedQty : 0,
            }))
          : [{ id: 'L1', lineNo: 1, productId: 'P1', productId_dictText: 'Valve', receivedQty }],
      },
    };
  } else if (url.endsWith('/wms/receipt/scanDeliveryNote')) {
    data =
      body.code === 'ISPS1|DN|DN1'
        ? { success: true, result: { id: 'R1', code: 'RC1' } }
        : { success: false, message: `未找到条码 ${String(body.code)} 对应的送货单或标签` };
  } else if (url.endsWith('/wms/receipt/scan')) {
    if (serials && body.code === 'SN-2' && receivedQty === 0) {
      // The unit's own serial barcode, standing for its label LB2.
      receivedQty = 1;
      data = {
        success: true,
        result: { labelNo: 'LB2', qty: 1, lineNo: 2, receivedQty: 1, serialNo: 'SN-2' },
      };
    } else if (!serials && body.code === 'LB1' && receivedQty === 0) {
      receivedQty = 4;
      data = { success: true, result: { labelNo: 'LB1', qty: 4, lineNo: 1, receivedQty: 4 } };
    } else {
      data = { success: false, message: `标签 ${String(body.code)} 已扫描过，不能重复收货` };
    }
  } else {
    data = { success: true, result: null };
  }
  return { data, status: 200, statusText: 'OK', headers: {}, config };
};

/** Tones played, by frequency. */
const tones: number[] = [];
class FakeAudioContext {
  currentTime = 0;
  destination = {};
  createOscillator() {
    const tone = {
      type: '',
      frequency: { value: 0 },
      connect: (next: unknown) => next,
      start: () => tones.push(tone.frequency.value),
      stop: () => undefined,
      onended: null,
    };
    return tone;
  }
  createGain() {
    return { gain: { value: 0 }, connect: (next: unknown) => next };
  }
  close() {
    return Promise.resolve();
  }
}

const tick = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

/** Types a code into the focused scan input and presses Enter (down and up), as a keyboard-wedge scanner does. */
async function scan(code: string, settle = true) {
  const input = document.querySelector<HTMLInputElement>('.isps-scan-input input, input.isps-scan-input')!;
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(input, code);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await act(async () => {
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', keyCode: 13, bubbles: true }));
    input.dispatchEvent(new KeyboardEvent('keyup', { key: 'Enter', keyCode: 13, bubbles: true }));
  });
  if (settle) for (let i = 0; i < 5; i += 1) await tick();
}

const feedback = () => document.querySelector('.isps-scan-feedback');

/** Issue 12 point 4: receiving by scanning on the receipt page. */
describe('the scan-receiving drawer', () => {
  let harness: Awaited<ReturnType<typeof startElementHarness>>;

  beforeEach(async () => {
    posted.length = 0;
    tones.length = 0;
    receivedQty = 0;
    serials = false;
    (window as { AudioContext?: unknown }).AudioContext = FakeAudioContext;
    harness = await startElementHarness(adapter);
  });
  afterEach(() => harness.close());

  it('opens the note by its QR, adds a label, and refuses a second scan with its message, a red flash and a low tone', async () => {
    await harness.render(<ScanReceivingDrawer onDone={() => undefined} />);
    await tick();
    const input = document.querySelector<HTMLInputElement>('.isps-scan-input input, input.isps-scan-input');
    expect(input).not.toBeNull();
    expect(document.activeElement).toBe(input);

    await scan('ISPS1|DN|DN1');
    expect(posted.map((call) => call.url)).toEqual(['/wms/receipt/scanDeliveryNote']);
    expect(feedback()?.textContent).toContain('RC1');
    expect(document.querySelector('.isps-scan-line')?.textContent).toContain('Valve');

    await scan('LB1');
    expect(posted.at(-1)).toMatchObject({ url: '/wms/receipt/scan', body: { id: 'R1', code: 'LB1' } });
    expect(feedback()?.classList.contains('isps-scan-ok')).toBe(true);
    expect(document.querySelector('.isps-scan-line')?.textContent).toContain('4');
    expect(tones).toEqual([1200, 1200]);

    await scan('LB1');
    expect(feedback()?.classList.contains('isps-scan-error')).toBe(true);
    expect(feedback()?.textContent).toContain('已扫描过');
    expect(tones.at(-1)).toBe(220);
    const body = document.querySelector<HTMLElement>('.isps-scan-receiving .ant-drawer-body');
    expect(body?.style.background).toMatch(/rgb\(255, 77, 79\)|#ff4d4f/);
    // The input is cleared and keeps the focus for the next scan.
    expect(input?.value).toBe('');
  }, 30_000);

  it('shows each unit of a serial-tracked line by its serial and tells which serial a scan received', async () => {
    serials = true;
    await harness.render(<ScanReceivingDrawer onDone={() => undefined} />);
    await tick();
    await scan('ISPS1|DN|DN1');
    const batches = () =>
      [...document.querySelectorAll('.isps-scan-line .isps-scan-batch')].map((e) => e.textContent);
    expect(batches()).toEqual(['SN-1', 'SN-2']);
    await scan('SN-2');
    expect(posted.at(-1)).toMatchObject({ url: '/wms/receipt/scan', body: { id: 'R1', code: 'SN-2' } });
    expect(feedback()?.classList.contains('isps-scan-ok')).toBe(true);
    expect(feedback()?.textContent).toMatch(/SN-2/);
    expect(feedback()?.textContent).toMatch(/序列号 SN-2|serial SN-2/);
    // The received quantity per unit: SN-1 still 0, SN-2 received.
    expect([...document.querySelectorAll('.isps-scan-line b')].map((qty) => qty.textContent)).toEqual([
      '0',
      '1',
    ]);
  }, 30_000);

  it('takes the next code while the last one is still answered, in the order scanned', async () => {
    await harness.render(<ScanReceivingDrawer onDone={() => undefined} />);
    await tick();
    // A scanner reads the note and its first label in one breath: the label waits for the note's receipt.
    await scan('ISPS1|DN|DN1', false);
    await scan('LB1');
    for (let i = 0; i < 5; i += 1) await tick();
    expect(posted.map((call) => call.url)).toEqual(['/wms/receipt/scanDeliveryNote', '/wms/receipt/scan']);
    expect(posted[1]).toMatchObject({ body: { id: 'R1', code: 'LB1' } });
    expect(feedback()?.classList.contains('isps-scan-ok')).toBe(true);
  }, 30_000);
});
