import { picklist } from '../../../../src/domain/warehouse/picklist';
import type { LedgerContext } from '../../../modules/warehouse/ledger/ledger-context';
import { qty } from '../../../modules/warehouse/ledger/ledger-context';
import { createPicklist, picklistEffects } from '../../../modules/warehouse/picklist/picklist-actions';
import { demoDocumentAction } from './demo-document-action';

/**
 * How far the picking of one approved command has come (domain.md 3.5): a picklist waiting for
 * approval, one cancelled, one released but not started, picked in part, picked in full, or picked in
 * part and force-finished with the rest short.
 */
export type PickingStage = 'pending' | 'cancelled' | 'approved' | 'partlyPicked' | 'picked' | 'shortPicked';

/**
 * A picklist for one approved command of the demo, taken to the stage asked through the real picklist
 * actions: the wh_clerk prints and picks, the admin (warehouse manager) releases and closes.
 */
export async function pickCommand(
  lc: LedgerContext,
  facilityId: string,
  commandId: string,
  stage: PickingStage,
): Promise<void> {
  const clerk = { ...lc, username: 'wh_clerk' };
  const { id } = await createPicklist(clerk, facilityId, [commandId]);
  if (stage === 'pending') return;
  if (stage === 'cancelled') {
    await demoDocumentAction(
      lc,
      picklist,
      picklistEffects,
      id,
      'cancel',
      { remark: '合并到下一波次拣货' },
      0,
    );
    return;
  }
  await demoDocumentAction(lc, picklist, picklistEffects, id, 'approve', {}, 0);
  if (stage === 'approved') return;
  const lines = await lc.trx
    .selectFrom('wmsPicklistLine')
    .select(['id', 'qty'])
    .where('picklistId', '=', id)
    .orderBy('lineNo')
    .execute();
  const share = stage === 'picked' ? 1 : 0.5;
  const picks = lines
    .map((line) => ({ lineId: line.id, qty: Math.floor((qty(line.qty) * share) / 1000) * 1000 }))
    .filter((pick) => pick.qty > 0);
  // A full pick is confirmed line by line (each confirmation its own posting), a partial one at once.
  const waves = stage === 'picked' ? picks.map((pick) => [pick]) : [picks];
  for (const [index, wave] of waves.entries())
    if (wave.length > 0) {
      const outLines = wave.map((pick) => ({ ...pick, positionId: null, batchId: null }));
      await demoDocumentAction(clerk, picklist, picklistEffects, id, 'outbound', { outLines }, index);
    }
  if (stage === 'shortPicked')
    await demoDocumentAction(
      lc,
      picklist,
      picklistEffects,
      id,
      'forceFinish',
      { remark: '库位实物不足,短拣' },
      0,
    );
}
