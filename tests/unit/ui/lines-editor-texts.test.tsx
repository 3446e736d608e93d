import type { AxiosAdapter } from 'axios';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { materialOrder } from '../../../src/domain/production/material-doc';
import { EntityForm } from '../../../src/ui/entity/EntityForm';
import { loadEntityCatalog } from '../../../src/ui/entity/useEntityCatalog';
import { startElementHarness } from './element-harness';

// The lines table scrolls sideways, which measures itself; jsdom has no ResizeObserver.
(globalThis as { ResizeObserver?: unknown }).ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const lookups: string[] = [];
/** Every reference lookup answers no rows: what a select shows comes from the record it edits. */
const adapter: AxiosAdapter = async (config) => {
  lookups.push(String(config.url));
  const data = { success: true, result: { records: [], total: 0, current: 1, size: 20, pages: 0 } };
  return { data, status: 200, statusText: 'OK', headers: {}, config };
};

/** A stored material order of two lines, as queryById answers it (texts of the referenced rows). */
const stored = {
  id: 'D1',
  version: 3,
  productionOrderId: 'MO1',
  productionOrderId_dictText: 'MO-000042',
  lines: [
    { id: 'L1', lineNo: 1, productId: 'P1', productId_dictText: 'C-100 Seal ring', qty: 6 },
    { id: 'L2', lineNo: 2, productId: 'P2', productId_dictText: 'C-200 Housing', qty: 4 },
  ],
};

/**
 * The master-detail form names the rows a line refers to by their text (code and name), not by their
 * ids, also when they are not among the first options the select's lookup answers (production walk).
 */
describe('the lines of a master-detail form', () => {
  let harness: Awaited<ReturnType<typeof startElementHarness>>;

  beforeEach(async () => {
    lookups.length = 0;
    await loadEntityCatalog();
    harness = await startElementHarness(adapter);
  });
  afterEach(() => harness.close());

  it("show each line's referenced product by its text", async () => {
    await harness.render(
      <EntityForm
        entity={materialOrder}
        open
        record={stored}
        onClose={() => undefined}
        onSaved={() => undefined}
      />,
    );
    await act(async () => new Promise((resolve) => setTimeout(resolve, 400)));
    const texts = [...document.querySelectorAll('.ant-select-content, .ant-select-selection-item')].map(
      (node) => node.textContent,
    );
    expect(texts).toEqual(expect.arrayContaining(['C-100 Seal ring', 'C-200 Housing']));
    expect(document.body.textContent).not.toContain('P1');
    expect(document.body.textContent).not.toContain('P2');
    // The component line is the server's (taken from the product): the form has no control for it.
    expect(document.querySelector('#entity-form_lines_0_productionComponentId')).toBeNull();
    expect(lookups.some((url) => url.includes('/sys/lookup/product'))).toBe(true);
  }, 30_000);
});
