import { fromScaled } from '../../../src/domain/entity/scaled-number';
import type { Db } from '../../db/database';
import { formatDateTime } from '../../db/datetime';
import { qty } from '../warehouse/ledger/ledger-context';
import './packing-tables';

const decimal = (value: number | string | null, kind: 'qty' | 'pct') =>
  value === null ? null : fromScaled(qty(value), kind);

/** The packages of a task with their contents, for the pack station's exec and weigh views. */
export async function taskPackages(db: Db, tenantId: number, taskId: string) {
  const packages = await db
    .selectFrom('pkgPackage')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .where('taskId', '=', taskId)
    .orderBy('lineNo')
    .execute();
  const items = await db
    .selectFrom('pkgPackageItem as i')
    .innerJoin('pkgPackage as k', 'k.id', 'i.packageId')
    .innerJoin('mdmProduct as m', 'm.id', 'i.productId')
    .leftJoin('wmsInventoryBatch as b', 'b.id', 'i.batchId')
    .select(['i.id', 'i.packageId', 'i.qty', 'm.code as productCode', 'm.name as productName', 'b.batchNo'])
    .where('i.tenantId', '=', tenantId)
    .where('k.taskId', '=', taskId)
    .orderBy('i.lineNo')
    .execute();
  return packages.map((box) => ({
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
}
