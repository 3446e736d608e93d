import type { Db } from '../../db/database';
import './packing-tables';

/**
 * The contents of a packing task's packages, package by package and in line order within each, with the
 * package's number, type and weight and the product and batch of each item (pack station and prints).
 */
export function packageItems(db: Db, tenantId: number, taskId: string) {
  return db
    .selectFrom('pkgPackageItem as i')
    .innerJoin('pkgPackage as k', 'k.id', 'i.packageId')
    .innerJoin('mdmProduct as m', 'm.id', 'i.productId')
    .leftJoin('wmsInventoryBatch as b', 'b.id', 'i.batchId')
    .select([
      'i.id',
      'i.packageId',
      'i.qty',
      'k.packageNo',
      'k.packageType',
      'k.grossWeight',
      'm.code as productCode',
      'm.name as productName',
      'm.uom',
      'b.batchNo',
    ])
    .where('i.tenantId', '=', tenantId)
    .where('k.taskId', '=', taskId)
    .orderBy('k.lineNo')
    .orderBy('i.lineNo')
    .execute();
}
