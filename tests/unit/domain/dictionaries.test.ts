import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type DictCode, dictionaries, dictionaryByCode } from '../../../src/domain/system/dictionaries';

// docs/product.md, section "domain.md 5", is the page the dictionaries are checked against.
const PRODUCT_MD = resolve(import.meta.dirname, '../../../docs/product.md');

/** Rows `| code | value = 中文 / English; ... |` of domain.md section 5. */
function domainDictionaryRows(): Map<string, string> {
  const text = readFileSync(PRODUCT_MD, 'utf8');
  const section = text.slice(text.indexOf('## domain.md 5 · '), text.indexOf('## domain.md 6 · '));
  const rows = new Map<string, string>();
  for (const match of section.matchAll(/^\| ([a-z_]+) \| (.+) \|$/gm)) {
    if (match[1] !== 'code') rows.set(match[1]!, match[2]!);
  }
  return rows;
}

describe('dictionaries', () => {
  it('have unique codes', () => {
    const codes = dictionaries.map((d) => d.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('have unique item values within each dictionary', () => {
    for (const dict of dictionaries) {
      const values = dict.items.map((i) => i.value);
      expect(new Set(values).size, dict.code).toBe(values.length);
    }
  });

  it('carry a Chinese and an English text on every dictionary and item', () => {
    for (const dict of dictionaries) {
      expect(dict.name.zh.trim(), dict.code).not.toBe('');
      expect(dict.name.en.trim(), dict.code).not.toBe('');
      expect(dict.items.length, dict.code).toBeGreaterThan(0);
      for (const item of dict.items) {
        expect(item.value.trim(), dict.code).not.toBe('');
        expect(item.text.zh.trim(), `${dict.code}.${item.value}`).not.toBe('');
        expect(item.text.en.trim(), `${dict.code}.${item.value}`).not.toBe('');
      }
    }
  });

  it('contain every dictionary of domain.md 5 with exactly its values and texts', () => {
    const rows = domainDictionaryRows();
    expect(rows.size).toBe(79);
    for (const [code, notation] of rows) {
      const dict = dictionaryByCode(code);
      expect(dict, code).toBeDefined();
      if (code === 'country') continue; // the page gives examples only; checked below
      const written = dict!.items.map((i) => `${i.value} = ${i.text.zh} / ${i.text.en}`).join('; ');
      expect(written, code).toBe(notation);
    }
  });

  it("name the SAP log's interfaces: domain.md 5's sap_interface and the service settlement's message", () => {
    const items = (code: DictCode) => dictionaryByCode(code).items;
    expect(items('sap_log_interface')).toEqual([
      ...items('sap_interface'),
      { value: 'service_settle', text: { zh: '服务结算', en: 'Service settlement' } },
    ]);
  });

  it('list all 249 ISO 3166-1 countries with the names domain.md gives as examples', () => {
    const country = dictionaryByCode('country');
    expect(country.items).toHaveLength(249);
    expect(country.items.every((i) => /^[A-Z]{2}$/.test(i.value))).toBe(true);
    const byValue = new Map(country.items.map((i) => [i.value, i.text]));
    expect(byValue.get('CN')).toEqual({ zh: '中国', en: 'China' });
    expect(byValue.get('US')).toEqual({ zh: '美国', en: 'United States' });
    expect(byValue.get('DE')).toEqual({ zh: '德国', en: 'Germany' });
    expect(byValue.get('JP')).toEqual({ zh: '日本', en: 'Japan' });
  });

  it('include the JeecgBoot system dictionaries with the values the contract uses', () => {
    const values = (code: DictCode) => dictionaryByCode(code).items.map((i) => i.value);
    expect(values('user_status')).toEqual(['1', '2']);
    expect(values('priority')).toEqual(['L', 'M', 'H']);
    expect(values('msg_category')).toEqual(['1', '2']);
    expect(values('msg_type')).toEqual(['ALL', 'USER']);
    expect(values('send_status')).toEqual(['0', '1', '2']);
    expect(values('menu_type')).toEqual(['0', '1', '2']);
    expect(values('perms_type')).toEqual(['1', '2']);
    expect(values('log_type')).toEqual(['1', '2']);
    expect(values('operate_type')).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(values('quartz_status')).toEqual(['0', '-1']);
    expect(values('position_rank')).toEqual(['1', '2', '3', '4', '5']);
    expect(values('open_type')).toEqual(['url', 'component']);
    expect(values('rule_conditions')).not.toContain('USE_SQL_RULES');
    for (const code of [
      'sex',
      'valid_status',
      'tenant_status',
      'depart_status',
      'org_category',
      'database_type',
      'template_type',
      'del_flag',
      'yn',
    ] as const) {
      expect(values(code).length, code).toBeGreaterThan(1);
    }
  });

  it('mark dictionaries with integer values as numeric (sys_dict.type 1)', () => {
    expect(dictionaryByCode('quartz_status').type).toBe(1);
    expect(dictionaryByCode('doc_status').type).toBe(0);
  });

  it('answer undefined for an unknown code', () => {
    expect(dictionaryByCode('no_such_dictionary')).toBeUndefined();
  });
});
