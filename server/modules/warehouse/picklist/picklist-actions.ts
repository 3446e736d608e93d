import { fromScaled } from '../../../../src/domain/entity/scaled-number';
import { picklist } from '../../../../src/domain/warehouse/picklist';
import type { DocState } from '../../../../src/domain/workflow';
import { toDbDateTime } from '../../../db/datetime';
import { newId } from '../../../db/ids';
import { documentEffects } from '../../../documents/document-effects';
import { loadDocument } from '../../../documents/load-document';
import { AppError } from '../../../http/app-error';
import { newDocumentHeader } from '../commands/new-document-header';
import { lockBalances, lockBalancesById } from '../ledger/balance-rows';
import type { LedgerContext } from '../ledger/ledger-context';
import { postInventoryMovement } from '../ledger/post-inventory-movement';
import { activeReservations, closeReservations, insertReservations } from '../ledger/reservations';
import { quantityById } from '../ledger/values-by-id';
import { loadFacility } from '../structure/facilities';

interface PickLine {
  id: string;
  lineNo: number;
  commandId: string;
  commandLineId: string;
  reservationId: string;
  productId: string;
  batchId: string;
  fromPositionId: string;
  toPositionId: string;
  qty: number;
  pickedQty: number;
  shortQty: number;
}

const open = (line: PickLine) => line.qty - line.pickedQty - line.shortQty;

/**
 * A picklist for approved outbound commands of one facility (domain.md 3.5): one line per active
 * reservation not yet on staging nor on another open picklist, in picking-route order (position
 * `pick_sequence`), each to the facility's `STAGE`.
 */
export async function createPicklist(
  lc: LedgerContext,
  facilityId: string,
  commandIds: readonly string[],
): Promise<{ id: string; code: string; lines: number }> {
  const facility = await loadFacility(lc, facilityId);
  const commands = await lc.trx
    .selectFrom('wmsCommand')
    .select('id')
    .where('tenantId', '=', lc.tenantId)
    .where('id', 'in', commandIds.length ? [...commandIds] : [''])
    .where('outFacilityId', '=', facility.id)
    .where('docStatus', '=', 'approved')
    .where('fulfilStatus', 'in', ['unexecuted', 'executing'])
    .execute();
  const onPicklists = new Set(
    (
      await lc.trx
        .selectFrom('wmsPicklistLine as l')
        .innerJoin('wmsPicklist as p', 'p.id', 'l.picklistId')
        .select('l.reservationId')
        .where('p.tenantId', '=', lc.tenantId)
        .where('p.docStatus', 'in', ['pending', 'approved'])
        .where('p.fulfilStatus', 'in', ['unexecuted', 'executing'])
        .execute()
    ).map((row) => row.reservationId),
  );
  const candidates = [];
  for (const command of commands) {
    for (const reservation of await activeReservations(lc, 'command', command.id)) {
      if (reservation.positionId === facility.defaultStagingPositionId || onPicklists.has(reservation.id))
        continue;
      candidates.push({ ...reservation, commandId: command.id });
    }
  }
  if (candidates.length === 0) throw new AppError('picklist.nothingToPick');
  const routes = new Map(
    (
      await lc.trx
        .selectFrom('wmsPosition')
        .select(['id', 'pickSequence'])
        .where('id', 'in', [...new Set(candidates.map((c) => c.positionId))])
        .execute()
    ).map((row) => [row.id, Number(row.pickSequence)]),
  );
  candidates.sort(
    (a, b) =>
      (routes.get(a.positionId) ?? 0) - (routes.get(b.positionId) ?? 0) ||
      a.productId.localeCompare(b.productId) ||
      a.id.localeCompare(b.id),
  );
  const header = await newDocumentHeader(lc, 'PL');
  const { id, code, createTime } = header;
  await lc.trx
    .insertInto('wmsPicklist')
    .values({
      ...header,
      facilityId: facility.id,
      printCount: 0,
    })
    .execute();
  await lc.trx
    .insertInto('wmsPicklistLine')
    .values(
      candidates.map((c, index) => ({
        id: newId(),
        tenantId: lc.tenantId,
        picklistId: id,
        lineNo: index + 1,
        commandId: c.commandId,
        commandLineId: c.lineId,
        reservationId: c.id,
        productId: c.productId,
        batchId: c.batchId,
        fromPositionId: c.positionId,
        toPositionId: facility.defaultStagingPositionId as string,
        qty: c.open,
        pickedQty: 0,
        shortQty: 0,
        sequence: index + 1,
        createBy: lc.username,
        createTime,
      })),
    )
    .execute();
  return { id, code, lines: candidates.length };
}

/** A picklist of the caller's tenant with its lines, or `doc.notFound`. */
async function loadPicklist(lc: LedgerContext, id: string) {
  return loadDocument(
    lc,
    {
      header: 'wmsPicklist',
      headerColumns: [],
      lines: 'wmsPicklistLine',
      parent: 'picklistId',
      lineColumns: [
        'id',
        'commandId',
        'commandLineId',
        'reservationId',
        'productId',
        'batchId',
        'fromPositionId',
        'toPositionId',
      ],
      quantities: ['qty', 'pickedQty', 'shortQty'],
    },
    id,
  );
}

type Picklist = Awaited<ReturnType<typeof loadPicklist>>;

/** W's guard of every picklist action: something picked is a posting (domain.md 0.5). */
const picked = (doc: Picklist) => ({ hasPostings: doc.lines.some((line) => line.pickedQty > 0) });

