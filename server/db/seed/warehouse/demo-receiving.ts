import { approveInspection } from '../../../modules/quality/approve-inspection';
import { loadInspection } from '../../../modules/quality/load-inspection';
import { nextFillValue } from '../../../modules/rules/next-fill-value';
import type { LedgerContext } from '../../../modules/warehouse/ledger/ledger-context';
import { approveReceipt, loadReceipt } from '../../../modules/warehouse/receiving/approve-receipt';
import {
  approveSupplierReturn,
  loadSupplierReturn,
  outboundSupplierReturn,
} from '../../../modules/warehouse/supplier-return/supplier-return-actions';
import { toDbDateTime } from '../../datetime';
import { newId } from '../../ids';
import { DEMO_PARTNER_IDS } from '../demo-data';
import type { DemoPlaces } from './demo-master-data';

const master = (lc: LedgerContext) => ({
  tenantId: lc.tenantId,
  status: '1',
  delFlag: 0,
  version: 0,
  createBy: lc.username,
  createTime: toDbDateTime(lc.now),
});

/**
 * Receiving and quality demo (domain.md 3.5, 3.7) for a new user to look at: two materials that need
 * inspection with their standards and sampling plans, receipts from supplier S001 (one pending, the rest
 * posted), inspections pending, passed and failed, and returns of the failed stock, one shipped in part.
 * Everything goes through the real document functions, by the roles of domain.md 4.3.
 */
export async function seedDemoReceiving(base: LedgerContext, places: DemoPlaces): Promise<void> {
  const clerk = { ...base, username: 'wh_clerk' };
  const inspector = { ...base, username: 'qc_inspector' };
  const buyer = { ...base, username: 'buyer' };
  const [sampled, full, exempt] = (
    await base.trx
      .selectFrom('mdmProduct')
      .select('id')
      .where('id', 'in', places.materials)
      .where('tracking', '!=', 'serial')
      .orderBy('code')
      .limit(3)
      .execute()
  ).map((row) => row.id);
  if (!sampled || !full || !exempt) return;
  await base.trx
    .updateTable('mdmProduct')
    .set({ inspectionMode: 'sampling' })
    .where('id', '=', sampled)
    .execute();
  await base.trx.updateTable('mdmProduct').set({ inspectionMode: 'full' }).where('id', '=', full).execute();
  await seedQualityMasterData(base, sampled);
  const supplier = places.suppliers.includes(DEMO_PARTNER_IDS.supplierA)
    ? DEMO_PARTNER_IDS.supplierA
    : (places.suppliers[0] as string);

  const receive = async (lines: [string, number][], post = true) => {
    const id = await addReceipt(clerk, supplier, places.central.id, lines);
    return post ? ((await approveReceipt(clerk, await loadReceipt(clerk, id), 0)).inspectionIds ?? []) : [];
  };
  const inspect = async (inspectionId: string, record: Record<string, string | number>) => {
    await inspector.trx.updateTable('qmsInspection').set(record).where('id', '=', inspectionId).execute();
    // The demo inspects passes and fails only: a concession would be the qc_manager's (domain.md 3.7).
    await approveInspection(inspector, await loadInspection(inspector, inspectionId), 0, {
      mayConcede: false,
    });
  };

  await receive(
    [
      [sampled, 300_000],
      [exempt, 80_000],
    ],
    false,
  );
  await receive([
    [sampled, 200_000],
    [exempt, 50_000],
  ]);
  const [passed] = await receive([[full, 40_000]]);
  await inspect(passed!, { result: 'pass', defectQty: 0 });
  const [partlyFailed] = await receive([[sampled, 120_000]]);
  await inspect(partlyFailed!, {
    result: 'fail',
    qualifiedQty: 100_000,
    unqualifiedQty: 20_000,
    defectQty: 4_000,
    disposition: 'return_to_supplier',
    defectType: 'dimension',
    defectDesc: '外径超差 0.05mm / outer diameter 0.05 mm over tolerance',
  });
  const [failed] = await receive([[full, 30_000]]);
  await inspect(failed!, {
    result: 'fail',
    disposition: 'return_to_supplier',
    defectType: 'appearance',
    defectDesc: '表面划伤 / surface scratches',
  });

  const shipped = await buyer.trx
    .selectFrom('wmsSupplierReturn')
    .select('id')
    .where('inspectionId', '=', partlyFailed!)
    .executeTakeFirstOrThrow();
  await approveSupplierReturn(buyer, await loadSupplierReturn(buyer, shipped.id), 0);
  const doc = await loadSupplierReturn(clerk, shipped.id);
  await outboundSupplierReturn(clerk, doc, doc.header.version, [{ lineId: doc.lines[0]!.id, qty: 12_000 }]);
}

/** A pending receipt of the given lines (product, scaled quantity), numbered by its fill rule. */
async function addReceipt(
  lc: LedgerContext,
  partnerId: string,
  facilityId: string,
  lines: [string, number][],
): Promise<string> {
  const id = newId();
  const createTime = toDbDateTime(lc.now);
  await lc.trx
    .insertInto('wmsReceipt')
    .values({
      id,
      tenantId: lc.tenantId,
      code: (await nextFillValue(lc.trx, 'RC', lc.tenantId, lc.now)) ?? id,
      docStatus: 'pending',
      fulfilStatus: 'unexecuted',
      version: 0,
      partnerId,
      facilityId,
      createBy: lc.username,
      createTime,
    })
    .execute();
  await lc.trx
    .insertInto('wmsReceiptLine')
    .values(
      lines.map(([productId, receivedQty], index) => ({
        id: newId(),
        tenantId: lc.tenantId,
        receiptId: id,
        lineNo: index + 1,
        productId,
        receivedQty,
        overQty: 0,
        acceptedQty: 0,
        rejectedQty: 0,
        returnedQty: 0,
        settledQty: 0,
        supplierBatchNo: `SB${String(index + 1).padStart(3, '0')}`,
        createBy: lc.username,
        createTime,
      })),
    )
    .execute();
  return id;
}

/** Single sampling plans by lot size and the incoming standards of the sampled material. */
async function seedQualityMasterData(lc: LedgerContext, productId: string): Promise<void> {
  await lc.trx
    .insertInto('qmsSamplingPlan')
    .values(
      (
        [
          ['SP-II-1', 2_000, 50_000, 8_000, 1, 2],
          ['SP-II-2', 51_000, 150_000, 20_000, 1, 2],
          ['SP-II-3', 151_000, 500_000, 50_000, 3, 4],
        ] as const
      ).map(([code, lotFrom, lotTo, sampleSize, acceptCount, rejectCount]) => ({
        ...master(lc),
        id: newId(),
        code,
        inspectionLevel: 'II',
        aql: 100,
        lotFrom,
        lotTo,
        sampleSize,
        acceptCount,
        rejectCount,
      })),
    )
    .execute();
  await lc.trx
    .insertInto('qmsInspectionStandard')
    .values(
      (
        [
          [1, '外径 / Outer diameter', '卡尺 / Caliper', '12.00', 11_950_000, 12_050_000, 'mm', 1],
          [2, '外观 / Appearance', '目视 / Visual', '无划伤 / no scratches', null, null, null, 0],
        ] as const
      ).map(([itemNo, characteristic, method, standardValue, lowerLimit, upperLimit, unit, isKey]) => ({
        ...master(lc),
        id: newId(),
        productId,
        inspectionType: 'incoming',
        itemNo,
        characteristic,
        method,
        standardValue,
        lowerLimit,
        upperLimit,
        unit,
        isKey,
      })),
    )
    .execute();
}
