import { fromScaled, toScaled } from '../../../../src/domain/entity/scaled-number';
import { DEFAULT_PACKAGE_TYPE, expectedPackageWeight } from '../../../../src/domain/packing/packing-rules';
import { createPackingTask } from '../../../modules/packing/create-packing-task';
import { type PackingAction, performPackingAction } from '../../../modules/packing/packing-actions';
import { type LedgerContext, qty } from '../../../modules/warehouse/ledger/ledger-context';

/** Net weight per unit (kg) the product table holds for the weight check. */
type ProductWeight = { mdmProduct: { netWeight: number | string | null } };

/**
 * How far the packing of one picked command has come (domain.md 3.8): waiting for release, cancelled,
 * released, half packed, packed with a package over the weight tolerance waiting for its re-check,
 * packed and weighed, or force-finished after half the first line.
 */
export type PackingStage = 'pending' | 'cancelled' | 'released' | 'packing' | 'recheck' | 'packed' | 'closed';

/**
 * A packing task for one command of the demo taken to the stage asked through the real pack-station
 * actions: one package per task line, each weighed 2 % over its expectation (inside the tolerance), the
 * re-check case 12 % over. Nothing is posted; the command's outbound ships the finished packages.
 */
export async function packCommand(lc: LedgerContext, commandId: string, stage: PackingStage): Promise<void> {
  const packer = { ...lc, username: 'wh_clerk' };
  const task = await createPackingTask(packer, commandId);
  const act = (action: PackingAction) => performPackingAction(packer, task.id, action);
  if (stage === 'pending') return;
  if (stage === 'cancelled') {
    await performPackingAction(lc, task.id, { action: 'cancel', version: 0, remark: '客户改为自提' });
    return;
  }
  await performPackingAction(lc, task.id, { action: 'approve', version: 0 });
  if (stage === 'released') return;
  const lines = await lc.trx
    .withTables<ProductWeight>()
    .selectFrom('pkgTaskLine as l')
    .innerJoin('mdmProduct as m', 'm.id', 'l.productId')
    .leftJoin('wmsInventoryBatch as b', 'b.id', 'l.batchId')
    .select(['l.qty', 'm.code', 'm.netWeight', 'b.batchNo'])
    .where('l.taskId', '=', task.id)
    .orderBy('l.lineNo')
    .execute();
  const toPack = stage === 'packing' || stage === 'closed' ? lines.slice(0, 1) : lines;
  for (const [index, line] of toPack.entries()) {
    // A closed task packed half its first line before the rest was called off.
    const units =
      stage === 'closed' ? Math.max(1000, Math.floor(qty(line.qty) / 2000) * 1000) : qty(line.qty);
    const packed = await act({
      action: 'exec',
      productCode: line.code,
      ...(line.batchNo ? { batchNo: line.batchNo } : {}),
      qty: units,
      newPackage: index > 0,
    });
    if (stage === 'packing' || !packed.packageId) continue;
    const overweight = stage === 'recheck' && index === toPack.length - 1 ? 1.12 : 1.02;
    const expected = expectedPackageWeight(
      [
        {
          qty: fromScaled(units, 'qty'),
          netWeightKg: line.netWeight === null ? 0 : fromScaled(qty(line.netWeight), 'qty'),
        },
      ],
      DEFAULT_PACKAGE_TYPE,
    );
    const gross = toScaled(Math.round(expected * overweight * 1000) / 1000, 'qty') ?? 0;
    await act({ action: 'weigh', packageId: packed.packageId, grossWeight: Math.max(gross, 1) });
  }
  if (stage !== 'closed') return;
  const { version, fulfilStatus } = await lc.trx
    .selectFrom('pkgTask')
    .select(['version', 'fulfilStatus'])
    .where('id', '=', task.id)
    .executeTakeFirstOrThrow();
  // A task of a single unit is complete with its first package: nothing is left to close.
  if (fulfilStatus === 'executing') {
    await performPackingAction(lc, task.id, {
      action: 'forceFinish',
      version: Number(version),
      remark: '其余货物随下一票发运',
    });
  }
}
