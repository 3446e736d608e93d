import type { Transaction } from 'kysely';
import { movementTypeByCode } from '../../../src/domain/warehouse/movement-types';
import { nextState } from '../../../src/domain/workflow';
import type { Database } from '../../db/database';
import { toDbDateTime } from '../../db/datetime';
import { AppError } from '../../http/app-error';
import { approveCommand } from '../warehouse/commands/approve-command';
import { loadCommand } from '../warehouse/commands/command-store';
import { createCommand } from '../warehouse/commands/create-command';
import { type LedgerContext, qty } from '../warehouse/ledger/ledger-context';
import './fsm-tables';

export interface RequestActionResult {
  id: string;
  docStatus: string;
  fulfilStatus: string;
  version: number;
  commandId: string | null;
}

async function loadRequest(lc: LedgerContext, id: string, version: number) {
  const request = await lc.trx
    .selectFrom('fsmSparePartRequest')
    .selectAll()
    .where('tenantId', '=', lc.tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!request) throw new AppError('doc.notFound');
  if (Number(request.version) !== version) throw new AppError('doc.stateChanged');
  return request;
}

async function bump(lc: LedgerContext, id: string, version: number, set: Record<string, unknown>) {
  const result = await lc.trx
    .updateTable('fsmSparePartRequest')
    .set({ ...set, version: version + 1, updateBy: lc.username, updateTime: toDbDateTime(lc.now) })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new AppError('doc.stateChanged');
}

/**
 * Approve of an FSM spare-part request (domain.md 3.12): creates the service delivery command from the
 * FSM service store's facility and approves it in the same transaction, which reserves the stock; the
 * request keeps the command's id and from then on mirrors its fulfilment and return status.
 */
export async function approveSparePartRequest(
  lc: LedgerContext,
  id: string,
  version: number,
): Promise<RequestActionResult> {
  const request = await loadRequest(lc, id, version);
  const next = nextState(
    { docStatus: request.docStatus as 'pending', fulfilStatus: request.fulfilStatus as 'unexecuted' },
    'approve',
  );
  if (!next.ok) throw new AppError(next.error);
  const store = await lc.trx
    .selectFrom('mdmProductStore')
    .select(['id', 'defaultFacilityId'])
    .where('tenantId', '=', lc.tenantId)
    .where('storeType', '=', 'fsm_service')
    .where('delFlag', '=', 0)
    .orderBy('code')
    .executeTakeFirst();
  const lines = await lc.trx
    .selectFrom('fsmSparePartRequestLine')
    .select(['productId', 'qty', 'defectSerialNo'])
    .where('requestId', '=', id)
    .orderBy('lineNo')
    .execute();
  const command = await createCommand(lc, {
    commandType: 'service_delivery',
    movementTypeCode: request.movementTypeCode,
    outFacilityId: store?.defaultFacilityId ?? null,
    productStoreId: store?.id ?? null,
    teamId: request.teamId,
    partnerId: request.customerId,
    equipmentId: request.equipmentId,
    fsmCode: request.fsmCode,
    fsmActivityId: request.fsmActivityId,
    sourceSystem: 'fsm',
    sourceKey: request.sourceKey ?? request.id,
    lines: lines.map((line) => ({
      productId: line.productId,
      qty: qty(line.qty),
      defectSerialNo: line.defectSerialNo,
    })),
  });
  const doc = await loadCommand(lc, command.id);
  await approveCommand(lc, doc, doc.header.version);
  const returns = movementTypeByCode(request.movementTypeCode)?.requiresReturn ?? false;
  await bump(lc, id, version, {
    docStatus: 'approved',
    fulfilStatus: 'unexecuted',
    returnStatus: returns ? 'not_returned' : null,
    commandId: command.id,
    syncStatus: 'pending',
    approveBy: lc.username,
    approveTime: toDbDateTime(lc.now),
  });
  return {
    id,
    docStatus: 'approved',
    fulfilStatus: 'unexecuted',
    version: version + 1,
    commandId: command.id,
  };
}

/** Cancel (domain.md 0.5) of a pending request, with its reason; FSM is told through the sync status. */
export async function cancelSparePartRequest(
  lc: LedgerContext,
  id: string,
  version: number,
  remark: string,
): Promise<RequestActionResult> {
  const request = await loadRequest(lc, id, version);
  const next = nextState(
    { docStatus: request.docStatus as 'pending', fulfilStatus: request.fulfilStatus as 'unexecuted' },
    'cancel',
    { remark },
  );
  if (!next.ok) throw new AppError(next.error);
  await bump(lc, id, version, { docStatus: 'cancelled', cancelRemark: remark, syncStatus: 'pending' });
  return {
    id,
    docStatus: 'cancelled',
    fulfilStatus: request.fulfilStatus,
    version: version + 1,
    commandId: null,
  };
}

/**
 * The request mirrors its command (domain.md 3.12): fulfilment, return status, and per line the
 * delivered and returned quantities. Called after every posting on a service delivery.
 */
export async function mirrorCommandToRequest(trx: Transaction<Database>, commandId: string): Promise<void> {
  const request = await trx
    .selectFrom('fsmSparePartRequest')
    .select('id')
    .where('commandId', '=', commandId)
    .executeTakeFirst();
  if (!request) return;
  const command = await trx
    .selectFrom('wmsCommand')
    .select(['fulfilStatus', 'returnStatus'])
    .where('id', '=', commandId)
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('fsmSparePartRequest')
    .set({ fulfilStatus: command.fulfilStatus, returnStatus: command.returnStatus, syncStatus: 'pending' })
    .where('id', '=', request.id)
    .execute();
  const commandLines = await trx
    .selectFrom('wmsCommandLine')
    .select(['lineNo', 'deliveryQty', 'returnedQty'])
    .where('commandId', '=', commandId)
    .execute();
  for (const line of commandLines) {
    await trx
      .updateTable('fsmSparePartRequestLine')
      .set({ deliveredQty: qty(line.deliveryQty), returnedQty: qty(line.returnedQty) })
      .where('requestId', '=', request.id)
      .where('lineNo', '=', line.lineNo ?? 0)
      .execute();
  }
}
