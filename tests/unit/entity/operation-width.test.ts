import { describe, expect, it } from 'vitest';
import { OPERATION_MAX_PX, OPERATION_PX, operationWidth } from '../../../src/ui/entity/operation-width';

describe('the operation column width (src/ui/entity/operation-width.ts)', () => {
  it("is the widest row's buttons side by side with their gaps and the cell's padding", () => {
    // 5 buttons: 40 + 40 + 40 + 68 + 68 = 256, four gaps of 17 = 68, padding 32.
    expect(operationWidth([[40], [40, 40, 40, 68, 68], [40, 40]], 32)).toBe(356);
  });

  it('never narrower than three short buttons need, nor wider than the data columns can spare', () => {
    expect(operationWidth([], 32)).toBe(OPERATION_PX);
    expect(operationWidth([[40, 40]], 32)).toBe(OPERATION_PX);
    expect(operationWidth([[80, 80, 80, 80, 80]], 32)).toBe(OPERATION_MAX_PX);
  });

  it('rounds up, so the last button never wraps by a fraction of a pixel', () => {
    expect(operationWidth([[100.2, 100.1]], 16.5)).toBe(234);
  });
});
