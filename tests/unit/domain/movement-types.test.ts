import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type DictCode, dictionaryByCode } from '../../../src/domain/system/dictionaries';
import {
  movementTypeByCode,
  movementTypes,
  movementTypesFor,
  SPEC_MOVEMENT_TYPE_CODES,
} from '../../../src/domain/warehouse/movement-types';

const PRODUCT_MD = resolve(import.meta.dirname, '../../../docs/product.md');

interface Row {
  code: string;
  zh: string;
  en: string;
  commandCell: string;
  direction: string;
  returnExpected: string;
  rule: string;
}

/** Rows of the domain.md 2.8 table; a row naming several codes (`a` / `b`) is split into one row each. */
function domainMovementRows(): Row[] {
  const text = readFileSync(PRODUCT_MD, 'utf8');
  const section = text.slice(text.indexOf('### domain.md 2.8 · '), text.indexOf('### domain.md 2.9 · '));
  const rows: Row[] = [];
  for (const line of section.split('\n').filter((l) => l.startsWith('| `'))) {
    const [codes, zh, en, commands, direction, returnExpected, rule] = line
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim()) as [string, string, string, string, string, string, string];
    const codeList = codes.split(' / ').map((c) => c.replaceAll('`', ''));
    const part = (cell: string, i: number, sep = ' / ') => {
      const parts = cell.split(sep);
      return parts.length === codeList.length ? parts[i]! : cell;
    };
    // "Count gain / loss": later parts replace the last word of the first.
    const enParts = en.split(' / ');
    codeList.forEach((code, i) => {
      const first = enParts[0]!;
      const english = i === 0 ? first : `${first.slice(0, first.lastIndexOf(' '))} ${enParts[i]}`;
      rows.push({
        code,
        zh: part(zh, i),
        en: codeList.length > 1 ? english : en,
        commandCell: part(commands, i),
        direction: part(direction, i),
        returnExpected,
        rule,
      });
    });
  }
  return rows;
}

describe('movement types', () => {
  const rows = domainMovementRows();

  it('are the 28 rows of domain.md 2.8 with their exact Chinese and English names', () => {
    expect(rows).toHaveLength(28);
    expect(movementTypes.map((t) => t.code)).toEqual(rows.map((r) => r.code));
    for (const row of rows) {
      expect(movementTypeByCode(row.code)?.name, row.code).toEqual({ zh: row.zh, en: row.en });
    }
  });

  it('start with the ten movement types of spec 4.1', () => {
    expect(movementTypes.slice(0, 10).map((t) => t.code)).toEqual([...SPEC_MOVEMENT_TYPE_CODES]);
    expect(movementTypes.slice(0, 10).every((t) => !t.isSystem)).toBe(true);
  });

  it('have the command types and directions the table gives', () => {
    for (const row of rows) {
      const type = movementTypeByCode(row.code)!;
      const commands = row.commandCell
        .split(', ')
        .filter((c) => !c.startsWith('('))
        .map((c) => c.toLowerCase().replaceAll(' ', '_'));
      expect([...type.commandTypes], row.code).toEqual(commands);
      expect(type.directions.join(' '), row.code).toBe(row.direction.split(/ [/+] /).join(' '));
    }
  });

  it('are built in exactly where the table says system', () => {
    for (const row of rows) {
      expect(movementTypeByCode(row.code)!.isSystem, row.code).toBe(row.rule.startsWith('system'));
    }
  });

  it('expect a return where the table says yes', () => {
    for (const row of rows.filter((r) => !r.code.startsWith('subcontract'))) {
      expect(movementTypeByCode(row.code)!.requiresReturn, row.code).toBe(
        row.returnExpected.startsWith('yes'),
      );
    }
    expect(movementTypeByCode('subcontract_issue')!.requiresReturn).toBe(true);
  });

  it('require a cost center, a sale order or an original line where the rule says so', () => {
    for (const row of rows) {
      const type = movementTypeByCode(row.code)!;
      expect(type.requiresCostCenter, row.code).toBe(row.rule === 'cost center required');
      expect(type.requiresSaleOrder, row.code).toBe(row.rule.includes('sale order'));
      expect(type.requiresRef, row.code).toBe(row.rule.startsWith('must refer'));
    }
    expect(movementTypeByCode('offline_borrow')?.returnMovementCode).toBe('offline_return');
  });

  it('use only values of their dictionaries', () => {
    const values = (code: DictCode) => dictionaryByCode(code).items.map((i) => i.value);
    for (const type of movementTypes) {
      for (const c of type.commandTypes) expect(values('command_type'), type.code).toContain(c);
      for (const d of type.docTypes) expect(values('doc_type'), type.code).toContain(d);
      for (const d of type.directions) expect(values('direction'), type.code).toContain(d);
      if (type.targetPositionType) expect(values('position_type')).toContain(type.targetPositionType);
      if (type.targetQualityStatus) expect(values('quality_status')).toContain(type.targetQualityStatus);
      if (type.returnMovementCode)
        expect(movementTypeByCode(type.returnMovementCode), type.code).toBeDefined();
    }
  });

  it('offer every command type at least one movement type', () => {
    for (const item of dictionaryByCode('command_type').items) {
      expect(
        movementTypesFor(item.value as Parameters<typeof movementTypesFor>[0]).length,
        item.value,
      ).toBeGreaterThan(0);
    }
    expect(movementTypesFor('borrow').map((t) => t.code)).toEqual([
      'offline_borrow',
      'offline_return',
      'borrow_consume',
    ]);
  });
});
