import { toSVG } from 'bwip-js/node';
import { describe, expect, it } from 'vitest';
import { defaultPrintTemplates } from '../../src/domain/system/entities/default-print-templates';
import {
  type PrintDesign,
  parsePrintDesign,
  renderPrintPages,
  type SymbolRenderer,
  unknownFields,
} from '../../src/domain/system/entities/print-design';
import { knownPrintFields, printRecordKinds } from '../../src/domain/system/entities/print-fields';

/** bwip-js as the server draws the symbols. */
const bwip: SymbolRenderer = (kind, text, showText) =>
  kind === 'code128'
    ? toSVG({ bcid: 'code128', text, height: 10, includetext: showText, textxalign: 'center' })
    : toSVG({ bcid: 'qrcode', text });

const design = (elements: unknown[]): PrintDesign => {
  const parsed = parsePrintDesign(JSON.stringify({ elements }), 100, 70);
  if (!parsed.ok) throw new Error(parsed.detail);
  return parsed.design;
};

describe('print template renderer', () => {
  it('substitutes fields and escapes what they contain', () => {
    const [page] = renderPrintPages(
      design([
        { type: 'text', x: 2, y: 2, w: 60, h: 5, text: 'Qty {{qty}} {{uom}} of <{{name}}>', fontSize: 3 },
      ]),
      100,
      70,
      { qty: 5, uom: 'PCS', name: 'A&B' },
      bwip,
    );
    expect(page).toContain('width="100mm" height="70mm"');
    expect(page).toContain('Qty 5 PCS of &#60;A&#38;B&#62;');
  });

  it('prints an unknown field empty and names it for the designer', () => {
    const unknown = design([
      { type: 'text', x: 2, y: 2, w: 60, h: 5, text: '[{{nosuch}}] {{code}}', fontSize: 3 },
    ]);
    const [page] = renderPrintPages(unknown, 100, 70, { code: 'PL1' }, bwip);
    expect(page).toContain('>[] PL1<');
    expect(unknownFields(unknown, knownPrintFields(printRecordKinds.picklist!))).toEqual(['nosuch']);
  });

  it('draws a Code 128 barcode and a QR code as nested SVG of bwip-js', () => {
    const [page] = renderPrintPages(
      design([
        { type: 'barcode', x: 2, y: 2, w: 60, h: 15, value: '{{code}}', showText: true },
        { type: 'qrcode', x: 70, y: 2, w: 20, h: 20, value: 'ISPS1|PKG|{{code}}' },
        { type: 'barcode', x: 2, y: 30, w: 60, h: 15, value: '{{missing}}' },
      ]),
      100,
      70,
      { code: 'PK0001-001' },
      bwip,
    );
    const nested = page!.match(/<svg x="[^"]+" y="[^"]+" width="[^"]+" height="[^"]+" viewBox=/g) ?? [];
    // The empty barcode value leaves its box empty: two symbols, not three.
    expect(nested).toHaveLength(2);
    expect(page).toContain('<svg x="2" y="2" width="60" height="15"');
    expect(page).toContain('<svg x="70" y="2" width="20" height="20"');
    expect(page).toMatch(/<path|<rect/);
  });

  it('repeats a table over the rows of a list field and continues on further pages', () => {
    const table = design([
      { type: 'text', x: 2, y: 2, w: 60, h: 5, text: '{{code}} {{pageNo}}/{{pageCount}}', fontSize: 3 },
      {
        type: 'table',
        x: 2,
        y: 10,
        w: 90,
        h: 50,
        source: 'lines',
        fontSize: 3,
        rowHeight: 10,
        columns: [
          { title: 'Product', value: '{{productCode}} of {{code}}', w: 40 },
          { title: 'Scan', value: '{{productCode}}', w: 50, barcode: true },
        ],
      },
    ]);
    const lines = Array.from({ length: 6 }, (_, i) => ({ productCode: `P-${i + 1}` }));
    const pages = renderPrintPages(table, 100, 70, { code: 'PL9', lines }, bwip);
    // 50 mm hold the header row and four rows of 10 mm.
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('PL9 1/2');
    expect(pages[0]).toContain('P-4 of PL9');
    expect(pages[0]).not.toContain('P-5 of PL9');
    expect(pages[1]).toContain('PL9 2/2');
    expect(pages[1]).toContain('P-6 of PL9');
    expect(pages[1]!.match(/viewBox="0 0 \d+/g)?.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses a table whose columns are wider than the table', () => {
    const parsed = parsePrintDesign(
      JSON.stringify({
        elements: [
          {
            type: 'table',
            x: 0,
            y: 0,
            w: 50,
            h: 40,
            source: 'lines',
            fontSize: 3,
            rowHeight: 6,
            columns: [{ title: 'a', value: '{{a}}', w: 60 }],
          },
        ],
      }),
      100,
      70,
    );
    expect(parsed).toEqual({ ok: false, detail: 'element 1: column width' });
  });

  it('ships default templates that fit their paper and use only the fields of their record kind', () => {
    for (const template of defaultPrintTemplates) {
      const parsed = parsePrintDesign(JSON.stringify(template.design), template.widthMm, template.heightMm);
      expect(parsed.ok, template.code).toBe(true);
      const kind = printRecordKinds[template.bizType];
      expect(kind, template.code).toBeDefined();
      expect(unknownFields(template.design, knownPrintFields(kind!)), template.code).toEqual([]);
      expect(
        renderPrintPages(template.design, template.widthMm, template.heightMm, kind!.sample, bwip).length,
      ).toBe(1);
    }
  });
});
