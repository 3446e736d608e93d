import { describe, expect, it } from 'vitest';
import { labelQrPayload, packageQuantities } from '../../../src/domain/srm/label-rules';

/** Scaled quantities (3 places) as display numbers. */
const shown = (result: ReturnType<typeof packageQuantities>) =>
  result.ok ? result.packages.map((qty) => qty / 1000) : result.code;

describe('label packages (domain.md 3.6: one label per package)', () => {
  const line = (qty: number, packageQty: number | null, packageCount: number | null) => ({
    lineNo: 1,
    qty: qty * 1000,
    packageQty: packageQty === null ? null : packageQty * 1000,
    packageCount,
  });

  it('splits count x size with the remainder last, or as many as the size needs', () => {
    expect(shown(packageQuantities(line(95, 10, 10)))).toEqual([10, 10, 10, 10, 10, 10, 10, 10, 10, 5]);
    expect(shown(packageQuantities(line(95, 10, null)))).toEqual([10, 10, 10, 10, 10, 10, 10, 10, 10, 5]);
    expect(shown(packageQuantities(line(100, 25, null)))).toEqual([25, 25, 25, 25]);
    expect(shown(packageQuantities(line(2.5, 1, null)))).toEqual([1, 1, 0.5]);
  });

  it('spreads the quantity over a count alone, one package when nothing is given', () => {
    expect(shown(packageQuantities(line(10, null, 4)))).toEqual([3, 3, 3, 1]);
    expect(shown(packageQuantities(line(220, null, 3)))).toEqual([74, 74, 72]);
    expect(shown(packageQuantities(line(2.5, null, 2)))).toEqual([1.25, 1.25]);
    expect(shown(packageQuantities(line(2, null, 3)))).toBe('deliveryNote.packagesMismatch');
    expect(shown(packageQuantities(line(7, null, null)))).toEqual([7]);
    expect(shown(packageQuantities(line(0, 10, 3)))).toEqual([]);
  });

  it('refuses a count and size that leave a package empty or cannot hold the quantity', () => {
    expect(shown(packageQuantities(line(50, 10, 3)))).toBe('deliveryNote.packagesMismatch');
    expect(shown(packageQuantities(line(10, 10, 3)))).toBe('deliveryNote.packagesMismatch');
    const refused = packageQuantities(line(50, 10, 3));
    expect(refused.ok ? null : refused.params).toEqual({
      lineNo: 1,
      packageCount: 3,
      packageQty: 10,
      qty: 50,
    });
  });
});

describe('label QR payload (domain.md 4.2)', () => {
  it('writes the versioned fields in order, dates as yyyymmdd, a separator inside a value as /', () => {
    expect(
      labelQrPayload({
        labelNo: 'LB261125000001',
        deliveryNoteCode: 'DN2611250001',
        poNo: '4500000001',
        poItem: 10,
        productCode: 'RM-1',
        qty: 2500,
        uom: 'PCS',
        supplierBatchNo: 'B|7',
        productionDate: '2026-11-20',
        supplierCode: 'S001',
      }),
    ).toBe('ISPS1|LB261125000001|DN2611250001|4500000001|10|RM-1|2.5|PCS|B/7|20261120|S001');
    expect(
      labelQrPayload({
        labelNo: 'LB1',
        deliveryNoteCode: 'DN1',
        poNo: null,
        poItem: null,
        productCode: null,
        qty: 1000,
        uom: null,
        supplierBatchNo: null,
        productionDate: null,
        supplierCode: null,
      }),
    ).toBe('ISPS1|LB1|DN1||||1||||');
  });
});
