import { SCALE } from '../../../src/domain/entity/field';
import { scaled, sha256 } from './etl-stage';
import {
  flag,
  IdocFormatError,
  idocParser,
  idocsOf,
  required,
  type Segment,
  sapDate,
  segments,
  text,
} from './idoc-orders05';

/**
 * One SAP production order read from an IDoc LOIPRO01 (docs/integrations.md "Production orders"):
 * quantities scaled (qty x 1000), dates `YYYY-MM-DD`, with the hash of its content so an order sent again
 * unchanged is recognised.
 */
export interface SapProductionOrder {
  /** E1AFKOL-AUFNR: the order number, the production order's `code`. */
  aufnr: string;
  /** E1AFKOL-AUART: the order type (PP01 ...), mapped by `productionOrderTypeOf`. */
  orderType: string | null;
  /** E1AFKOL-MATNR: the finished product. */
  material: string;
  /** E1AFKOL-GAMNG: the planned quantity, scaled. */
  plannedQty: number;
  uom: string | null;
  /** E1AFKOL-WERKS and E1AFPOL-LGORT: the plant and the finished goods' storage location. */
  plant: string;
  storageLocation: string | null;
  /** E1AFKOL-STLAL: the BOM alternative, the order's `bom_version`. */
  bomVersion: string | null;
  plannedStart: string | null;
  plannedEnd: string | null;
  /** The first operation's work center (E1AFFLL / E1AFVOL-ARBPL). */
  workCenter: string | null;
  /** E1JSTKL-STAT: the system statuses SAP sent (I0001 created, I0002 released, I0076 deletion flag ...). */
  statuses: string[];
  components: SapProductionComponent[];
  contentHash: string;
}

export interface SapProductionComponent {
  /** E1RESBL-POSNR. */
  itemNo: string;
  material: string;
  /** E1RESBL-BDMNG: the required quantity, scaled. */
  requiredQty: number;
  uom: string | null;
  /** E1RESBL-LGORT: where it is staged for the order (the line side's storage location). */
  storageLocation: string | null;
  /** E1RESBL-RGEKZ `X`: consumed by backflush. */
  backflush: boolean;
}

/** SAP system status of a production order flagged for deletion. */
export const SAP_DELETION_STATUS = 'I0076';

const REPEATING = new Set(['IDOC', 'E1AFKOL', 'E1AFPOL', 'E1AFFLL', 'E1AFVOL', 'E1RESBL', 'E1JSTKL']);

const parser = idocParser(REPEATING);

const scaledQty = (value: string, where: string) => scaled(value, SCALE.qty, where);

/**
 * Reads an IDoc LOIPRO01 XML document (one or several `IDOC`, each with one or more `E1AFKOL` orders).
 * Anything not well-formed or missing what an order needs throws IdocFormatError: the document is
 * imported whole or not at all.
 */
export function parseLoipro(xml: string): SapProductionOrder[] {
  const idocs = idocsOf(xml, parser, ['LOIPRO01', 'LOIPRO']);
  const orders = idocs.flatMap((idoc, index) => {
    const type = text(idoc.EDI_DC40 as Segment | undefined, 'IDOCTYP');
    if (type !== null && !/^LOIPRO0\d$/.test(type))
      throw new IdocFormatError(`IDOC ${index + 1}: IDoc type ${type} is not LOIPRO01`);
    const headers = segments(idoc, 'E1AFKOL');
    if (headers.length === 0) throw new IdocFormatError(`IDOC ${index + 1}: segment E1AFKOL is missing`);
    return headers.map((k, i) => readOrder(k, `IDOC ${index + 1} order ${i + 1}`));
  });
  const seen = new Set<string>();
  for (const order of orders) {
    if (seen.has(order.aufnr)) throw new IdocFormatError(`order ${order.aufnr} is given twice`);
    seen.add(order.aufnr);
  }
  return orders;
}

function readOrder(k: Segment, where: string): SapProductionOrder {
  const aufnr = required(text(k, 'AUFNR'), `${where}: E1AFKOL-AUFNR`).replace(/^0+(?=.)/, '');
  if (aufnr.length > 32) throw new IdocFormatError(`${where}: order number ${aufnr} is longer than 32`);
  const here = `order ${aufnr}`;
  const item = segments(k, 'E1AFPOL')[0];
  const operations = segments(k, 'E1AFFLL').flatMap((sequence) => segments(sequence, 'E1AFVOL'));
  const reservations = [...segments(k, 'E1RESBL'), ...operations.flatMap((op) => segments(op, 'E1RESBL'))];
  const components = reservations
    // XLOEK: the reservation item is deleted; a dummy (DUMPS) or phantom is not staged.
    .filter((r) => !flag(text(r, 'XLOEK')) && !flag(text(r, 'DUMPS')))
    .map((r, i): SapProductionComponent => {
      const itemNo = text(r, 'POSNR') ?? String((i + 1) * 10).padStart(4, '0');
      const at = `${here} component ${itemNo}`;
      return {
        itemNo,
        material: required(text(r, 'MATNR'), `${at}: E1RESBL-MATNR`),
        requiredQty: scaledQty(required(text(r, 'BDMNG'), `${at}: E1RESBL-BDMNG`), `${at} BDMNG`),
        uom: text(r, 'MEINS'),
        storageLocation: text(r, 'LGORT'),
        backflush: flag(text(r, 'RGEKZ')),
      };
    });
  const seen = new Set<string>();
  for (const component of components) {
    if (seen.has(component.material))
      throw new IdocFormatError(`${here}: component ${component.material} is given twice`);
    seen.add(component.material);
  }
  const order = {
    aufnr,
    orderType: text(k, 'AUART'),
    material: required(text(k, 'MATNR') ?? text(item, 'MATNR'), `${here}: E1AFKOL-MATNR`),
    plannedQty: scaledQty(required(text(k, 'GAMNG'), `${here}: E1AFKOL-GAMNG`), `${here} GAMNG`),
    uom: text(k, 'GMEIN'),
    plant: required(text(k, 'WERKS') ?? text(item, 'PWERK'), `${here}: E1AFKOL-WERKS`),
    storageLocation: text(item, 'LGORT'),
    bomVersion: text(k, 'STLAL'),
    plannedStart: sapDate(text(k, 'GSTRS'), `${here}: E1AFKOL-GSTRS`),
    plannedEnd: sapDate(text(k, 'GLTRS'), `${here}: E1AFKOL-GLTRS`),
    workCenter: text(operations[0], 'ARBPL'),
    statuses: segments(k, 'E1JSTKL')
      .map((s) => text(s, 'STAT'))
      .filter((s): s is string => s !== null)
      .sort(),
    components,
  };
  if (order.plannedQty <= 0) throw new IdocFormatError(`${here}: GAMNG must be above 0`);
  return { ...order, contentHash: sha256(order) };
}

/** AUART to `production_order_type` (docs/integrations.md): rework and trial orders by their SAP types. */
export function productionOrderTypeOf(auart: string | null): 'standard' | 'rework' | 'trial' {
  if (auart === 'PP04' || auart === 'ZRW1' || auart === 'ZREW') return 'rework';
  if (auart === 'PP03' || auart === 'ZTR1' || auart === 'ZTRI') return 'trial';
  return 'standard';
}
