import { permissionCode } from '../../../../src/domain/entity/define-entity';
import { inspection as inspectionDoc } from '../../../../src/domain/quality/inspection';
import { receipt } from '../../../../src/domain/warehouse/receipt';
import { supplierReturn } from '../../../../src/domain/warehouse/supplier-return';
import { actOnDocument } from '../../../documents/perform-document-action';
import { inspectionEffects } from '../../../modules/quality/inspection-effects';
import { loadInspection } from '../../../modules/quality/load-inspection';
import { followUpKeyPrefix } from '../../../modules/quality/put-away';
import { nextFillValue } from '../../../modules/rules/next-fill-value';
import { actOnCommand } from '../../../modules/warehouse/commands/command-effects';
import { loadCommand } from '../../../modules/warehouse/commands/command-store';
import type { LedgerContext } from '../../../modules/warehouse/ledger/ledger-context';
import { receiptEffects } from '../../../modules/warehouse/receiving/receipt-effects';
import {
  loadSupplierReturn,
  supplierReturnEffects,
} from '../../../modules/warehouse/supplier-return/supplier-return-effects';
import { toDbDateTime } from '../../datetime';
import { newId } from '../../ids';
import { DEMO_PARTNER_IDS } from '../demo-data';
import { demoDocumentAction } from './demo-document-action';
import type { DemoPlaces } from './demo-master-data';
import { recordDemoReadings, seedDemoQualityMasterData } from './demo-quality';
import type { SeededRandom } from './seeded-random';
import { tripsOf } from './split-into-parts';

/** domain.md 6.1: 240 receipts of about 850 lines; 60 failed and 15 conceded inspections. */
const RECEIPTS = 240;
const FAIL_SHARE = 0.15;
const CONCESSION_SHARE = 0.04;
/**
 * The last steps of the demo clock leave work open, as in a working warehouse: follow-ups of the last
 * 30 steps wait for the clerk and the buyer, inspections of the last 15 for the inspector, receipts of
 * the last 5 for posting.
 */
const OPEN_TAIL = 30;
/**
 * How supplier returns are settled, in turn (see settleSupplierReturn): cancelled, waiting for the buyer,
 * approved and waiting for the clerk, closed short, shipped in part, and half of them shipped in full.
 */
const RETURN_ROLLS = [0.5, 0.03, 0.35, 0.6, 0.15, 0.25, 0.8, 0.1, 0.45, 0.9];
/** Steps of the demo clock between a receipt and its inspection, an approval and its follow-ups. */
const LAG = 4;

interface Waiting {
  id: string;
  due: number;
}

/**
 * The receiving and quality part of the demo (domain.md 3.5, 3.7), one working step at a time along the
 * demo clock: receipts of raw materials and consumables from the suppliers, posted by the wh_clerk (a
 * few left pending or cancelled); their inspections recorded by the qc_inspector some steps later
 * (pass, fail with a return to the supplier, a scrap, a rework or a sort, and concessions by the admin in the
 * qc_manager's role); put-aways of accepted lots executed by the clerk; scrap commands of rejected lots
 * approved and posted by the admin; supplier returns approved by the buyer, shipped by the clerk,
 * acknowledged in the portal by the supplier, some shipped in part, closed short or cancelled. The
 * recent documents of every kind stay open, as in a working warehouse.
 */
