import { describe, expect, it } from 'vitest';
import { ellipsis, formatAmount, formatDate, rowKeyOf } from '../../../src/ui/entity/format';

describe('display filters of spec 9', () => {
  it('cuts texts longer than 25 characters and adds an ellipsis', () => {
    expect(ellipsis('a'.repeat(25))).toBe('a'.repeat(25));
    expect(ellipsis('中'.repeat(30))).toBe(`${'中'.repeat(25)}...`);
    expect(ellipsis(null)).toBe('');
    expect(ellipsis('abcdef', 3)).toBe('abc...');
  });

  it('shows dates as YYYY-MM-DD HH:mm:ss', () => {
    expect(formatDate('2024-05-12 07:08:09')).toBe('2024-05-12 07:08:09');
    expect(formatDate('2024-05-12')).toBe('2024-05-12 00:00:00');
    expect(formatDate(new Date(2024, 0, 2, 3, 4, 5))).toBe('2024-01-02 03:04:05');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('not a date');
  });

  it('shows amounts with thousands separators and 2 decimals', () => {
    expect(formatAmount(1234567.5)).toBe('1,234,567.50');
    expect(formatAmount('0.1')).toBe('0.10');
    expect(formatAmount(-42)).toBe('-42.00');
    expect(formatAmount(null)).toBe('');
  });

  it('keys rows by id, else by all values concatenated and cut to 50 characters', () => {
    expect(rowKeyOf({ id: '123', code: 'x' })).toBe('123');
    expect(rowKeyOf({ code: 'A', name: 'B', qty: 3, empty: null })).toBe('AB3');
    expect(rowKeyOf({ text: 'x'.repeat(80) })).toHaveLength(50);
  });
});
