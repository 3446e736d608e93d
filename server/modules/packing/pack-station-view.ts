import { fromScaled } from '../../../src/domain/entity/scaled-number';
import type { Db } from '../../db/database';
import { formatDateTime } from '../../db/datetime';
import { qty } from '../warehouse/ledger/ledger-context';
import { packageItems } from './package-items';
import './packing-tables';

const decimal = (value: number | string | null, kind: 'qty' | 'pct') =>
  value === null ? null : fromScaled(qty(value), kind);

/**
 * What the pack station shows of a task: its lines with the product code and batch a scan must match,
 * and its packages with their contents and weights.
 */
export async function packStationView(db: Db, tenantId: number, taskId: string) {
  const lines = await db
    .selectFrom('pkgTaskLine as l')
    .innerJoin('mdmProduct as m', 'm.id', 'l.productId')
    .leftJoin('wmsInventoryBatch as b', 'b.id', 'l.batchId')
    .select([
      'l.id',
      'l.lineNo',
      'l.qty',
      'l.packedQty',
      'm.code as productCode',
      'm.name as productName',
      'b.batchNo',
    ])
    .where('l.tenantId', '=', tenantId)
    .where('l.taskId', '=', taskId)
    .orderBy('l.lineNo')
    .execute();
  const packages = await db
    .selectFrom('pkgPackage')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .where('taskId', '=', taskId)
    .orderBy('lineNo')
    .execute();
  const items = await packageItems(db, tenantId, taskId);
  const boxes = packages.map((box) => ({
    id: box.id,
    packageNo: box.packageNo,
    packageType: box.packageType,
    packageStatus: box.packageStatus,
    grossWeight: decimal(box.grossWeight, 'qty'),
    expectedWeight: decimal(box.expectedWeight, 'qty'),
    deviationPct: decimal(box.deviationPct, 'pct'),
    weighedAt: formatDateTime(box.weighedAt),
    weighedBy: box.weighedBy,
    labelPrintCount: box.labelPrintCount,
    items: items
      .filter((item) => item.packageId === box.id)
      .map((item) => ({
        id: item.id,
        productCode: item.productCode,
        productName: item.productName,
        batchNo: item.batchNo,
        qty: fromScaled(qty(item.qty), 'qty'),
      })),
  }));
  return {
    lines: lines.map((line) => ({
      ...line,
      qty: fromScaled(qty(line.qty), 'qty'),
      packedQty: fromScaled(qty(line.packedQty), 'qty'),
    })),
    packages: boxes,
  };
}
