import { tenantDay } from '../../../../src/domain/warehouse/inventory-age';
import { newId } from '../../../db/ids';
import { AppError } from '../../../http/app-error';
import { newDocumentHeader } from '../commands/new-document-header';
import { type LedgerContext, qty } from '../ledger/ledger-context';
import { loadFacility } from '../structure/facilities';

/** Dictionary `count_scope`. */
export type CountScope = 'selected_rows' | 'positions' | 'products' | 'abc_class' | 'facility';

export interface NewStockCount {
  facilityId?: string | null;
  scopeType: CountScope;
  /** Balance rows (selected_rows), position ids (positions) or product ids (products). */
  ids?: readonly string[];
  blind?: boolean;
  freeze?: boolean;
  counterUserId?: string | null;
  remark?: string | null;
}

/**
 * "Check inventory" (domain.md 2.9 step 1): a pending stock count with one line per balance row with
 * stock in its scope, each with the book quantity at this moment. Selected rows may span one facility
 * only; their facility is the count's.
 */
export async function openStockCount(
  lc: LedgerContext,
  input: NewStockCount,
): Promise<{ id: string; code: string }> {
  const ids = [...new Set(input.ids ?? [])];
  let facilityId = input.facilityId ?? null;
  if (input.scopeType === 'selected_rows' && !facilityId && ids.length > 0) {
    const first = await lc.trx
      .selectFrom('wmsInventoryBalance')
      .select('facilityId')
      .where('tenantId', '=', lc.tenantId)
      .where('id', '=', ids[0]!)
      .executeTakeFirst();
    facilityId = first?.facilityId ?? null;
  }
  const facility = await loadFacility(lc, facilityId);
  const rows = await lc.trx
    .selectFrom('wmsInventoryBalance')
    .select(['id', 'productId', 'positionId', 'batchId', 'onhandQty'])
    .where('tenantId', '=', lc.tenantId)
    .where('facilityId', '=', facility.id)
    .$if(input.scopeType === 'selected_rows', (q) => q.where('id', 'in', ids.length ? ids : ['']))
    .$if(input.scopeType !== 'selected_rows', (q) => q.where('onhandQty', '>', 0))
    .$if(input.scopeType === 'positions', (q) => q.where('positionId', 'in', ids.length ? ids : ['']))
    .$if(input.scopeType === 'products', (q) => q.where('productId', 'in', ids.length ? ids : ['']))
    .orderBy('positionId')
    .orderBy('productId')
    .orderBy('batchId')
    .execute();
  if (rows.length === 0) throw new AppError('stockCount.emptyScope');

  const header = await newDocumentHeader(lc, 'CI');
  const { id, code, createTime } = header;
  await lc.trx
    .insertInto('wmsCheckInventory')
    .values({
      ...header,
      facilityId: facility.id,
      scopeType: input.scopeType,
      scope: JSON.stringify(ids),
      blind: input.blind ? 1 : 0,
      freeze: input.freeze ? 1 : 0,
      counterUserId: input.counterUserId ?? null,
      countDate: tenantDay(lc.now),
      gainQty: 0,
      lossQty: 0,
      lineCount: rows.length,
      diffCount: 0,
      remark: input.remark ?? null,
    })
    .execute();
  for (let start = 0; start < rows.length; start += 200) {
    await lc.trx
      .insertInto('wmsCheckInventoryLine')
      .values(
        rows.slice(start, start + 200).map((row, index) => ({
          id: newId(),
          tenantId: lc.tenantId,
          checkInventoryId: id,
          lineNo: start + index + 1,
          productId: row.productId,
          positionId: row.positionId,
          batchId: row.batchId,
          bookQty: qty(row.onhandQty),
          recountNo: 0,
          createBy: lc.username,
          createTime,
        })),
      )
      .execute();
  }
  return { id, code };
}
