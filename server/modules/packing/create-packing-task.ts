import { isPackingSource } from '../../../src/domain/packing/packing-rules';
import { newId } from '../../db/ids';
import { AppError } from '../../http/app-error';
import { newDocumentHeader } from '../warehouse/commands/new-document-header';
import { dayOf, type LedgerContext } from '../warehouse/ledger/ledger-context';
import { activeReservations } from '../warehouse/ledger/reservations';
import './packing-tables';

/** Shipment columns of `wms_command` the ledger's typed table leaves out. */
type CommandShipment = {
  wmsCommand: {
    shipType: string | null;
    expressCompany: string | null;
    expressNo: string | null;
    contact: string | null;
    tel: string | null;
    address: string | null;
  };
};

/**
 * A packing task for one approved outbound command (domain.md 3.8): a line per command line and batch
 * still reserved for it (what the picker brought to, or will bring to, staging), the shipment columns
 * copied from the command. One open task per command.
 */
export async function createPackingTask(
  lc: LedgerContext,
  commandId: string,
): Promise<{ id: string; code: string; lines: number }> {
  const command = await lc.trx
    .withTables<CommandShipment>()
    .selectFrom('wmsCommand')
    .select([
      'id',
      'code',
      'commandType',
      'docStatus',
      'fulfilStatus',
      'outFacilityId',
      'partnerId',
      'plannedDate',
      'shipType',
      'expressCompany',
      'expressNo',
      'contact',
      'tel',
      'address',
    ])
    .where('tenantId', '=', lc.tenantId)
    .where('id', '=', commandId)
    .executeTakeFirst();
  if (!command) throw new AppError('doc.notFound');
  const packable =
    isPackingSource(command.commandType) &&
    command.docStatus === 'approved' &&
    (command.fulfilStatus === 'unexecuted' || command.fulfilStatus === 'executing') &&
    command.outFacilityId !== null;
  if (!packable) throw new AppError('packing.notPackable');
  const open = await lc.trx
    .selectFrom('pkgTask')
    .select('code')
    .where('tenantId', '=', lc.tenantId)
    .where('sourceDocId', '=', command.id)
    .where('docStatus', 'in', ['pending', 'approved'])
    .where('fulfilStatus', 'in', ['unexecuted', 'executing'])
    .executeTakeFirst();
  if (open) throw new AppError('packing.alreadyTasked', { code: open.code ?? '' });

  const byLineAndBatch = new Map<
    string,
    { lineId: string; productId: string; batchId: string; qty: number }
  >();
  for (const reservation of await activeReservations(lc, 'command', command.id)) {
    const key = `${reservation.lineId}|${reservation.batchId}`;
    const line = byLineAndBatch.get(key) ?? { ...reservation, qty: 0 };
    line.qty += reservation.open;
    byLineAndBatch.set(key, line);
  }
  const lines = [...byLineAndBatch.values()].filter((line) => line.qty > 0);
  if (lines.length === 0) throw new AppError('packing.nothingToPack');
  const lineNos = new Map(
    (
      await lc.trx
        .selectFrom('wmsCommandLine')
        .select(['id', 'lineNo'])
        .where('commandId', '=', command.id)
        .execute()
    ).map((row) => [row.id, Number(row.lineNo ?? 0)]),
  );
  lines.sort(
    (a, b) =>
      (lineNos.get(a.lineId) ?? 0) - (lineNos.get(b.lineId) ?? 0) || a.batchId.localeCompare(b.batchId),
  );

  const header = await newDocumentHeader(lc, 'PK');
  const { id, code, tenantId, createBy, createTime } = header;
  const audit = { tenantId, createBy, createTime };
  await lc.trx
    .insertInto('pkgTask')
    .values({
      ...header,
      facilityId: command.outFacilityId as string,
      sourceDocType: command.commandType,
      sourceDocId: command.id,
      sourceDocCode: command.code,
      partnerId: command.partnerId,
      shipType: command.shipType,
      expressCompany: command.expressCompany,
      expressNo: command.expressNo,
      contact: command.contact,
      tel: command.tel,
      address: command.address,
      plannedShipDate: dayOf(command.plannedDate),
      packageCount: 0,
      totalGrossWeight: 0,
      totalNetWeight: 0,
      totalVolume: 0,
    })
    .execute();
  await lc.trx
    .insertInto('pkgTaskLine')
    .values(
      lines.map((line, index) => ({
        ...audit,
        id: newId(),
        taskId: id,
        lineNo: index + 1,
        commandLineId: line.lineId,
        productId: line.productId,
        batchId: line.batchId,
        qty: line.qty,
        packedQty: 0,
      })),
    )
    .execute();
  return { id, code, lines: lines.length };
}
