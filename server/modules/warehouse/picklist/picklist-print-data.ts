import { fromScaled } from '../../../../src/domain/entity/scaled-number';
import type { Db } from '../../../db/database';
import { formatDateTime } from '../../../db/datetime';
import { AppError } from '../../../http/app-error';
import { qty } from '../ledger/ledger-context';

/** Product columns the ledger's typed table leaves out; the printed labels show the specification. */
type ProductSpec = { mdmProduct: { spec: string | null } };

/**
 * What a picklist prints (print-fields.ts `picklist` and `picklist_label`): the document with its
 * lines in route order, and one label record per line still to pick. Quantities are the open ones.
 */
export async function picklistPrintData(db: Db, tenantId: number, id: string, now: number) {
  const header = await db
    .selectFrom('wmsPicklist as p')
    .innerJoin('wmsFacility as f', 'f.id', 'p.facilityId')
    .select(['p.code', 'p.createTime', 'f.code as facilityCode', 'f.name as facilityName'])
    .where('p.tenantId', '=', tenantId)
    .where('p.id', '=', id)
    .executeTakeFirst();
  if (!header) throw new AppError('doc.notFound');
  const rows = await db
    .withTables<ProductSpec>()
    .selectFrom('wmsPicklistLine as l')
    .innerJoin('mdmProduct as m', 'm.id', 'l.productId')
    .innerJoin('wmsPosition as s', 's.id', 'l.fromPositionId')
    .innerJoin('wmsInventoryBatch as b', 'b.id', 'l.batchId')
    .select([
      'l.lineNo',
      'l.qty',
      'l.pickedQty',
      'l.shortQty',
      's.code as positionCode',
      'm.code as productCode',
      'm.name as productName',
      'm.spec as productSpec',
      'm.uom',
      'b.batchNo',
    ])
    .where('l.tenantId', '=', tenantId)
    .where('l.picklistId', '=', id)
    .orderBy('l.sequence')
    .execute();
  const printDate = (formatDateTime(now) ?? '').slice(0, 10);
  const lines = rows.map((row) => ({
    lineNo: row.lineNo,
    positionCode: row.positionCode,
    productCode: row.productCode,
    productName: row.productName,
    batchNo: row.batchNo,
    qty: fromScaled(qty(row.qty) - qty(row.pickedQty) - qty(row.shortQty), 'qty'),
    uom: row.uom,
    productSpec: row.productSpec ?? '',
  }));
  const facilityName = `${header.facilityCode} ${header.facilityName}`;
  const code = header.code ?? '';
  return {
    document: {
      code,
      facilityName,
      createTime: formatDateTime(header.createTime) ?? '',
      lineCount: lines.length,
      printDate,
      lines: lines.map(({ productSpec: _onLabelsOnly, ...line }) => line),
    },
    labels: lines
      .filter((line) => line.qty > 0)
      .map((line) => ({ ...line, picklistCode: code, facilityName, printDate })),
  };
}
