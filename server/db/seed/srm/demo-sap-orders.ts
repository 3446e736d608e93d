import { fromScaled } from '../../../../src/domain/entity/scaled-number';
import { type EtlRun, type PublishResult, publishOrder } from '../../../integrations/sap/etl-publish';
import { stageOrder } from '../../../integrations/sap/etl-stage';
import { parseOrders05 } from '../../../integrations/sap/idoc-orders05';
import { dayOf, type LedgerContext } from '../../../modules/warehouse/ledger/ledger-context';
import { dateTimeMillis } from '../../datetime';
import { stableId } from '../../ids';
import type { DemoPlaces } from '../warehouse/demo-master-data';

/** One demo purchase order as SAP sends it (scaled quantities and prices, ISO dates). */
export interface DemoSapOrder {
  sapPoNo: string;
  /** BSART: NB standard, FO a framework (service) order. */
  poType: 'NB' | 'FO';
  purchGroup: string;
  /** The supplier's vendor number (LIFNR): the demo partner's code. */
  supplierCode: string;
  poDate: string;
  items: DemoSapItem[];
}

export interface DemoSapItem {
  lineNo: number;
  materialCode: string;
  shortText: string;
  qty: number;
  uom: string;
  netPrice: number;
  /** LGORT of plant 1000: the ship-to facility's `sap_storage_location`; null sends no plant (the item keeps its facility). */
  storageLocation: string | null;
  deliveryDate: string;
  /** LOEKZ = L: the item is deleted in SAP. */
  deleted?: boolean;
}

const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const sapDay = (isoDay: string) => isoDay.slice(0, 10).replace(/-/g, '');

/**
 * The IDoc ORDERS05 of a demo order (the segments docs/integrations.md maps): the demo's purchase orders
 * reach the database as the ETL job reads them from SAP, through the same parser, staging and publishing.
 */
export function demoOrders05(order: DemoSapOrder, idocNo: string): string {
  const items = order.items
    .map(
      (item) =>
        `<E1EDP01><POSEX>${String(item.lineNo).padStart(5, '0')}</POSEX><ACTION>${item.deleted ? '003' : '001'}</ACTION>` +
        `<MENGE>${fromScaled(item.qty, 'qty')}</MENGE><MENEE>${xml(item.uom)}</MENEE>` +
        `<VPREI>${fromScaled(item.netPrice, 'price')}</VPREI><PEINH>1</PEINH><MWSKZ>J1</MWSKZ>` +
        (item.storageLocation === null
          ? ''
          : `<WERKS>1000</WERKS><LGORT>${xml(item.storageLocation)}</LGORT>`) +
        `<E1EDP20><WMENG>${fromScaled(item.qty, 'qty')}</WMENG><EDATU>${sapDay(item.deliveryDate)}</EDATU></E1EDP20>` +
        `<E1EDP19><QUALF>001</QUALF><IDTNR>${xml(item.materialCode)}</IDTNR><KTEXT>${xml(item.shortText.slice(0, 40))}</KTEXT></E1EDP19>` +
        `${item.deleted ? '<Z1EDP01><LOEKZ>L</LOEKZ></Z1EDP01>' : ''}</E1EDP01>`,
    )
    .join('');
  return (
    `<?xml version="1.0" encoding="UTF-8"?><ORDERS05><IDOC BEGIN="1">` +
    `<EDI_DC40><DOCNUM>${idocNo}</DOCNUM><IDOCTYP>ORDERS05</IDOCTYP><MESTYP>ORDERS</MESTYP><SNDPRN>ECCCLNT800</SNDPRN><RCVPRN>ISPS</RCVPRN></EDI_DC40>` +
    `<E1EDK01><ACTION>000</ACTION><CURCY>CNY</CURCY><BSART>${order.poType}</BSART><BELNR>${order.sapPoNo}</BELNR></E1EDK01>` +
    `<E1EDK14><QUALF>011</QUALF><ORGID>1000</ORGID></E1EDK14><E1EDK14><QUALF>014</QUALF><ORGID>1000</ORGID></E1EDK14>` +
    `<E1EDK14><QUALF>009</QUALF><ORGID>${order.purchGroup}</ORGID></E1EDK14>` +
    `<E1EDK03><IDDAT>012</IDDAT><DATUM>${sapDay(order.poDate)}</DATUM></E1EDK03>` +
    `<E1EDKA1><PARVW>LF</PARVW><PARTN>${xml(order.supplierCode)}</PARTN></E1EDKA1>` +
    `${items}</IDOC></ORDERS05>`
  );
}

