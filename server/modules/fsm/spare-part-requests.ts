import type { Transaction } from 'kysely';
import { sparePartRequest } from '../../../src/domain/warehouse/fsm';
import { movementTypeByCode } from '../../../src/domain/warehouse/movement-types';
import type { Database } from '../../db/database';
import { documentEffects } from '../../documents/document-effects';
import { loadDocumentHeader } from '../../documents/load-document';
import { actOnCommand } from '../warehouse/commands/command-effects';
import { createCommand } from '../warehouse/commands/create-command';
import { type LedgerContext, qty } from '../warehouse/ledger/ledger-context';
import './fsm-tables';

/** A spare-part request of the caller's tenant, or `doc.notFound`. */
async function loadRequest(lc: LedgerContext, id: string) {
  const header = await loadDocumentHeader(lc, 'fsmSparePartRequest', id, [
    'createBy',
    'commandId',
    'customerId',
    'equipmentId',
    'fsmActivityId',
    'fsmCode',
    'movementTypeCode',
    'sourceKey',
    'teamId',
  ]);
  return { header };
}

type RequestDocument = Awaited<ReturnType<typeof loadRequest>>;

/**
 * Approve of an FSM spare-part request (domain.md 3.12): creates the service delivery command from the
 * FSM service store's facility and approves it in the same transaction, which reserves the stock; the
 * request keeps the command's id and from then on mirrors its fulfilment and return status.
 */
async function approveRequest(lc: LedgerContext, doc: RequestDocument): Promise<void> {
  const request = doc.header;
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
    .where('requestId', '=', request.id)
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
  await actOnCommand(lc, command.id, 'approve');
  const returns = movementTypeByCode(request.movementTypeCode)?.requiresReturn ?? false;
  request.commandId = command.id;
  await lc.trx
    .updateTable('fsmSparePartRequest')
    .set({ returnStatus: returns ? 'not_returned' : null, commandId: command.id, syncStatus: 'pending' })
    .where('tenantId', '=', lc.tenantId)
    .where('id', '=', request.id)
    .execute();
}

/** FSM learns of an approval or a cancel through the request's sync status. */
async function tellFsm(lc: LedgerContext, doc: RequestDocument): Promise<void> {
  await lc.trx
    .updateTable('fsmSparePartRequest')
    .set({ syncStatus: 'pending' })
    .where('tenantId', '=', lc.tenantId)
    .where('id', '=', doc.header.id)
    .execute();
}

/**
 * The business effects of the spare-part request's actions (descriptor: src/domain/warehouse/fsm.ts):
 * approve builds and approves its service delivery, cancel (with its reason) only tells FSM.
 */
export const sparePartRequestEffects = documentEffects(sparePartRequest, {
  load: loadRequest,
  actions: {
    approve: { run: ({ lc, doc }) => approveRequest(lc, doc) },
    cancel: { run: ({ lc, doc }) => tellFsm(lc, doc) },
  },
  // The request's contract answers its command (null until approved) and no code.
  result: ({ header }) => ({
    id: header.id,
    docStatus: header.docStatus,
    fulfilStatus: header.fulfilStatus,
    version: header.version,
    commandId: header.commandId,
  }),
});

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
