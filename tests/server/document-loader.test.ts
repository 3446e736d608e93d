import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../server/db/ids';
import { loadDocument, loadDocumentHeader } from '../../server/documents/load-document';
import '../../server/modules/fsm/fsm-tables';
import { engines } from './harness';
import { addProduct, type LedgerDb, openLedgerDb, refusal } from './ledger-fixtures';

describe.each(engines)('the document loader on %s', (engine) => {
  let l: LedgerDb;
  let requestId: string;
  let productId: string;

  const spec = {
    header: 'fsmSparePartRequest',
    headerColumns: ['movementTypeCode', 'createBy'],
    lines: 'fsmSparePartRequestLine',
    parent: 'requestId',
    lineColumns: ['id', 'productId', 'defectSerialNo'],
    quantities: ['qty', 'deliveredQty'],
  } as const;

  const addRequest = async (tenantId: number, code: string | null) => {
    const id = newId();
    await l.db
      .insertInto('fsmSparePartRequest')
      .values({
        id,
        tenantId,
        code,
        docStatus: 'draft',
        fulfilStatus: 'unexecuted',
        version: 3,
        movementTypeCode: 'Z61',
        createBy: 'engineer',
      })
      .execute();
    return id;
  };

  beforeAll(async () => {
    l = await openLedgerDb(engine);
    productId = await l.tx((lc) => addProduct(lc, 'LOADER-P'));
    requestId = await addRequest(0, null);
    const line = (lineNo: number | null, id: string, qty: number, deliveredQty: number) => ({
      id,
      tenantId: 0,
      requestId,
      lineNo,
      productId,
      qty,
      deliveredQty,
      returnedQty: 0,
      defectSerialNo: lineNo === 2 ? 'SN-2' : null,
    });
    await l.db
      .insertInto('fsmSparePartRequestLine')
      .values([line(2, 'b-line', 2500, 1000), line(1, 'c-line', 1000, 0), line(2, 'a-line', 3000, 3000)])
      .execute();
  });
  afterAll(async () => l.close());

  it('reads the header with its extra columns, the code falling back to the id, the version a number', async () => {
    const header = await l.tx((lc) =>
      loadDocumentHeader(lc, 'fsmSparePartRequest', requestId, ['movementTypeCode']),
    );
    expect(header).toEqual({
      id: requestId,
      code: requestId,
      docStatus: 'draft',
      fulfilStatus: 'unexecuted',
      version: 3,
      movementTypeCode: 'Z61',
    });
  });

  it('reads the lines by line number then id, the quantities as numbers', async () => {
    const { header, lines } = await l.tx((lc) => loadDocument(lc, spec, requestId));
    expect(header.createBy).toBe('engineer');
    expect(lines).toEqual([
      { id: 'c-line', lineNo: 1, productId, defectSerialNo: null, qty: 1000, deliveredQty: 0 },
      { id: 'a-line', lineNo: 2, productId, defectSerialNo: 'SN-2', qty: 3000, deliveredQty: 3000 },
      { id: 'b-line', lineNo: 2, productId, defectSerialNo: 'SN-2', qty: 2500, deliveredQty: 1000 },
    ]);
  });

  it('numbers lines without a line number by their place', async () => {
    const id = await addRequest(0, 'SPR-NUM');
    await l.db
      .insertInto('fsmSparePartRequestLine')
      .values({
        id: newId(),
        tenantId: 0,
        requestId: id,
        lineNo: null,
        productId,
        qty: 1,
        deliveredQty: 0,
        returnedQty: 0,
      })
      .execute();
    const { header, lines } = await l.tx((lc) => loadDocument(lc, spec, id));
    expect(header.code).toBe('SPR-NUM');
    expect(lines.map((line) => line.lineNo)).toEqual([1]);
  });

  it('refuses a document of another tenant or none with doc.notFound', async () => {
    const foreign = await addRequest(7, 'SPR-OTHER');
    for (const id of [foreign, newId()]) {
      expect((await refusal(l.tx((lc) => loadDocument(lc, spec, id)))).code).toBe('doc.notFound');
    }
  });
});
