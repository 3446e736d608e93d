import { describe, expect, it } from 'vitest';
import { RECORD_PARAM, recordLink } from '../../../src/domain/system/paths';

describe('a link to one record of a page', () => {
  it('names the record in the query, escaped, and is the bare page without one', () => {
    expect(recordLink('/srm/purchase-order', 'A1')).toBe(`/srm/purchase-order?${RECORD_PARAM}=A1`);
    expect(recordLink('/srm/purchase-order', 'a b&c')).toBe('/srm/purchase-order?busId=a%20b%26c');
    expect(new URL(recordLink('/x', 'a b&c'), 'http://h/').searchParams.get(RECORD_PARAM)).toBe('a b&c');
    expect(recordLink('/srm/purchase-order', null)).toBe('/srm/purchase-order');
    expect(recordLink('/srm/purchase-order', '')).toBe('/srm/purchase-order');
  });
});
