import { describe, expect, it } from 'vitest';
import { field } from '../../../src/domain/entity/field';
import {
  CELL_PADDING_PX,
  canvasTextMeasure,
  columnKindOf,
  columnLayout,
  FONT_PX,
  HEADER_LINE_PX,
  headerTextPx,
  SELECTION_PX,
  SORTER_PX,
  tableScrollX,
  textEm,
  textPx,
} from '../../../src/ui/entity/column-width';

describe('text width estimate', () => {
  it('counts a CJK character as 1 em and Latin letters about half of it', () => {
    expect(textEm('物料编码')).toBe(4);
    expect(textEm('abcd')).toBeCloseTo(2.24);
    expect(textEm('MW')).toBeCloseTo(1.4);
    expect(textEm('il.')).toBeCloseTo(0.96);
  });

  it('reads mixed texts character by character', () => {
    expect(textEm('SAP日志')).toBeCloseTo(0.7 * 3 + 2);
  });

  it('widens bold Latin text only', () => {
    expect(textPx('仓库', true)).toBe(2 * FONT_PX);
    expect(textPx('Facility', true)).toBeGreaterThan(textPx('Facility'));
  });
});

describe('header width', () => {
  it('keeps a Chinese word of up to six characters on one line', () => {
    expect(headerTextPx('计划交货日期')).toBe(6 * FONT_PX);
    expect(headerTextPx('数量')).toBe(2 * FONT_PX);
  });

  it('splits a longer Chinese header into two lines near the middle', () => {
    // 12 characters are wider than one header line: two lines of 6.
    expect(12 * FONT_PX).toBeGreaterThan(HEADER_LINE_PX);
    expect(headerTextPx('采购订单行已收货数量合计')).toBe(6 * FONT_PX);
  });

  it('keeps a short English header on one line', () => {
    expect(headerTextPx('Quality status')).toBe(textPx('Quality status', true));
  });

  it('gives a long English header two lines, never narrower than its longest word', () => {
    const header = 'Promise (occupied quantity)';
    const width = headerTextPx(header);
    expect(width).toBeLessThan(textPx(header, true));
    expect(width).toBeGreaterThanOrEqual(textPx('quantity)', true));
    expect(width).toBeGreaterThanOrEqual(textPx(header, true) / 2);
    // The break that makes the wider line narrowest: "Promise (occupied" / "quantity)".
    expect(width).toBe(
      Math.min(
        Math.max(textPx('Promise', true), textPx('(occupied quantity)', true)),
        Math.max(textPx('Promise (occupied', true), textPx('quantity)', true)),
      ),
    );
  });

  it('breaks a three-word header where both lines fit', () => {
    const header = 'Supplier acknowledgement status';
    expect(headerTextPx(header)).toBe(
      Math.min(
        Math.max(textPx('Supplier', true), textPx('acknowledgement status', true)),
        Math.max(textPx('Supplier acknowledgement', true), textPx('status', true)),
      ),
    );
  });
});

describe('column layout', () => {
  it('gives a code 12 to 16 characters, centred', () => {
    const short = columnLayout({ kind: 'code', header: '编码', max: 8 });
    const long = columnLayout({ kind: 'code', header: '编码', max: 32 });
    expect(short.width).toBe(textPx(`DN${'0'.repeat(10)}`) + CELL_PADDING_PX);
    expect(long.width).toBe(textPx(`DN${'0'.repeat(14)}`) + CELL_PADDING_PX);
    expect(long.align).toBe('center');
  });

  it('right-aligns quantities and amounts, amounts wider', () => {
    const qty = columnLayout({ kind: 'qty', header: '数量' });
    const amount = columnLayout({ kind: 'amount', header: '金额' });
    expect(qty.align).toBe('right');
    expect(amount.align).toBe('right');
    expect(amount.width).toBeGreaterThan(qty.width);
  });

  it('fits a whole date time and a date', () => {
    expect(columnLayout({ kind: 'datetime', header: '创建时间' }).width).toBeGreaterThanOrEqual(
      textPx('2026-11-26 10:35:46') + CELL_PADDING_PX,
    );
    expect(columnLayout({ kind: 'date', header: '日期' }).width).toBeGreaterThanOrEqual(
      textPx('2026-11-26') + CELL_PADDING_PX,
    );
  });

  it('takes the header when it is wider than the value, plus the sort button', () => {
    const plain = columnLayout({ kind: 'bool', header: 'Inspection required' });
    const sorted = columnLayout({ kind: 'bool', header: 'Inspection required', sortable: true });
    expect(plain.width).toBe(headerTextPx('Inspection required') + CELL_PADDING_PX);
    expect(sorted.width).toBe(plain.width + SORTER_PX);
  });

  it('makes the same column wider in English than in Chinese when the English header is longer', () => {
    const zh = columnLayout({ kind: 'bool', header: '是否检验' });
    const en = columnLayout({ kind: 'bool', header: 'Inspection required' });
    expect(en.width).toBeGreaterThan(zh.width);
  });

  it('sizes a dictionary column by its longest option label', () => {
    const narrow = columnLayout({ kind: 'dict', header: '状态', options: ['是', '否'] });
    const wide = columnLayout({ kind: 'dict', header: '状态', options: ['待审核', '部分收货完成'] });
    expect(wide.width).toBe(textPx('部分收货完成') + 18 + CELL_PADDING_PX);
    expect(wide.width).toBeGreaterThan(narrow.width);
  });

  it('caps references and long texts, which end in an ellipsis', () => {
    const ref = columnLayout({ kind: 'ref', header: '供应商' });
    const text = columnLayout({ kind: 'string', header: '备注', max: 500 });
    expect(ref.width).toBeLessThanOrEqual(220);
    expect(text.width).toBeLessThanOrEqual(220);
    expect(ref.ellipsis).toBe(true);
    expect(text.align).toBe('left');
  });
});

