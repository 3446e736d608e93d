import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stageOrder } from '../../../server/integrations/sap/etl-stage';
import { IdocFormatError, parseOrders05 } from '../../../server/integrations/sap/idoc-orders05';

const fixture = (name: string) =>
  readFileSync(resolve(import.meta.dirname, '../../fixtures/sap', name), 'utf8');
const minimal = (items: string, header = '<E1EDK01><BELNR>4500000009</BELNR></E1EDK01>') =>
  `<ORDERS05><IDOC><EDI_DC40><IDOCTYP>ORDERS05</IDOCTYP><CREDAT>20261120</CREDAT></EDI_DC40>${header}<E1EDKA1><PARVW>LF</PARVW><PARTN>100001</PARTN></E1EDKA1>${items}</IDOC></ORDERS05>`;
const item = (fields: string) =>
  `<E1EDP01><POSEX>10</POSEX><MENGE>5</MENGE>${fields}<E1EDP19><QUALF>001</QUALF><IDTNR>M-1</IDTNR></E1EDP19></E1EDP01>`;

describe('IDoc ORDERS05 reading (docs/integrations.md)', () => {
  it('reads header, partner, organisation, dates and items of the sample file', () => {
    const [order] = parseOrders05(fixture('orders05-new.xml'));
    expect(order).toMatchObject({
      idocNo: '0000000000123456',
      sapPoNo: '4500000101',
      deletionFlag: false,
      poType: 'NB',
      companyCode: '1000',
      purchOrg: '1000',
      purchGroup: '001',
      supplierCode: '0000100001',
      currency: 'CNY',
      poDate: '2026-11-01',
      paymentTerms: '0001',
      incoterm: 'FOB',
    });
    expect(
      order!.items.map((i) => [
        i.itemNo,
        i.materialCode,
        i.supplierPartNo,
        i.qty,
        i.netPrice,
        i.deliveryDate,
      ]),
    ).toEqual([
      ['00010', 'ETL-1', 'V-ETL-1', '100.000', '2.50', '2026-12-01'],
      ['00020', 'ETL-2', 'V-ETL-2', '40.000', '10.00', '2026-12-05'],
    ]);
  });

  it('reads deletion (ACTION 003, Z1EDP01-LOEKZ) and delivery completed (ELIKZ)', () => {
    expect(parseOrders05(fixture('orders05-deletion.xml'))[0]!.items.map((i) => i.deletionFlag)).toEqual([
      true,
      false,
    ]);
    expect(
      parseOrders05(fixture('orders05-delivery-completed.xml'))[0]!.items.map((i) => i.deliveryCompletedFlag),
    ).toEqual([false, true]);
    const [order] = parseOrders05(minimal(item('<Z1EDP01><LOEKZ>L</LOEKZ></Z1EDP01>')));
    expect(order!.items[0]).toMatchObject({ itemNo: '00010', deletionFlag: true });
    // The IDoc's creation date stands in for a missing PO date.
    expect(order!.poDate).toBe('2026-11-20');
  });

  it('refuses what is not an order as a whole, naming the place', () => {
    const refused = (xml: string) => {
      try {
        parseOrders05(xml);
        return null;
      } catch (error) {
        expect(error).toBeInstanceOf(IdocFormatError);
        return (error as Error).message;
      }
    };
    expect(refused(fixture('orders05-malformed.xml'))).toMatch(/not well-formed XML \(line \d+\)/);
    expect(refused('<INVOIC02><IDOC/></INVOIC02>')).toBe('no ORDERS05 root element');
    expect(
      refused(minimal('').replace('<E1EDKA1><PARVW>LF</PARVW><PARTN>100001</PARTN></E1EDKA1>', '')),
    ).toContain('E1EDKA1 PARVW=LF PARTN is missing');
    expect(refused(minimal(''))).toContain('no E1EDP01 item');
    expect(refused(minimal(item('') + item('')))).toContain('item 00010 is given twice');
    expect(refused(minimal(item('<E1EDP20><EDATU>20261340</EDATU></E1EDP20>')))).toContain('is not a date');
  });

  it('scales SAP numbers and hashes the content: the same order the same hash, a change another', () => {
    const [first] = parseOrders05(fixture('orders05-new.xml'));
    const staged = stageOrder(first!);
    expect(staged.items.map((i) => [i.lineNo, i.qty, i.netPrice, i.priceUnit, i.taxRate])).toEqual([
      [10, 100_000, 2_500_000, 1000, 1300],
      [20, 40_000, 10_000_000, 1000, 1300],
    ]);
    expect(stageOrder(parseOrders05(fixture('orders05-new.xml'))[0]!).contentHash).toBe(staged.contentHash);
    const changed = stageOrder(parseOrders05(fixture('orders05-change-qty.xml'))[0]!);
    expect(changed.contentHash).not.toBe(staged.contentHash);
    expect(changed.items[1]!.contentHash).toBe(staged.items[1]!.contentHash);
    expect(() => stageOrder(parseOrders05(minimal(item('<VPREI>1.1234567</VPREI>')))[0]!)).toThrow(
      /VPREI: "1.1234567" is not a number with at most 6 places/,
    );
  });
});