export async function startDemoReceiving(
  base: LedgerContext,
  places: DemoPlaces,
  rnd: SeededRandom,
  steps: number,
): Promise<(lc: LedgerContext) => Promise<void>> {
  const materials = await base.trx
    .selectFrom('mdmProduct')
    .select(['id', 'name', 'inspectionMode'])
    .where('id', 'in', places.materials)
    .where('tracking', '!=', 'serial')
    .orderBy('code')
    .execute();
  const [sampled, full] = materials.filter((m) => m.inspectionMode === 'sampling').map((m) => m.id);
  if (!sampled || !full) throw new Error('the demo master data has no materials to inspect');
  await base.trx.updateTable('mdmProduct').set({ inspectionMode: 'full' }).where('id', '=', full).execute();
  await seedDemoQualityMasterData(
    base,
    materials.filter((m) => m.inspectionMode === 'sampling' || m.id === full),
  );
  const products = materials.map((m) => m.id);
  const portalSupplier = places.suppliers.includes(DEMO_PARTNER_IDS.supplierA)
    ? DEMO_PARTNER_IDS.supplierA
    : (places.suppliers[0] as string);

  const qualityCostCenter = places.costCenters[5] as string;
  let step = 0;
  let receipts = 0;
  const inspections: Waiting[] = [];
  const putAways: Waiting[] = [];
  const scraps: Waiting[] = [];
  const returns: Waiting[] = [];
  let settled = 0;
  let failures = 0;
  /** The last steps leave their documents open: what a new user finds on the worklists. */
  const take = (queue: Waiting[], tail: number) => {
    const settled = (w: Waiting) => w.due <= step && step < steps - tail;
    const ready = queue.filter(settled);
    queue.splice(0, queue.length, ...queue.filter((w) => !settled(w)));
    return ready.map((w) => w.id);
  };

  return async (lc) => {
    step += 1;
    const clerk = { ...lc, username: 'wh_clerk' };
    const inspector = { ...lc, username: 'qc_inspector' };
    const buyer = { ...lc, username: 'buyer' };
    if (receipts < RECEIPTS && rnd.next() < (RECEIPTS - receipts) / (steps - step + 1)) {
      receipts += 1;
      const facility = rnd.chance(0.3) ? places.factory : places.central;
      const supplier = rnd.chance(0.3) ? portalSupplier : rnd.pick(places.suppliers);
      const chosen = new Set(Array.from({ length: rnd.int(2, 5) }, () => rnd.pick(products)));
      const id = await addReceipt(
        clerk,
        supplier,
        facility.id,
        [...chosen].map((productId) => [productId, rnd.int(20, 480) * 1000]),
      );
      const call = { id, version: 0, permissions: new Set<string>() };
      if (receipts % 80 === 40) {
        await actOnDocument(clerk, receipt, receiptEffects, 'cancel', call, {
          remark: '供应商送错货,整单拒收',
        });
      } else if (step < steps - OPEN_TAIL / 6) {
        const { result } = await actOnDocument(clerk, receipt, receiptEffects, 'approve', call);
        for (const inspectionId of (result.inspectionIds as string[] | undefined) ?? [])
          inspections.push({ id: inspectionId, due: step + rnd.int(1, LAG) });
      }
    }

    for (const id of take(inspections, OPEN_TAIL / 2)) {
      const inspection = await loadInspection(inspector, id);
      const roll = rnd.next();
      const lot = inspection.lotQty;
      const result: Record<string, string | number> =
        roll < FAIL_SHARE
          ? failure(rnd, lot, failures++)
          : roll < FAIL_SHARE + CONCESSION_SHARE
            ? { result: 'concession', defectQty: Math.min(lot, 2000), defectDesc: '轻微色差,不影响使用' }
            : { result: 'pass', defectQty: 0 };
      await inspector.trx.updateTable('qmsInspection').set(result).where('id', '=', id).execute();
      await recordDemoReadings(inspector, rnd, id, {
        result: String(result.result),
        defectType: result.defectType === undefined ? undefined : String(result.defectType),
      });
      // A concession is the qc_manager's (domain.md 3.7); the demo's admin holds that role.
      const approver = result.result === 'concession' ? { ...lc, username: 'admin' } : inspector;
      const concession = result.result === 'concession' ? [permissionCode(inspectionDoc, 'concession')] : [];
      await actOnDocument(approver, inspectionDoc, inspectionEffects, 'approve', {
        id,
        version: inspection.version,
        permissions: new Set(concession),
      });
      const followUps = await lc.trx
        .selectFrom('wmsCommand')
        .select(['id', 'commandType'])
        .where('sourceKey', 'like', `${followUpKeyPrefix(id)}%`)
        .execute();
      for (const command of followUps) {
        const queue = command.commandType === 'scrap' ? scraps : putAways;
        queue.push({ id: command.id, due: step + rnd.int(1, LAG) });
      }
      const rejected = await lc.trx
        .selectFrom('wmsSupplierReturn')
        .select('id')
        .where('inspectionId', '=', id)
        .execute();
      for (const r of rejected) returns.push({ id: r.id, due: step + rnd.int(1, LAG) });
    }

    for (const id of take(putAways, OPEN_TAIL)) {
      // A lot goes to its storage place in two or three trips (each its own posting).
      const doc = await loadCommand(clerk, id);
      const trips = tripsOf(
        doc.lines.map((line) => ({ lineId: line.id, qty: line.qty })),
        rnd.int(2, 3),
      );
      for (const trip of trips) {
        await actOnCommand(clerk, id, 'outbound', { outLines: trip });
      }
    }
    for (const id of take(scraps, OPEN_TAIL)) {
      const admin = { ...lc, username: 'admin' };
      // The manager names the cost center on the pending scrap command (its form), then approves it.
      await lc.trx
        .updateTable('wmsCommand')
        .set({ costCenterId: qualityCostCenter })
        .where('id', '=', id)
        .execute();
      await actOnCommand(admin, id, 'approve');
      const doc = await loadCommand(admin, id);
      await actOnCommand(admin, id, 'outbound', {
        outLines: doc.lines.map((line) => ({ lineId: line.id, qty: line.qty })),
      });
    }
    for (const id of take(returns, OPEN_TAIL)) {
      // The outcomes in turn, so that every state of a return is there whatever the number of returns.
      await settleSupplierReturn(clerk, buyer, id, RETURN_ROLLS[settled++ % RETURN_ROLLS.length]!);
    }
  };
}

