import { describe, expect, it } from 'vitest';
import { type AllocationCandidate, allocate } from '../../../src/domain/warehouse/allocation';

const row = (
  balanceId: string,
  free: number,
  receivedDate: string,
  extra: Partial<AllocationCandidate> = {},
) => ({
  balanceId,
  onhandQty: free + (extra.promiseQty ?? 0),
  promiseQty: 0,
  receivedDate,
  expiryDate: null,
  pickSequence: 0,
  ...extra,
});

describe('allocation order (domain.md 2.5)', () => {
  it('takes the oldest received batch first and reports the shortfall', () => {
    const result = allocate(
      8,
      [row('young', 5, '2025-03-01'), row('old', 4, '2024-11-20'), row('middle', 2, '2025-01-10')],
      'fifo_received',
    );
    expect(result).toEqual({
      takes: [
        { balanceId: 'old', qty: 4 },
        { balanceId: 'middle', qty: 2 },
        { balanceId: 'young', qty: 2 },
      ],
      shortage: 0,
    });
    expect(allocate(20, [row('a', 3, '2025-01-01')], 'fifo_received').shortage).toBe(17);
  });

  it('puts the earliest expiry first for FEFO stores and skips rows without free quantity', () => {
    const rows = [
      row('late', 5, '2024-01-01', { expiryDate: '2026-12-31' }),
      row('soon', 5, '2025-01-01', { expiryDate: '2025-08-01' }),
      row('taken', 0, '2023-01-01', { promiseQty: 5 }),
    ];
    expect(allocate(6, rows, 'fefo_expiry').takes).toEqual([
      { balanceId: 'soon', qty: 5 },
      { balanceId: 'late', qty: 1 },
    ]);
  });

  it('follows the picking route between rows of the same day', () => {
    const rows = [
      row('far', 2, '2025-01-01', { pickSequence: 30 }),
      row('near', 2, '2025-01-01', { pickSequence: 10 }),
    ];
    expect(allocate(2, rows, 'fifo_received').takes).toEqual([{ balanceId: 'near', qty: 2 }]);
  });
});
