import type { SupplierException } from '../../../src/domain/srm/supplier-exception';
import { formatDateTime } from '../../db/datetime';
import type { FigureContext } from './dashboard-figures';

/** The permission of the buyer's answer (menu: srm:purchaseOrder:answerChange). */
const ANSWER_PERMISSION = 'srm:purchaseOrder:answerChange';
const SHOWN = 8;

/**
 * Items of released orders that a supplier rejected or asked to change (domain.md 4.1 step 2): what
 * waits for the buyer's answer, newest first. Null for a caller who cannot answer.
 */
export async function supplierExceptions(
  context: FigureContext,
): Promise<{ total: number; rows: SupplierException[] } | null> {
  const { user, db, tables } = context;
  if (user.userType === 'supplier' || !user.permissions.has(ANSWER_PERMISSION)) return null;
  if (!tables.has('srmPurchaseOrder') || !tables.has('srmPurchaseOrderItem')) return null;
  const open = db
    .selectFrom('srmPurchaseOrderItem as i')
    .innerJoin('srmPurchaseOrder as o', 'o.id', 'i.purchaseOrderId')
    .where('o.tenantId', '=', user.tenantId)
    .where('o.docStatus', '=', 'approved')
    .where('i.confirmStatus', 'in', ['rejected', 'change_requested']);
  const [count, rows] = await Promise.all([
    open.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
    open
      .leftJoin('mdmBusinessPartner as p', 'p.id', 'o.partnerId')
      .leftJoin('mdmProduct as pr', 'pr.id', 'i.productId')
      .select([
        'o.id as purchaseOrderId',
        'o.code',
        'p.name as partner',
        'i.lineNo',
        'pr.name as product',
        'i.confirmStatus',
        'i.supplierRemark',
        'i.updateTime',
      ])
      .orderBy('i.updateTime', 'desc')
      .orderBy('i.id')
      .limit(SHOWN)
      .execute(),
  ]);
  return {
    total: Number(count?.n ?? 0),
    rows: rows.map((row) => ({
      ...row,
      confirmStatus: row.confirmStatus ?? '',
      updateTime: formatDateTime(row.updateTime),
    })),
  };
}
