import { fromScaled, toScaled } from '../../../../src/domain/entity/scaled-number';
import { DEFAULT_PACKAGE_TYPE, expectedPackageWeight } from '../../../../src/domain/packing/packing-rules';
import { createPackingTask } from '../../../modules/packing/create-packing-task';
import { performPackingAction } from '../../../modules/packing/packing-actions';
import { type LedgerContext, qty } from '../../../modules/warehouse/ledger/ledger-context';

/** Net weight per unit (kg) the product table holds for the weight check. */
type ProductWeight = { mdmProduct: { netWeight: number | string | null } };

/** How far the demo takes each of its packing tasks (domain.md 3.8). */
const STAGES = ['pending', 'packing', 'completed', 'completed'] as const;

/**
 * A few packing tasks on approved deliveries of the demo (domain.md 6.1): one waiting for release,
 * one half packed at the pack station, and two packed, weighed and ready for their packing list.
 * Built through the real actions, in the seed's transaction; nothing is posted.
 */
export async function seedDemoPacking(lc: LedgerContext): Promise<void> {
  const commands = await lc.trx
    .selectFrom('wmsCommand')
    .select('id')
    .where('tenantId', '=', lc.tenantId)
    .where('commandType', '=', 'delivery')
    .where('docStatus', '=', 'approved')
    .where('fulfilStatus', '=', 'unexecuted')
    .orderBy('code')
    .limit(STAGES.length)
    .execute();
  for (const [index, command] of commands.entries()) {
    const stage = STAGES[index]!;
    const task = await createPackingTask(lc, command.id);
    if (stage === 'pending') continue;
    await performPackingAction(lc, task.id, { action: 'approve', version: 0 });
    const lines = await lc.trx
      .withTables<ProductWeight>()
      .selectFrom('pkgTaskLine as l')
      .innerJoin('mdmProduct as m', 'm.id', 'l.productId')
      .leftJoin('wmsInventoryBatch as b', 'b.id', 'l.batchId')
      .select(['l.qty', 'm.code', 'm.netWeight', 'b.batchNo'])
      .where('l.taskId', '=', task.id)
      .orderBy('l.lineNo')
      .execute();
    const toPack = stage === 'packing' ? lines.slice(0, 1) : lines;
    let packageId = '';
    for (const line of toPack) {
      const packed = await performPackingAction(lc, task.id, {
        action: 'exec',
        productCode: line.code,
        ...(line.batchNo ? { batchNo: line.batchNo } : {}),
        qty: qty(line.qty),
      });
      packageId = packed.packageId ?? packageId;
    }
    if (stage !== 'completed' || !packageId) continue;
    const expected = expectedPackageWeight(
      toPack.map((line) => ({
        qty: fromScaled(qty(line.qty), 'qty'),
        netWeightKg: line.netWeight === null ? 0 : fromScaled(qty(line.netWeight), 'qty'),
      })),
      DEFAULT_PACKAGE_TYPE,
    );
    // A scale reading 2 % over the expectation: inside the tolerance.
    const gross = toScaled(Math.round(expected * 1.02 * 1000) / 1000, 'qty') ?? 0;
    await performPackingAction(lc, task.id, { action: 'weigh', packageId, grossWeight: Math.max(gross, 1) });
  }
}
