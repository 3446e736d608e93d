import { describe, expect, it } from 'vitest';
import { ageBucket, ageDays, tenantDay, weightedAgeDays } from '../../../src/domain/warehouse/inventory-age';
import { countedDifference } from '../../../src/domain/warehouse/stock-count';

describe('stock count difference (domain.md 2.9)', () => {
  it('compares the count with the book at counting time, not with later movements', () => {
    // Counted 8 while the book said 10; 5 arrived after the count, so on hand is now 15.
    expect(countedDifference(8, 15, 5)).toEqual({
      diffQty: -2,
      checkType: 'check_out',
      differenceStatus: 'pending',
    });
    expect(countedDifference(12, 10, 0)).toEqual({
      diffQty: 2,
      checkType: 'check_In',
      differenceStatus: 'pending',
    });
    expect(countedDifference(10, 7, -3)).toEqual({ diffQty: 0, checkType: null, differenceStatus: 'none' });
  });
});

describe('inventory age (domain.md 2.6)', () => {
  it('counts whole days from the receipt in the tenant time zone', () => {
    expect(ageDays('2025-01-01', '2025-03-01')).toBe(59);
    // 2025-03-01 17:00 UTC is already 2 March in GMT+8.
    expect(tenantDay(Date.parse('2025-03-01T17:00:00Z'))).toBe('2025-03-02');
  });

  it('sorts ages into the dashboard buckets and weighs a product age by quantity', () => {
    expect([0, 30, 31, 90, 91, 180, 181, 365, 366].map(ageBucket)).toEqual([
      'd0_30',
      'd0_30',
      'd31_90',
      'd31_90',
      'd91_180',
      'd91_180',
      'd181_365',
      'd181_365',
      'd365_plus',
    ]);
    expect(
      weightedAgeDays([
        { qty: 3, ageDays: 10 },
        { qty: 1, ageDays: 50 },
      ]),
    ).toBe(20);
    expect(weightedAgeDays([])).toBeNull();
  });
});
