import { toDbDateTime } from '../../db/datetime';
import { claimTransition } from '../../documents/claim-document';
import { loadCommand } from '../warehouse/commands/command-store';
import { createCommand } from '../warehouse/commands/create-command';
import { type BalanceKey, type LockedBalances, lockBalances } from '../warehouse/ledger/balance-rows';
import type { LedgerContext } from '../warehouse/ledger/ledger-context';
import { insertReservations } from '../warehouse/ledger/reservations';

/** What an approval generates as commands: the put-away of the accepted part, the scrap of the rest. */
export type FollowUpKind = 'putAway' | 'scrap';

/**
 * The key a generated command of an inspection carries (`wms_command.source_key`, unique per source
 * system), per approval and kind: a part-failed lot makes both a put-away and a scrap.
 */
export function followUpKey(inspectionId: string, version: number, kind: FollowUpKind): string {
  return `${followUpKeyPrefix(inspectionId)}${version}:${kind}`;
}

/** What the keys of every approval of an inspection start with (a `like` pattern needs `%` after it). */
export function followUpKeyPrefix(inspectionId: string): string {
  return `inspection:${inspectionId}:`;
}

/** The keys of every command one approval may have generated. */
export function followUpKeys(inspectionId: string, version: number): string[] {
  return (['putAway', 'scrap'] as const).map((kind) => followUpKey(inspectionId, version, kind));
}

/**
 * The put-away transfer of an accepted lot (domain.md 3.7, 4.1 step 8): a `putaway` transfer from `QC`
 * to the storage position, created and approved at once. Its reservation holds the `QC` row itself:
 * approval of an ordinary transfer reserves only allocatable positions, which `QC` is not; the clerk
 * then executes it by outbound on the transfer page like any transfer.
 */
export async function createApprovedPutAway(
  lc: LedgerContext,
  balances: LockedBalances,
  move: { sourceKey: string; from: BalanceKey; toPositionId: string; qty: number; remark: string },
): Promise<string> {
  const { id } = await createCommand(lc, {
    commandType: 'transfer',
    movementTypeCode: 'putaway',
    outFacilityId: move.from.facilityId,
    inFacilityId: move.from.facilityId,
    sourceKey: move.sourceKey,
    remark: move.remark,
    lines: [
      {
        productId: move.from.productId,
        qty: move.qty,
        batchId: move.from.batchId,
        outPositionId: move.from.positionId,
        inPositionId: move.toPositionId,
      },
    ],
  });
  const doc = await loadCommand(lc, id, 'transfer');
  await claimTransition(lc, 'wms_command', doc.header, doc.header.version, 'approve');
  await lockBalances(lc, [move.from], balances);
  await insertReservations(lc, balances, { docType: 'command', docId: id, lineId: doc.lines[0]!.id }, [
    { balanceId: balances.get(move.from).id, qty: move.qty },
  ]);
  await lc.trx
    .updateTable('wmsCommand')
    .set({
      docStatus: 'approved',
      fulfilStatus: 'unexecuted',
      approveBy: lc.username,
      approveTime: toDbDateTime(lc.now),
    })
    .where('id', '=', id)
    .execute();
  return id;
}