/**
 * The business effects of the picklist's actions (descriptor: src/domain/warehouse/picklist.ts):
 * outbound confirms the pick, force finish shorts what is open; approve (release to the picker),
 * cancel approval and cancel only move the state. The engine claims, stamps, logs and answers.
 */
export const picklistEffects = documentEffects(picklist, {
  load: loadPicklist,
  actions: {
    approve: { facts: picked },
    cancelApproval: { facts: picked },
    cancel: { facts: picked },
    outbound: {
      facts: picked,
      run: async ({ lc, doc, input }) => {
        const postingId = await confirmPick(
          lc,
          doc.header.id,
          doc.header.code,
          doc.lines,
          input.outLines ?? [],
        );
        doc.header.fulfilStatus = fulfilmentOf(doc.lines);
        return { postingId };
      },
    },
    forceFinish: {
      facts: picked,
      run: async ({ lc, doc }) => {
        for (const line of doc.lines) line.shortQty += open(line);
        await saveLines(lc, doc.lines);
        doc.header.fulfilStatus = fulfilmentOf(doc.lines);
      },
    },
  },
  // The picklist's contract answers its state without its code.
  result: ({ header }) => ({
    id: header.id,
    docStatus: header.docStatus,
    fulfilStatus: header.fulfilStatus,
    version: header.version,
  }),
});

/**
 * Confirm pick (domain.md 3.5, the picklist's outbound, partial allowed): each quantity moves from its
 * row to `STAGE` (movement `pick`, batch kept), and the command's reservation moves with it: released
 * on the old row, reserved again on the staging row for the same command line (domain.md 2.5).
 */
async function confirmPick(
  lc: LedgerContext,
  picklistId: string,
  code: string,
  lines: PickLine[],
  inputs: readonly { lineId: string; qty: number }[],
): Promise<string> {
  const picks = inputs.filter((input) => input.qty > 0);
  if (picks.length === 0) throw new AppError('command.noQuantities');
  const chosen = picks.map((input) => {
    const line = lines.find((l) => l.id === input.lineId);
    if (!line) throw new AppError('command.lineNotInDocument', { lineId: input.lineId });
    if (input.qty > open(line)) {
      throw new AppError('command.overIssue', {
        lineNo: line.lineNo,
        product: line.productId,
        wanted: fromScaled(input.qty, 'qty'),
        open: fromScaled(open(line), 'qty'),
      });
    }
    return { line, qty: input.qty };
  });
  const facilityOf = new Map(
    (
      await lc.trx
        .selectFrom('wmsPosition')
        .select(['id', 'facilityId'])
        .where('id', 'in', [
          ...new Set(chosen.flatMap(({ line }) => [line.fromPositionId, line.toPositionId])),
        ])
        .execute()
    ).map((row) => [row.id, row.facilityId]),
  );
  const reservations = new Map<string, Awaited<ReturnType<typeof activeReservations>>[number]>();
  for (const commandId of new Set(chosen.map(({ line }) => line.commandId))) {
    for (const reservation of await activeReservations(lc, 'command', commandId))
      reservations.set(reservation.id, reservation);
  }
  const balances = await lockBalancesById(
    lc,
    chosen.map(({ line }) => reservations.get(line.reservationId)?.balanceId ?? ''),
  );
  const legs = chosen.flatMap(({ line, qty: moved }) => {
    const key = { productId: line.productId, batchId: line.batchId, sourceLineId: line.id };
    const facilityId = facilityOf.get(line.fromPositionId) as string;
    return [
      { ...key, facilityId, positionId: line.fromPositionId, qtyDelta: -moved },
      { ...key, facilityId, positionId: line.toPositionId, qtyDelta: moved },
    ];
  });
  await lockBalances(lc, legs, balances);
  await closeReservations(
    lc,
    balances,
    chosen.map(({ line, qty: moved }) => {
      const reservation = reservations.get(line.reservationId);
      if (!reservation || reservation.open < moved) throw new AppError('doc.stateChanged');
      return { reservation, release: moved };
    }),
  );
  const posting = await postInventoryMovement(lc, balances, {
    action: 'move',
    source: { docType: 'picklist', docId: picklistId, docCode: code },
    commandType: null,
    movementTypeCode: 'pick',
    requestId: null,
    legs,
  });
  for (const { line, qty: moved } of chosen) {
    const stage = balances.get({
      productId: line.productId,
      facilityId: facilityOf.get(line.toPositionId) as string,
      positionId: line.toPositionId,
      batchId: line.batchId,
    });
    await insertReservations(
      lc,
      balances,
      { docType: 'command', docId: line.commandId, lineId: line.commandLineId },
      [{ balanceId: stage.id, qty: moved }],
    );
    line.pickedQty += moved;
  }
  await saveLines(lc, lines);
  return posting.postingId;
}

function fulfilmentOf(lines: readonly PickLine[]): DocState['fulfilStatus'] {
  if (lines.every((line) => open(line) === 0)) {
    return lines.some((line) => line.shortQty > 0) ? 'closed' : 'completed';
  }
  return lines.some((line) => line.pickedQty > 0 || line.shortQty > 0) ? 'executing' : 'unexecuted';
}

async function saveLines(lc: LedgerContext, lines: readonly PickLine[]): Promise<void> {
  if (lines.length === 0) return;
  await lc.trx
    .updateTable('wmsPicklistLine')
    .set({
      pickedQty: quantityById(lines, (line) => line.pickedQty),
      shortQty: quantityById(lines, (line) => line.shortQty),
      updateBy: lc.username,
      updateTime: toDbDateTime(lc.now),
    })
    .where(
      'id',
      'in',
      lines.map((line) => line.id),
    )
    .execute();
}
