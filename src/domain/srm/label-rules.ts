import { SCALE } from '../entity/field';
import type { AnswerRefusal } from './po-item-answers';

/** Scaled quantities (domain.md 0.2) per display unit. */
const QTY_UNIT = 10 ** SCALE.qty;

/** The most labels one delivery note generates (domain.md 6.1: 2 000 is a large note). */
export const MAX_LABELS_PER_NOTE = 10_000;

/** A shipped delivery-note line as label generation reads it (scaled quantities). */
export interface PackagedLine {
  lineNo: number;
  qty: number;
  /** Quantity per package (label); empty: one package, or the quantity spread over `packageCount`. */
  packageQty: number | null;
  packageCount: number | null;
}

/**
 * The quantity of each package of a line (domain.md 3.6, 4.2): `package_count` packages of `package_qty`,
 * the last holding the remainder; only a quantity per package: as many full packages as fit plus the
 * remainder; only a count: the quantity spread evenly (rounded up, to whole units when the quantity is
 * whole, the remainder last); neither: one package.
 * A count and size that leave a package empty or do not hold the quantity are refused.
 */
export function packageQuantities(
  line: PackagedLine,
): { ok: true; packages: number[] } | ({ ok: false } & AnswerRefusal) {
  const { qty } = line;
  if (qty <= 0) return { ok: true, packages: [] };
  const size = line.packageQty && line.packageQty > 0 ? line.packageQty : null;
  const given = line.packageCount && line.packageCount > 0 ? line.packageCount : null;
  const count = given ?? (size ? Math.ceil(qty / size) : 1);
  // Spread over a count: whole units each when the quantity is whole (no 73.334 pieces), else exact.
  const spread = qty % QTY_UNIT === 0 ? Math.ceil(qty / count / QTY_UNIT) * QTY_UNIT : Math.ceil(qty / count);
  const each = size ?? spread;
  const last = qty - (count - 1) * each;
  if (last <= 0 || last > each) {
    return {
      ok: false,
      code: 'deliveryNote.packagesMismatch',
      params: { lineNo: line.lineNo, packageCount: count, packageQty: each / QTY_UNIT, qty: qty / QTY_UNIT },
    };
  }
  const packages = new Array<number>(count).fill(each);
  packages[count - 1] = last;
  return { ok: true, packages };
}

/**
 * The serial numbers a supplier lists on a line of a serial-tracked product (domain.md 4.1 step 4): one
 * per unit, separated by line breaks, commas, semicolons or spaces (a scanner's list pastes as it is).
 */
export function serialNumbers(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/[\s,;，；]+/)
    .map((serial) => serial.trim())
    .filter((serial) => serial !== '');
}

/** The longest serial number: it becomes the unit's batch number (domain.md 2.2, `batch_no` str(64)). */
const SERIAL_MAX = 64;

/**
 * Why a shipped line's serial list does not fit its product (domain.md 2.2, 4.1 step 4), or null: a
 * serial-tracked product lists one serial per unit (the quantity whole, no serial twice, none longer than
 * 64 or holding the QR's `|`); any other product lists none. Each serial becomes one label of one unit
 * (label-effects.ts), the label's supplier batch is the serial (docs/decisions.md "Serial-tracked
 * products on delivery notes").
 */
export function serialListRefusal(
  line: { lineNo: number; qty: number; serialNos: string | null },
  tracking: string | null,
): AnswerRefusal | null {
  const { lineNo } = line;
  const serials = serialNumbers(line.serialNos);
  if (tracking !== 'serial') {
    return serials.length > 0 ? { code: 'deliveryNote.serialNotTracked', params: { lineNo } } : null;
  }
  if (line.qty % QTY_UNIT !== 0 || serials.length !== line.qty / QTY_UNIT) {
    return {
      code: 'deliveryNote.serialCount',
      params: { lineNo, qty: line.qty / QTY_UNIT, count: serials.length },
    };
  }
  const seen = new Set<string>();
  for (const serial of serials) {
    if (serial.length > SERIAL_MAX || serial.includes('|')) {
      return { code: 'deliveryNote.serialInvalid', params: { lineNo, serial: serial.slice(0, SERIAL_MAX) } };
    }
    if (seen.has(serial)) return { code: 'deliveryNote.serialTwice', params: { lineNo, serial } };
    seen.add(serial);
  }
  return null;
}

/** What the QR of a label carries besides its number (domain.md 4.2); empty parts print as nothing. */
export interface LabelQrParts {
  labelNo: string;
  deliveryNoteCode: string;
  poNo: string | null;
  poItem: string | number | null;
  productCode: string | null;
  /** Scaled. */
  qty: number;
  uom: string | null;
  supplierBatchNo: string | null;
  /** `YYYY-MM-DD`. */
  productionDate: string | null;
  supplierCode: string | null;
}

/** The payload version and separator of domain.md 4.2; a separator inside a value becomes `/`. */
export const LABEL_QR_VERSION = 'ISPS1';
const SEPARATOR = '|';
const part = (value: string | number | null) => String(value ?? '').replaceAll(SEPARATOR, '/');

/**
 * `ISPS1|<label_no>|<dn_code>|<po_no>|<po_item>|<product_code>|<qty>|<uom>|<supplier_batch>|<production
 * yyyymmdd>|<supplier_code>` (domain.md 4.2): readable offline; the server trusts only the label number.
 */
export function labelQrPayload(parts: LabelQrParts): string {
  return [
    LABEL_QR_VERSION,
    parts.labelNo,
    parts.deliveryNoteCode,
    parts.poNo,
    parts.poItem,
    parts.productCode,
    parts.qty / QTY_UNIT,
    parts.uom,
    parts.supplierBatchNo,
    parts.productionDate ? parts.productionDate.slice(0, 10).replaceAll('-', '') : null,
    parts.supplierCode,
  ]
    .map(part)
    .join(SEPARATOR)
    .slice(0, 512);
}

/** What a scanned code names (domain.md 4.2): a delivery note, a label, or a plain code to look up as either. */
export type ScannedCode =
  | { kind: 'deliveryNote'; code: string }
  | { kind: 'label'; labelNo: string }
  | { kind: 'plain'; code: string };

/**
 * Reads what a keyboard-wedge scanner typed: the delivery note's QR `ISPS1|DN|<dn_code>`, a label's QR
 * `ISPS1|<label_no>|…` (only the number is trusted), or a Code 128 / typed code as it is.
 */
export function parseScannedCode(text: string): ScannedCode {
  const code = text.trim();
  const parts = code.split(SEPARATOR);
  if (parts[0] === LABEL_QR_VERSION && parts.length >= 2) {
    if (parts[1] === 'DN' && parts[2]) return { kind: 'deliveryNote', code: parts[2].trim() };
    if (parts[1]) return { kind: 'label', labelNo: parts[1].trim() };
  }
  return { kind: 'plain', code };
}
