import { sql } from 'kysely';
import { forceFinishClosing } from '../../../../src/domain/warehouse/line-quantities';
import { lockBalances } from '../ledger/balance-rows';
import { type LedgerContext, qty } from '../ledger/ledger-context';
import { type PostingLeg, postInventoryMovement } from '../ledger/post-inventory-movement';
import { releaseAllReservations } from '../ledger/reservations';
import { loadTransitFacility } from '../structure/facilities';
import { hasOpenFollowUps } from './command-follow-ups';
import { type CommandDocument, saveLineQuantities } from './command-store';
import { setFulfilment } from './execute-command';

export type FinishLeg = 'outbound' | 'inbound';

/** The leg force finish stops when the user does not say: a document with an in leg stops entirely. */
function defaultFinishLeg(doc: CommandDocument): FinishLeg {
  return doc.lines.some((line) => line.direction !== 'out') ? 'inbound' : 'outbound';
}

/**
 * Force finish's effect (domain.md 0.5 "Force finish, exactly"): closes what is still open on the leg and
 * releases the closed lines' reservations; the inbound variant also writes off what a move line
 * shipped but never received (`transit_writeoff`, `lost_qty`), so nothing is left stranded in transit.
 */
export async function forceFinishCommand(
  lc: LedgerContext,
  doc: CommandDocument,
  leg: FinishLeg = defaultFinishLeg(doc),
): Promise<{ postingId?: string }> {
  const { header } = doc;
  const balances = await releaseAllReservations(lc, 'command', header.id);

  const writeOffs: PostingLeg[] = [];
  const transit = doc.lines.some((line) => line.direction === 'move') && leg === 'inbound';
  const transitFacility = transit ? await loadTransitFacility(lc) : null;
  for (const line of doc.lines) {
    const { close, writeOff } = forceFinishClosing(line, leg);
    line.closedQty += close;
    line.shortageQty = 0;
    if (writeOff > 0 && transitFacility) {
      let rest = writeOff;
      const held = await lc.trx
        .selectFrom('wmsInventoryLedger')
        .select(['positionId', 'batchId', sql<number | string>`sum(qty_delta)`.as('held')])
        .where('tenantId', '=', lc.tenantId)
        .where('sourceDocType', '=', 'command')
        .where('sourceDocId', '=', header.id)
        .where('sourceLineId', '=', line.id)
        .where('facilityId', '=', transitFacility.id)
        .groupBy(['positionId', 'batchId'])
        .orderBy('batchId')
        .execute();
      for (const row of held) {
        const take = Math.min(qty(row.held), rest);
        if (take <= 0) continue;
        writeOffs.push({
          productId: line.productId,
          facilityId: transitFacility.id,
          positionId: row.positionId,
          batchId: row.batchId,
          qtyDelta: -take,
          sourceLineId: line.id,
          counterpartFacilityId: header.inFacilityId,
        });
        rest -= take;
      }
      line.lostQty += writeOff - rest;
    }
  }
  let postingId: string | undefined;
  if (writeOffs.length > 0) {
    await lockBalances(lc, writeOffs, balances);
    const posting = await postInventoryMovement(lc, balances, {
      action: 'writeoff',
      source: { docType: 'command', docId: header.id, docCode: header.code },
      commandType: header.commandType,
      movementTypeCode: 'transit_writeoff',
      requestId: null,
      legs: writeOffs,
    });
    postingId = posting.postingId;
  }
  await saveLineQuantities(lc, doc.lines);
  setFulfilment(doc, null);
  return postingId ? { postingId } : {};
}

/**
 * What W decides cancel approval with (domain.md 0.5): allowed only while nothing was posted and no
 * picklist or packing task still works on the reserved goods.
 */
export async function cancelApprovalFacts(lc: LedgerContext, doc: CommandDocument) {
  const posted = await lc.trx
    .selectFrom('wmsInventoryPosting')
    .select('id')
    .where('tenantId', '=', lc.tenantId)
    .where('sourceDocType', '=', 'command')
    .where('sourceDocId', '=', doc.header.id)
    .executeTakeFirst();
  return { hasPostings: Boolean(posted), hasOpenFollowUps: await hasOpenFollowUps(lc, doc.header.id) };
}

/**
 * Cancel approval's effect: the reservations are released and the document is pending again.
 * `approve_time` stays: a document approved once is cancelled, not deleted.
 */
export async function cancelApprovalCommand(lc: LedgerContext, doc: CommandDocument): Promise<void> {
  const { header } = doc;
  await releaseAllReservations(lc, 'command', header.id);
  for (const line of doc.lines) line.shortageQty = 0;
  await saveLineQuantities(lc, doc.lines);
  header.returnStatus = null;
}