const DISPOSITIONS = ['return_to_supplier', 'sort', 'scrap', 'return_to_supplier', 'rework'];

/** A failed lot: rejected whole or in part; returned to the supplier, sorted, scrapped or reworked. */
function failure(rnd: SeededRandom, lot: number, index: number): Record<string, string | number> {
  // Dispositions in turn, two in five returns, so that every disposition and return state appears.
  const disposition = DISPOSITIONS[index % DISPOSITIONS.length]!;
  // A scrapped lot is rejected whole (a partly failed lot would also make a put-away).
  const partly = disposition !== 'scrap' && lot >= 20_000 && rnd.chance(0.6);
  const rejected = partly ? Math.floor(lot / 10_000) * 1000 : lot;
  const [defectType, defectDesc] = rnd.pick([
    ['dimension', '外径超差 0.05mm / outer diameter 0.05 mm over tolerance'],
    ['appearance', '表面划伤 / surface scratches'],
    ['function', '耐压测试泄漏 / leak in the pressure test'],
  ] as const);
  return {
    result: 'fail',
    qualifiedQty: lot - rejected,
    unqualifiedQty: rejected,
    defectQty: Math.min(rejected, 5000),
    disposition,
    defectType,
    defectDesc,
  };
}

/**
 * A supplier return of rejected stock, settled as returns are: mostly approved by the buyer and shipped
 * by the clerk in full, some acknowledged by the portal supplier first, some shipped in part, some closed
 * short after a partial shipment, some cancelled (the supplier credits the lot), some still waiting for
 * the buyer or, approved, for the clerk; `roll`, in [0, 1), decides which.
 */
async function settleSupplierReturn(
  clerk: LedgerContext,
  buyer: LedgerContext,
  id: string,
  roll: number,
): Promise<void> {
  if (roll < 0.07) {
    await demoDocumentAction(buyer, supplierReturn, supplierReturnEffects, id, 'cancel', {
      remark: '供应商同意折价,不退货',
    });
    return;
  }
  if (roll < 0.12) return;
  await demoDocumentAction(buyer, supplierReturn, supplierReturnEffects, id, 'approve');
  if (roll < 0.2) return;
  const supplier = await clerk.trx
    .selectFrom('wmsSupplierReturn')
    .select('partnerId')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  if (supplier.partnerId === DEMO_PARTNER_IDS.supplierA) {
    await demoDocumentAction(
      { ...clerk, username: 'supplier_a' },
      supplierReturn,
      supplierReturnEffects,
      id,
      'acknowledge',
    );
  }
  const share = roll < 0.4 ? 0.5 : 1;
  const doc = await loadSupplierReturn(clerk, id);
  const outLines = doc.lines.map((line) => ({
    lineId: line.id,
    qty: Math.max(1000, Math.floor((line.qty * share) / 1000) * 1000),
  }));
  await demoDocumentAction(clerk, supplierReturn, supplierReturnEffects, id, 'outbound', { outLines });
  if (roll < 0.3) {
    const shipped = await loadSupplierReturn(clerk, id);
    if (shipped.header.fulfilStatus === 'executing')
      await demoDocumentAction(buyer, supplierReturn, supplierReturnEffects, id, 'forceFinish', {
        remark: '余量供应商现场处理',
      });
  }
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
