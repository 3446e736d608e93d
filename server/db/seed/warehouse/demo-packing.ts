import { fromScaled, toScaled } from '../../../../src/domain/entity/scaled-number';
import { DEFAULT_PACKAGE_TYPE, expectedPackageWeight } from '../../../../src/domain/packing/packing-rules';
import { packingTask } from '../../../../src/domain/packing/packing-task';
import type { ActionInputValue } from '../../../documents/action-body';
import { createPackingTask } from '../../../modules/packing/create-packing-task';
import { type PackingInput, packingEffects } from '../../../modules/packing/packing-actions';
import { type LedgerContext, qty } from '../../../modules/warehouse/ledger/ledger-context';
import { demoDocumentAction } from './demo-document-action';
import { splitIntoParts } from './split-into-parts';

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
 * actions: lines of three units or more spread over two cartons, two to four items to a carton, each carton
 * weighed when full, 2 % over its expectation (inside the tolerance), the re-check case's last 12 % over. Nothing is posted; the command's outbound ships the finished packages.
 */
export async function packCommand(lc: LedgerContext, commandId: string, stage: PackingStage): Promise<void> {
  const packer = { ...lc, username: 'wh_clerk' };
  const task = await createPackingTask(packer, commandId);
  const act = (as: LedgerContext, action: string, input: ActionInputValue<PackingInput>, wave?: number) =>
    demoDocumentAction(as, packingTask, packingEffects, task.id, action, input, wave);
  let scanNo = 0;
  const station = (action: 'exec' | 'weigh', custom: PackingInput) =>
    act(packer, action, { custom }, scanNo++);
  if (stage === 'pending') return;
  if (stage === 'cancelled') {
    await act(lc, 'cancel', { remark: '客户改为自提' });
    return;
  }
  await act(lc, 'approve', {});
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
  // A line of three units or more is spread over two cartons: the first parts of every line, then the second
  // parts, two to four items to a carton and a line at most once in each (a second scan of the same
  // line into a carton adds to its item).
  const split = toPack.map((line) => {
    // A closed task packed half its first line before the rest was called off.
    const units =
      stage === 'closed' ? Math.max(1000, Math.floor(qty(line.qty) / 2000) * 1000) : qty(line.qty);
    return splitIntoParts(units, stage === 'closed' || units < 3000 ? 1 : 2).map((part) => ({
      line,
      units: part,
    }));
  });
  const scans = [0, 1].flatMap((k) => split.flatMap((parts) => parts.slice(k, k + 1)));
  let carton: {
    id: string;
    codes: Set<string>;
    items: { units: number; netWeight: number | string | null }[];
  } | null = null;
  const weigh = async (last: boolean) => {
    if (!carton || stage === 'packing') return;
    const overweight = stage === 'recheck' && last ? 1.12 : 1.02;
    const expected = expectedPackageWeight(
      carton.items.map((item) => ({
        qty: fromScaled(item.units, 'qty'),
        netWeightKg: item.netWeight === null ? 0 : fromScaled(qty(item.netWeight), 'qty'),
      })),
      DEFAULT_PACKAGE_TYPE,
    );
    const gross = toScaled(Math.round(expected * overweight * 1000) / 1000, 'qty') ?? 0;
    await station('weigh', { weighing: { packageId: carton.id, grossWeight: Math.max(gross, 1) } });
  };
  for (const [index, { line, units }] of scans.entries()) {
    const full = carton !== null && (carton.items.length >= 2 + (index % 3) || carton.codes.has(line.code));
    if (full) await weigh(false);
    const packed = await station('exec', {
      scan: {
        productCode: line.code,
        ...(line.batchNo ? { batchNo: line.batchNo } : {}),
        qty: units,
        newPackage: index > 0 && full,
      },
    });
    if (typeof packed.packageId !== 'string') continue;
    if (!carton || carton.id !== packed.packageId)
      carton = { id: packed.packageId, codes: new Set(), items: [] };
    carton.codes.add(line.code);
    carton.items.push({ units, netWeight: line.netWeight });
  }
  await weigh(true);
  if (stage !== 'closed') return;
  const { fulfilStatus } = await lc.trx
    .selectFrom('pkgTask')
    .select('fulfilStatus')
    .where('id', '=', task.id)
    .executeTakeFirstOrThrow();
  // A task of a single unit is complete with its first package: nothing is left to close.
  if (fulfilStatus === 'executing') await act(lc, 'forceFinish', { remark: '其余货物随下一票发运' });
}
