import { XMLParser, XMLValidator } from 'fast-xml-parser';

/**
 * One SAP purchase order as the ETL stages it (domain.md 3.6 `srm_etl_po_header`), read from an IDoc
 * ORDERS05 (docs/integrations.md has the mapping field by field). Numbers and dates stay text as SAP sent
 * them (`100.000`, `20261201`); staging scales and checks them.
 */
export interface SapPurchaseOrder {
  /** EDI_DC40-DOCNUM: the IDoc number. */
  idocNo: string | null;
  /** E1EDK01-BELNR (EBELN). */
  sapPoNo: string;
  /** E1EDK01-ACTION: 003 deletes the whole order. */
  deletionFlag: boolean;
  poType: string | null;
  companyCode: string | null;
  purchOrg: string | null;
  purchGroup: string | null;
  /** E1EDKA1 with PARVW LF: the vendor (LIFNR). */
  supplierCode: string;
  currency: string | null;
  poDate: string;
  paymentTerms: string | null;
  incoterm: string | null;
  releaseStatus: string | null;
  items: SapPurchaseOrderItem[];
  /** The IDoc's segments as parsed, for the staging row's `raw`. */
  raw: unknown;
}

export interface SapPurchaseOrderItem {
  /** E1EDP01-POSEX (EBELP). */
  itemNo: string;
  materialCode: string;
  supplierPartNo: string | null;
  shortText: string | null;
  qty: string;
  uom: string | null;
  netPrice: string | null;
  priceUnit: string | null;
  taxCode: string | null;
  plant: string | null;
  storageLocation: string | null;
  deliveryDate: string | null;
  deletionFlag: boolean;
  deliveryCompletedFlag: boolean;
  raw: unknown;
}

/** Why an IDoc file is refused as a whole (nothing of it is imported). */
export class IdocFormatError extends Error {
  override name = 'IdocFormatError';
}

/** One IDoc segment as parsed (its fields and child segments by name). */
export type Segment = Record<string, unknown>;

/** Segments that may repeat; the parser gives them as arrays even when one is sent. */
const REPEATING = new Set([
  'IDOC',
  'E1EDK14',
  'E1EDK03',
  'E1EDKA1',
  'E1EDK02',
  'E1EDK17',
  'E1EDK18',
  'E1EDP01',
  'E1EDP20',
  'E1EDP19',
  'E1EDP02',
  'E1EDP05',
]);

/** The parser of an IDoc type whose `repeating` segments come as arrays even when one is sent. */
export function idocParser(repeating: ReadonlySet<string>): XMLParser {
  return new XMLParser({
    ignoreAttributes: true,
    // SAP numbers keep their leading zeros and places: every value is text.
    parseTagValue: false,
    trimValues: true,
    isArray: (name) => repeating.has(name),
    processEntities: true,
  });
}

const parser = idocParser(REPEATING);

export const text = (segment: Segment | undefined, field: string): string | null => {
  const value = segment?.[field];
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  if (typeof value === 'number') return String(value);
  return null;
};
export const segments = (parent: Segment | undefined, name: string): Segment[] => {
  const value = parent?.[name];
  return Array.isArray(value) ? (value.filter((v) => typeof v === 'object' && v !== null) as Segment[]) : [];
};
/** The `field` of the `name` segment whose qualifier (`QUALF`, or the segment's own, e.g. IDDAT) is `qualifier`. */
const qualified = (
  parent: Segment,
  name: string,
  qualifier: string,
  field: string,
  by = 'QUALF',
): string | null =>
  text(
    segments(parent, name).find((s) => text(s, by) === qualifier),
    field,
  );

/** `YYYYMMDD` (SAP's DATS) as `YYYY-MM-DD`, or a format error naming the field. */
export function sapDate(value: string | null, where: string): string | null {
  if (value === null || /^0+$/.test(value)) return null;
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  if (!match) throw new IdocFormatError(`${where}: "${value}" is not a date (YYYYMMDD)`);
  const [, y, m, d] = match;
  const day = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (day.getUTCMonth() !== Number(m) - 1 || day.getUTCDate() !== Number(d))
    throw new IdocFormatError(`${where}: "${value}" is not a date`);
  return `${y}-${m}-${d}`;
}

/** SAP's flag fields: `X` is set. */
export const flag = (value: string | null) => value !== null && value.toUpperCase() === 'X';

export function required(value: string | null, where: string): string {
  if (value === null) throw new IdocFormatError(`${where} is missing`);
  return value;
}

/**
 * Reads an IDoc ORDERS05 XML document (one or several `IDOC` elements under `ORDERS05`) into purchase
 * orders. Throws IdocFormatError for anything that is not well-formed or lacks what an order needs, so a
 * file is imported whole or not at all.
 */
export function parseOrders05(xml: string): SapPurchaseOrder[] {
  return idocsOf(xml, parser, ['ORDERS05', 'ORDERS04']).map((idoc, index) => readIdoc(idoc, index + 1));
}

/**
 * The `IDOC` segments of a well-formed IDoc XML document whose root is one of `roots` (the first names
 * the type in the refusals), or an IdocFormatError.
 */
