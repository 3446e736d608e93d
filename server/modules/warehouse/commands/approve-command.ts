import type { ReserveOrder } from '../../../../src/domain/warehouse/allocation';
import { movementTypeByCode } from '../../../../src/domain/warehouse/movement-types';
import { AppError } from '../../../http/app-error';
import { LockedBalances } from '../ledger/balance-rows';
import type { LedgerContext } from '../ledger/ledger-context';
import { type AllocationScope, type ReserveRequest, reserve } from '../ledger/reservations';
import { loadFacility } from '../structure/facilities';
import { checkReferences, loanedBatches } from './command-references';
import { type CommandDocument, type CommandLine, saveLineQuantities } from './command-store';

/**
 * Approve's effect (domain.md 0.5, 2.5), after the engine's claim and segregation check: checks the
 * lines and the references the movement type requires, then reserves stock for every out and move line at the out facility, oldest batch first. A store with
 * `check_inventory` (the default) refuses unless every line is fully reservable; otherwise the
 * shortfall is kept on the line. Sets the return status and the in facility a loan goes to.
 */
export async function approveCommand(lc: LedgerContext, doc: CommandDocument): Promise<void> {
  const { header, lines } = doc;
  await validateCommand(lc, doc);

  const outLines = lines.filter((line) => line.direction !== 'in');
  if (outLines.length > 0) {
    const out = await loadFacility(lc, header.outFacilityId);
    const store = await productStoreRules(lc, header.productStoreId);
    const scope: AllocationScope =
      header.commandType === 'scrap' || header.commandType === 'rma' ? 'defect' : 'ordinary';
    const requests: ReserveRequest[] = [];
    for (const line of outLines) {
      requests.push({
        source: { docType: 'command', docId: header.id, lineId: line.id },
        productId: line.productId,
        facilityId: out.id,
        qty: line.qty,
        positionId: line.outPositionId,
        batchId: line.batchId,
        scope,
        ...(line.refLineId ? { preferBatchIds: await loanedBatches(lc, line.refLineId, out.id) } : {}),
      });
    }
    const results = await reserve(
      lc,
      new LockedBalances(),
      requests,
      store.reserveOrder,
      !store.checkInventory,
    );
    for (const result of results) {
      const line = outLines.find((l) => l.id === result.lineId) as CommandLine;
      line.shortageQty = result.shortage;
    }
    await saveLineQuantities(lc, outLines);
  }

  const movement = movementTypeByCode(header.movementTypeCode);
  header.returnStatus = movement?.requiresReturn && outLines.length > 0 ? 'not_returned' : null;
}

/** The product store's reservation rules (domain.md 2.5), with the defaults of a command without store. */
async function productStoreRules(
  lc: LedgerContext,
  productStoreId: string | null,
): Promise<{ checkInventory: boolean; reserveOrder: ReserveOrder }> {
  const store = productStoreId
    ? await lc.trx
        .selectFrom('mdmProductStore')
        .select(['checkInventory', 'reserveOrder'])
        .where('id', '=', productStoreId)
        .where('tenantId', '=', lc.tenantId)
        .executeTakeFirst()
    : undefined;
  return {
    checkInventory: store ? Number(store.checkInventory) === 1 : true,
    reserveOrder: store?.reserveOrder === 'fefo_expiry' ? 'fefo_expiry' : 'fifo_received',
  };
}

/** The checks of approval that do not depend on stock: lines, movement type, mandatory references. */
async function validateCommand(lc: LedgerContext, doc: CommandDocument): Promise<void> {
  const { header, lines } = doc;
  if (lines.length === 0) throw new AppError('command.noLines');
  for (const line of lines) {
    if (line.qty <= 0) throw new AppError('command.lineQtyPositive', { lineNo: line.lineNo });
  }
  const movement = movementTypeByCode(header.movementTypeCode);
  if (!movement?.commandTypes.includes(header.commandType)) {
    throw new AppError('command.movementTypeNotAllowed', {
      movementType: header.movementTypeCode,
      commandType: header.commandType,
    });
  }
  if (movement.requiresCostCenter && !header.costCenterId) {
    throw new AppError('command.costCenterRequired', { movementType: movement.name.zh });
  }
  if (
    movement.requiresSaleOrder &&
    !(header.eccSaleOrderId || header.eshopSaleOrderId || header.salesOrderId)
  ) {
    throw new AppError('command.saleOrderRequired');
  }
  if (movement.code === 'borrow_consume' && !(header.fsmActivityId || header.costCenterId)) {
    throw new AppError('command.consumeTargetRequired');
  }
  if (lines.some((line) => line.direction !== 'in') && !header.outFacilityId) {
    throw new AppError('command.outFacilityRequired');
  }
  if (lines.some((line) => line.direction !== 'out') && !header.inFacilityId) {
    header.inFacilityId = await custodyOfTeam(lc, header.teamId);
    if (!header.inFacilityId) throw new AppError('command.inFacilityRequired');
  }
  if (movement.requiresRef) await checkReferences(lc, doc);
}

/** domain.md 2.1: a loan goes to the borrower's team custody facility. */
async function custodyOfTeam(lc: LedgerContext, teamId: string | null): Promise<string | null> {
  if (!teamId) return null;
  const team = await lc.trx
    .selectFrom('mdmTeam')
    .select('custodyFacilityId')
    .where('id', '=', teamId)
    .where('tenantId', '=', lc.tenantId)
    .executeTakeFirst();
  return team?.custodyFacilityId ?? null;
}
