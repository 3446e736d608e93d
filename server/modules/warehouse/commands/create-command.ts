import { commandKind, lineDirection } from '../../../../src/domain/warehouse/command-kinds';
import type { CommandType, Direction } from '../../../../src/domain/warehouse/movement-types';
import { newId } from '../../../db/ids';
import type { LedgerContext } from '../ledger/ledger-context';
import { newDocumentHeader } from './new-document-header';

export interface NewCommandLine {
  productId: string;
  /** Scaled (qty x 1000). */
  qty: number;
  direction?: Direction | null;
  batchId?: string | null;
  outPositionId?: string | null;
  inPositionId?: string | null;
  refLineId?: string | null;
  defectSerialNo?: string | null;
  unitPrice?: number | null;
}

export interface NewCommand {
  commandType: CommandType;
  movementTypeCode?: string;
  outFacilityId?: string | null;
  inFacilityId?: string | null;
  productStoreId?: string | null;
  partnerId?: string | null;
  teamId?: string | null;
  costCenterId?: string | null;
  equipmentId?: string | null;
  refCommandId?: string | null;
  fsmCode?: string | null;
  fsmActivityId?: string | null;
  eccSaleOrderId?: string | null;
  eshopSaleOrderId?: string | null;
  /** The sales order (oms_sales_order) a sales delivery ships. */
  salesOrderId?: string | null;
  plannedDate?: string | null;
  remark?: string | null;
  sourceSystem?: string;
  sourceKey?: string | null;
  lines: readonly NewCommandLine[];
}

/**
 * Creates a pending command with its lines, numbered by the type's fill rule (domain.md 0.4), for the
 * callers that are not a user's form: other documents, FSM requests, jobs, the demo and the benches.
 * Line directions are derived exactly as for a form (command-kinds.ts).
 */
export async function createCommand(
  lc: LedgerContext,
  input: NewCommand,
): Promise<{ id: string; code: string }> {
  const kind = commandKind(input.commandType);
  const movementTypeCode = input.movementTypeCode ?? kind.defaultMovement;
  const header = await newDocumentHeader(lc, kind.prefix);
  const { id, code, createTime } = header;
  await lc.trx
    .insertInto('wmsCommand')
    .values({
      ...header,
      commandType: input.commandType,
      movementTypeCode,
      outFacilityId: input.outFacilityId ?? null,
      inFacilityId: input.inFacilityId ?? null,
      productStoreId: input.productStoreId ?? null,
      partnerId: input.partnerId ?? null,
      teamId: input.teamId ?? null,
      costCenterId: input.costCenterId ?? null,
      equipmentId: input.equipmentId ?? null,
      refCommandId: input.refCommandId ?? null,
      fsmCode: input.fsmCode ?? null,
      fsmActivityId: input.fsmActivityId ?? null,
      eccSaleOrderId: input.eccSaleOrderId ?? null,
      eshopSaleOrderId: input.eshopSaleOrderId ?? null,
      salesOrderId: input.salesOrderId ?? null,
      plannedDate: input.plannedDate ?? null,
      remark: input.remark ?? null,
      sourceSystem: input.sourceSystem ?? 'manual',
      sourceKey: input.sourceKey ?? null,
    })
    .execute();
  if (input.lines.length > 0) {
    await lc.trx
      .insertInto('wmsCommandLine')
      .values(
        input.lines.map((line, index) => ({
          id: newId(),
          tenantId: lc.tenantId,
          commandId: id,
          lineNo: index + 1,
          productId: line.productId,
          direction: lineDirection(input.commandType, movementTypeCode, line.direction),
          batchId: line.batchId ?? null,
          outPositionId: line.outPositionId ?? null,
          inPositionId: line.inPositionId ?? null,
          qty: line.qty,
          deliveryQty: 0,
          stockInQty: 0,
          closedQty: 0,
          lostQty: 0,
          returnedQty: 0,
          consumedQty: 0,
          billedQty: 0,
          shortageQty: 0,
          refLineId: line.refLineId ?? null,
          defectSerialNo: line.defectSerialNo ?? null,
          unitPrice: line.unitPrice ?? null,
          createBy: lc.username,
          createTime,
        })),
      )
      .execute();
  }
  return { id, code };
}