describe('columns that follow the page', () => {
  it('narrows a reference to the longest text on the page, never wider than its cap', () => {
    const capped = columnLayout({ kind: 'ref', header: '采购订单' });
    const orders = columnLayout({ kind: 'ref', header: '采购订单', values: ['4500000199', '4500000200'] });
    const long = columnLayout({ kind: 'ref', header: '供应商', values: ['南京精工S001有限公司'.repeat(3)] });
    expect(orders.width).toBe(Math.max(textPx('4500000199'), headerTextPx('采购订单')) + CELL_PADDING_PX);
    expect(orders.width).toBeLessThan(capped.width);
    expect(long.width).toBe(capped.width);
  });

  it('gives an empty column its header width only', () => {
    expect(columnLayout({ kind: 'string', header: '规格型号', max: 100, values: ['', ''] }).width).toBe(
      headerTextPx('规格型号') + CELL_PADDING_PX,
    );
  });

  it('keeps codes and numbers at their kind width whatever the page holds', () => {
    expect(columnLayout({ kind: 'code', header: '编码', values: ['A1'] }).width).toBe(
      columnLayout({ kind: 'code', header: '编码' }).width,
    );
  });
});

describe('column kinds of descriptor fields', () => {
  it('treats code fields and unique strings as codes', () => {
    expect(columnKindOf('code', field.code({ label: { zh: '编码', en: 'Code' } }))).toBe('code');
    expect(columnKindOf('productCode', field.str(40, { label: { zh: '物料', en: 'Product' } }))).toBe('code');
    expect(columnKindOf('name', field.str(100, { label: { zh: '名称', en: 'Name' } }))).toBe('string');
  });

  it('keeps the scaled and date kinds', () => {
    expect(columnKindOf('qty', field.qty({ label: { zh: '数量', en: 'Qty' } }))).toBe('qty');
    expect(columnKindOf('day', field.date({ label: { zh: '日期', en: 'Date' } }))).toBe('date');
    expect(columnKindOf('remark', field.text({ label: { zh: '备注', en: 'Remark' } }))).toBe('text');
  });
});

describe('measured texts', () => {
  it('takes its widths from the measure it is given (the page font), headers bold', () => {
    const measure = (text: string, bold: boolean) => [...text].length * (bold ? 20 : 10);
    expect(columnLayout({ kind: 'date', header: 'D' }, measure).width).toBe(100 + CELL_PADDING_PX);
    expect(columnLayout({ kind: 'bool', header: 'Required' }, measure).width).toBe(160 + CELL_PADDING_PX);
  });

  it('falls back to the estimate where there is no canvas (jsdom)', () => {
    expect(canvasTextMeasure('sans-serif')('物料', false)).toBe(textPx('物料'));
  });
});

describe('table scroll width', () => {
  it('adds the columns side by side and the selection column', () => {
    expect(tableScrollX([100, 150, 200], true)).toBe(450 + SELECTION_PX);
    expect(tableScrollX([100, 150], false)).toBe(250);
  });
});
