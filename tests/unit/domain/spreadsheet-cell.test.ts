import { describe, expect, it } from 'vitest';
import { neutraliseFormula, spreadsheetRow } from '../../../src/domain/entity/spreadsheet-cell';

describe('exported spreadsheet cells (OWASP formula injection, issue 16)', () => {
  it('prefixes texts starting with = + - @ tab or carriage return', () => {
    for (const text of ['=1+1', '+A1', '-A1+1', '@SUM(A1)', '\tx', '\rx']) {
      expect(neutraliseFormula(text)).toBe(`'${text}`);
    }
  });

  it('leaves numbers, plain signed numbers and other texts alone', () => {
    expect(spreadsheetRow([-5, '-5', '+1.25', 'a=b', '', null, true])).toEqual([
      -5,
      '-5',
      '+1.25',
      'a=b',
      '',
      null,
      true,
    ]);
  });
});