/**
 * One SAP import of a demo order at `lc.now` (the ETL job's publishing, domain.md 3.6): the IDoc is parsed,
 * staged with its content hashes into `srm_etl_po_*` and published (a new pending order, a revision of a
 * released one, or a staging row in error). `run` names the demo file it came in.
 */
export async function importDemoOrder(
  lc: LedgerContext,
  order: DemoSapOrder,
  file: string,
): Promise<PublishResult> {
  const idocNo = String(
    BigInt(`0x${stableId('demoIdoc', `${order.sapPoNo}:${file}`).slice(0, 12)}`),
  ).padStart(16, '0');
  const [staged] = parseOrders05(demoOrders05(order, idocNo)).map(stageOrder);
  if (!staged) throw new Error(`demo IDoc of ${order.sapPoNo} has no order`);
  const run: EtlRun = {
    batchId: stableId('demoEtlBatch', file),
    sourceName: `inbox/sap/${file}`,
    buyer: 'buyer',
  };
  // The notices are stored with the rows; nothing is pushed to sessions while seeding.
  return publishOrder({ ...lc, username: 'sap_etl' }, run, staged, []);
}

/** The SAP storage location (plant 1000) of each ship-to facility of the demo orders, by facility id. */
export async function demoStorageLocations(
  lc: LedgerContext,
  places: Pick<DemoPlaces, 'central' | 'regional' | 'factory'>,
): Promise<Map<string, string>> {
  const ids = [places.central.id, places.regional.id, places.factory.id];
  const rows = await lc.trx
    .withTables<{ wmsFacility: { id: string; sapStorageLocation: string | null } }>()
    .selectFrom('wmsFacility')
    .select(['id', 'sapStorageLocation'])
    .where('id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row.sapStorageLocation]));
  return new Map(
    ids.map((id) => {
      const location = byId.get(id);
      if (!location) throw new Error(`demo facility ${id} has no SAP storage location`);
      return [id, location];
    }),
  );
}

/** The vendor numbers SAP sends for the demo suppliers: their partner codes, by partner id. */
export async function demoPartnerCodes(
  lc: LedgerContext,
  ids: readonly string[],
): Promise<Map<string, string>> {
  const rows = await lc.trx
    .withTables<{ mdmBusinessPartner: { id: string; code: string } }>()
    .selectFrom('mdmBusinessPartner')
    .select(['id', 'code'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((row) => [row.id, row.code]));
}

const DAY = 86_400_000;
/** domain.md 6.1: 20 changed re-imports, 5 of them refused. */
const CHANGED = 15;
const REFUSED = 5;

/** A published demo order as SAP holds it now (its items as the ETL last published them). */
async function currentSapOrder(lc: LedgerContext, id: string): Promise<DemoSapOrder> {
  const db = lc.trx.withTables<{
    mdmBusinessPartner: { id: string; code: string };
    wmsFacility: { id: string; sapStorageLocation: string | null };
  }>();
  const header = await db
    .selectFrom('srmPurchaseOrder as o')
    .innerJoin('mdmBusinessPartner as p', 'p.id', 'o.partnerId')
    .select(['o.code', 'o.poType', 'o.purchGroup', 'o.poDate', 'p.code as supplierCode'])
    .where('o.id', '=', id)
    .executeTakeFirstOrThrow();
  const items = await db
    .selectFrom('srmPurchaseOrderItem as i')
    .innerJoin('mdmProduct as m', 'm.id', 'i.productId')
    .leftJoin('wmsFacility as f', 'f.id', 'i.facilityId')
    .select([
      'i.lineNo',
      'm.code',
      'm.name',
      'i.description',
      'i.qty',
      'i.uom',
      'i.netPrice',
      'i.deliveryDate',
      'i.storageLocation',
      'f.sapStorageLocation',
    ])
    .where('i.purchaseOrderId', '=', id)
    .orderBy('i.lineNo')
    .execute();
  return {
    sapPoNo: header.code ?? '',
    poType: header.poType === 'service' ? 'FO' : 'NB',
    purchGroup: header.purchGroup ?? '001',
    supplierCode: header.supplierCode,
    poDate: dayOf(header.poDate),
    items: items.map((item) => ({
      lineNo: item.lineNo ?? 0,
      materialCode: item.code,
      shortText: item.description ?? item.name,
      qty: Number(item.qty),
      uom: item.uom ?? 'PCS',
      netPrice: Number(item.netPrice ?? 0),
      storageLocation: item.storageLocation ?? item.sapStorageLocation ?? null,
      deliveryDate: dayOf(item.deliveryDate),
    })),
  };
}

/**
 * SAP's later changes to released demo orders (domain.md 3.6, 6.1), imported over the last weeks: 15
 * orders with nothing under way re-imported with a larger quantity and a later date on one item
 * (published: a revision, the supplier asked to confirm again), and 5 orders re-imported with an item
 * deleted while a delivery note of it is in transit (refused: the staging rows stay `error`, the buyer
 * is told). The ETL page shows the 220 staging headers, the changes and the errors.
 */
export async function seedDemoSapChanges(base: LedgerContext): Promise<void> {
  const quiet = await base.trx
    .selectFrom('srmPurchaseOrder as o')
    .select(['o.id', 'o.approveTime'])
    .where('o.tenantId', '=', base.tenantId)
    .where('o.docStatus', '=', 'approved')
    .where('o.fulfilStatus', '=', 'unexecuted')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('srmPurchaseOrderItem as i')
            .select('i.id')
            .whereRef('i.purchaseOrderId', '=', 'o.id')
            .where((w) =>
              w.or([w('i.inTransitQty', '>', 0), w('i.receivedQty', '>', 0), w('i.plannedQty', '>', 0)]),
            ),
        ),
      ),
    )
    .orderBy('o.code')
    .execute();
  const moving = await base.trx
    .selectFrom('srmPurchaseOrderItem as i')
    .innerJoin('srmPurchaseOrder as o', 'o.id', 'i.purchaseOrderId')
    .select(['o.id', 'i.lineNo'])
    .where('i.tenantId', '=', base.tenantId)
    .where('o.docStatus', '=', 'approved')
    .where('i.inTransitQty', '>', 0)
    .orderBy('o.code')
    .orderBy('i.lineNo')
    .execute();
  const refused = [...new Map(moving.map((row) => [row.id, row.lineNo ?? 0])).entries()].slice(-REFUSED);
  const step = Math.max(1, Math.floor(quiet.length / CHANGED));
  const changed = quiet.filter((_, index) => index % step === 0).slice(0, CHANGED);
  if (changed.length < CHANGED || refused.length < REFUSED)
    throw new Error('the demo has too few released orders for its SAP changes');
  for (const [n, order] of changed.entries()) {
    // Spread over the weeks before the seed date, after the order's release.
    const released = dateTimeMillis(order.approveTime) ?? 0;
    const at = Math.max(base.now - (80 - 4 * n) * DAY, released + DAY);
    const sap = await currentSapOrder(base, order.id);
    const [first, ...rest] = sap.items;
    if (!first) continue;
    const later = new Date(Date.parse(`${first.deliveryDate}T00:00:00Z`) + 7 * DAY)
      .toISOString()
      .slice(0, 10);
    await importDemoOrder(
      { ...base, now: at },
      { ...sap, items: [{ ...first, qty: first.qty + 10_000, deliveryDate: later }, ...rest] },
      `ORDERS05_change_${sap.sapPoNo}.xml`,
    );
  }
  for (const [n, [id, lineNo]] of refused.entries()) {
    const sap = await currentSapOrder(base, id);
    await importDemoOrder(
      { ...base, now: base.now - (12 - 2 * n) * DAY },
      {
        ...sap,
        items: sap.items.map((item) => (item.lineNo === lineNo ? { ...item, deleted: true } : item)),
      },
      `ORDERS05_delete_${sap.sapPoNo}.xml`,
    );
  }
}
