import { describe, expect, it } from 'vitest';
import { sliceFills } from '../../../src/pages/dashboard/slice-fills';

describe('doughnut slice fills', () => {
  const palette = ['#1677FF', '#52C41A', '#FAAD14'];

  it('draws a value in its dictionary colour: pass green, fail red, concession gold', () => {
    expect(sliceFills(3, palette, ['green', 'red', 'gold'])).toEqual(['#52C41A', '#F5222D', '#FAAD14']);
  });

  it('gives values without a colour the palette in turn, wrapping round', () => {
    expect(sliceFills(4, palette, [undefined, 'red'])).toEqual(['#1677FF', '#F5222D', '#FAAD14', '#1677FF']);
    expect(sliceFills(2, palette)).toEqual(['#1677FF', '#52C41A']);
  });

  it('takes a colour code as it is and treats an unknown name as none', () => {
    expect(sliceFills(2, palette, ['#123456', 'sky'])).toEqual(['#123456', '#52C41A']);
  });
});