export function idocsOf(xml: string, xmlParser: XMLParser, roots: readonly [string, ...string[]]): Segment[] {
  const valid = XMLValidator.validate(xml);
  if (valid !== true)
    throw new IdocFormatError(`not well-formed XML (line ${valid.err.line}): ${valid.err.msg}`);
  const document = xmlParser.parse(xml) as Segment;
  const root = roots.map((name) => document[name]).find((value) => value !== undefined) as
    | Segment
    | undefined;
  if (typeof root !== 'object' || root === null) throw new IdocFormatError(`no ${roots[0]} root element`);
  const idocs = segments(root, 'IDOC');
  if (idocs.length === 0) throw new IdocFormatError(`${roots[0]} holds no IDOC`);
  return idocs;
}

function readIdoc(idoc: Segment, position: number): SapPurchaseOrder {
  const where = `IDOC ${position}`;
  const control = idoc.EDI_DC40 as Segment | undefined;
  const type = text(control, 'IDOCTYP');
  if (type !== null && !/^ORDERS0[45]$/.test(type))
    throw new IdocFormatError(`${where}: IDoc type ${type} is not ORDERS05`);
  const k01 = idoc.E1EDK01 as Segment | undefined;
  if (typeof k01 !== 'object' || k01 === null)
    throw new IdocFormatError(`${where}: segment E1EDK01 is missing`);
  const sapPoNo =
    text(k01, 'BELNR') ??
    qualified(idoc, 'E1EDK02', '001', 'BELNR') ??
    required(null, `${where}: E1EDK01-BELNR`);
  if (sapPoNo.length > 16) throw new IdocFormatError(`${where}: PO number ${sapPoNo} is longer than 16`);
  const here = `${where} (PO ${sapPoNo})`;
  const vendor = segments(idoc, 'E1EDKA1').find((s) => text(s, 'PARVW') === 'LF');
  const supplierCode = required(text(vendor, 'PARTN'), `${here}: E1EDKA1 PARVW=LF PARTN`);
  const items = segments(idoc, 'E1EDP01').map((p01, i) => readItem(p01, `${here} item ${i + 1}`));
  if (items.length === 0) throw new IdocFormatError(`${here}: no E1EDP01 item`);
  const seen = new Set<string>();
  for (const item of items) {
    if (seen.has(item.itemNo)) throw new IdocFormatError(`${here}: item ${item.itemNo} is given twice`);
    seen.add(item.itemNo);
  }
  return {
    idocNo: text(control, 'DOCNUM'),
    sapPoNo,
    deletionFlag: text(k01, 'ACTION') === '003',
    poType: text(k01, 'BSART') ?? qualified(idoc, 'E1EDK14', '013', 'ORGID'),
    companyCode: qualified(idoc, 'E1EDK14', '011', 'ORGID'),
    purchOrg: qualified(idoc, 'E1EDK14', '014', 'ORGID'),
    purchGroup: qualified(idoc, 'E1EDK14', '009', 'ORGID'),
    supplierCode,
    currency: text(k01, 'CURCY'),
    poDate: required(
      sapDate(
        qualified(idoc, 'E1EDK03', '012', 'DATUM', 'IDDAT') ??
          qualified(idoc, 'E1EDK02', '001', 'DATUM') ??
          text(control, 'CREDAT'),
        `${here}: E1EDK03 IDDAT=012 DATUM`,
      ),
      `${here}: the PO date (E1EDK03 IDDAT=012, E1EDK02 QUALF=001 or EDI_DC40-CREDAT)`,
    ),
    paymentTerms: text(k01, 'ZTERM'),
    incoterm: qualified(idoc, 'E1EDK17', '001', 'LKOND'),
    releaseStatus: text(k01, 'FRGKE'),
    items,
    raw: idoc,
  };
}

function readItem(p01: Segment, where: string): SapPurchaseOrderItem {
  const itemNo = required(text(p01, 'POSEX'), `${where}: E1EDP01-POSEX`);
  if (!/^\d{1,6}$/.test(itemNo))
    throw new IdocFormatError(`${where}: POSEX "${itemNo}" is not an item number`);
  const here = `${where.replace(/ item \d+$/, '')} item ${itemNo}`;
  const material =
    qualified(p01, 'E1EDP19', '001', 'IDTNR') ??
    required(null, `${here}: E1EDP19 QUALF=001 IDTNR (material)`);
  // Extension segment Z1EDP01 (docs/integrations.md): delivery completed (ELIKZ) and deletion (LOEKZ).
  const extension = p01.Z1EDP01 as Segment | undefined;
  const schedule = segments(p01, 'E1EDP20');
  return {
    itemNo: itemNo.padStart(5, '0'),
    materialCode: material,
    supplierPartNo: qualified(p01, 'E1EDP19', '002', 'IDTNR'),
    shortText: qualified(p01, 'E1EDP19', '001', 'KTEXT'),
    qty: required(text(p01, 'MENGE'), `${here}: E1EDP01-MENGE`),
    uom: text(p01, 'MENEE'),
    netPrice: text(p01, 'VPREI'),
    priceUnit: text(p01, 'PEINH'),
    taxCode: text(p01, 'MWSKZ'),
    plant: text(p01, 'WERKS'),
    storageLocation: text(p01, 'LGORT'),
    deliveryDate: sapDate(text(schedule[0], 'EDATU'), `${here}: E1EDP20-EDATU`),
    deletionFlag: text(p01, 'ACTION') === '003' || ['L', 'X'].includes(text(extension, 'LOEKZ') ?? ''),
    deliveryCompletedFlag: flag(text(p01, 'ELIKZ')) || flag(text(extension, 'ELIKZ')),
    raw: p01,
  };
}
