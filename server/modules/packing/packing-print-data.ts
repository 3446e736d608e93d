import { fromScaled } from '../../../src/domain/entity/scaled-number';
import type { Locale } from '../../../src/domain/i18n-text';
import type { AppContext } from '../../context';
import { formatDateTime } from '../../db/datetime';
import { AppError } from '../../http/app-error';
import { dayOf, qty } from '../warehouse/ledger/ledger-context';
import { packageItems } from './package-items';
import './packing-tables';

/** Master-data columns the typed tables leave out. */
type Names = {
  mdmBusinessPartner: { id: string; name: string | null };
  mdmProduct: { spec: string | null };
};

const kg = (value: number | string | null) => (value === null ? '' : fromScaled(qty(value), 'qty'));

/**
 * What a packing task prints (print-fields.ts `packing_list` and `package_label`, domain.md 3.8): the
 * packing list with one row per package content, and one label per package that holds something.
 * Dictionary values print as their text in the caller's language.
 */
export async function packingPrintData(ctx: AppContext, tenantId: number, id: string, locale: Locale) {
  const db = ctx.db.withTables<Names>();
  const task = await db
    .selectFrom('pkgTask as t')
    .innerJoin('wmsFacility as f', 'f.id', 't.facilityId')
    .leftJoin('wmsCommand as c', 'c.id', 't.sourceDocId')
    .leftJoin('mdmBusinessPartner as p', 'p.id', 't.partnerId')
    .select([
      't.code',
      't.shipType',
      't.expressCompany',
      't.expressNo',
      't.contact',
      't.tel',
      't.address',
      't.plannedShipDate',
      't.packageCount',
      't.totalGrossWeight',
      't.totalNetWeight',
      'f.code as facilityCode',
      'f.name as facilityName',
      'c.code as commandCode',
      'p.name as partnerName',
    ])
    .where('t.tenantId', '=', tenantId)
    .where('t.id', '=', id)
    .executeTakeFirst();
  if (!task) throw new AppError('doc.notFound');
  const items = await packageItems(ctx.db, tenantId, id);

  const text = async (dict: string, value: string | null) =>
    value === null
      ? ''
      : ((await ctx.dictionaries.options(dict, locale))?.find((o) => o.value === value)?.text ?? value);
  const printDate = (formatDateTime(ctx.clock.now()) ?? '').slice(0, 10);
  const shipment = {
    taskCode: task.code ?? '',
    commandCode: task.commandCode ?? '',
    partnerName: task.partnerName ?? '',
    contact: task.contact ?? '',
    tel: task.tel ?? '',
    address: task.address ?? '',
    facilityName: `${task.facilityCode} ${task.facilityName}`,
    printDate,
  };
  const packingList = {
    ...shipment,
    code: task.code ?? '',
    shipType: await text('ship_type', task.shipType),
    expressCompany: await text('express_company', task.expressCompany),
    expressNo: task.expressNo ?? '',
    plannedShipDate: dayOf(task.plannedShipDate) ?? '',
    packageCount: task.packageCount,
    totalGrossWeight: kg(task.totalGrossWeight),
    totalNetWeight: kg(task.totalNetWeight),
    items: items.map((item) => ({
      packageNo: item.packageNo,
      productCode: item.productCode,
      productName: item.productName,
      batchNo: item.batchNo ?? '',
      qty: fromScaled(qty(item.qty), 'qty'),
      uom: item.uom,
    })),
  };
  const packages = [...new Map(items.map((item) => [item.packageId, item])).values()];
  const labels = [];
  for (const [index, box] of packages.entries()) {
    labels.push({
      ...shipment,
      packageId: box.packageId,
      packageNo: box.packageNo,
      packageSeq: `${index + 1} / ${packages.length}`,
      packageType: await text('package_type', box.packageType),
      grossWeight: kg(box.grossWeight),
      itemCount: items.filter((item) => item.packageId === box.packageId).length,
      qrPayload: `ISPS1|PKG|${box.packageNo}|${shipment.commandCode}`,
    });
  }
  return { packingList, labels };
}
