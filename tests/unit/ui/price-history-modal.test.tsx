import type { AxiosAdapter } from 'axios';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PriceHistoryModal } from '../../../src/pages/offer/PriceHistoryModal';
import { startElementHarness } from './element-harness';

const requested: string[] = [];
/** A raw material's detail with its prices out of order, as the server answers it. */
const adapter: AxiosAdapter = async (config) => {
  requested.push(String(config.url));
  const data = {
    success: true,
    result: {
      id: 'RM1',
      code: 'RM-A',
      prices: [
        { validFrom: '2026-07-01', validTo: null, price: 12, currency: 'CNY' },
        { validFrom: '2026-01-01', validTo: '2026-06-30', price: 10, currency: 'CNY' },
      ],
    },
  };
  return { data, status: 200, statusText: 'OK', headers: {}, config };
};

/** Issue 15 point 2: the price history of a raw material as a chart, its figures readable as a table. */
describe('the price history chart of a raw material', () => {
  let harness: Awaited<ReturnType<typeof startElementHarness>>;

  beforeEach(async () => {
    requested.length = 0;
    harness = await startElementHarness(adapter, 'en_US');
  });
  afterEach(() => harness.close());

  it('reads the material and draws its prices in validity order', async () => {
    await harness.render(
      <PriceHistoryModal row={{ id: 'RM1', code: 'RM-A', name: 'Copper' }} onClose={() => undefined} />,
    );
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(requested.some((url) => url.includes('/ofr/rawMaterial/queryById'))).toBe(true);
    const table = document.querySelector('.isps-price-history figure table');
    expect(table?.querySelector('caption')?.textContent).toBe('Price history RM-A Copper');
    const cells = [...(table?.querySelectorAll('tbody tr') ?? [])].map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => cell.textContent),
    );
    expect(cells).toEqual([
      ['2026-01-01', '10'],
      ['2026-07-01', '12'],
    ]);
  }, 30_000);
});
