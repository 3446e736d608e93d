import QRCode, { type QRCodeErrorCorrectionLevel, type QRCodeSegment } from 'qrcode';

/**
 * The QR symbols a printed PDF draws (labels: 2 000 a PDF). bwip-js's QR encoder (a translation of
 * PostScript) took about 3 ms a symbol, most of a label PDF's CPU time; this one takes about 0.06 ms and
 * makes the symbol the PDF printed through bwip-js (`mask=1`) in size, level and mask: the smallest
 * version that holds the text at level M, then the highest level that still fits that version, mask
 * pattern 0. Only the split of the text into numeric / alphanumeric / byte segments may differ on some
 * texts (never on the label payloads tested; a scanner reads the same text). docs/decisions.md 'Label PDF
 * speed'.
 */
export interface QrMatrix {
  /** Modules a side, without the quiet zone. */
  size: number;
  /** Row-major, 1 = dark. */
  dark: Uint8Array;
}

type Mode = 'numeric' | 'alphanumeric' | 'byte';
const MODES: readonly Mode[] = ['numeric', 'alphanumeric', 'byte'];
/** The alphanumeric mode's characters besides digits and capitals: space $ % * + - . / : */
const ALPHANUMERIC_PUNCTUATION: readonly number[] = [32, 36, 37, 42, 43, 45, 46, 47, 58];

/** Character count indicator bits of a mode in versions 1-9, 10-26 and 27-40 (ISO/IEC 18004 table 3). */
const COUNT_BITS: Record<Mode, readonly [number, number, number]> = {
  numeric: [10, 12, 14],
  alphanumeric: [9, 11, 13],
  byte: [8, 16, 16],
};

const versionGroup = (version: number) => (version <= 9 ? 0 : version <= 26 ? 1 : 2);

/** A segment of the library's types: bytes are the text's UTF-8. */
function segmentOf(mode: Mode, data: string): QRCodeSegment {
  return mode === 'byte' ? { mode, data: Buffer.from(data, 'utf8') } : { mode, data };
}

/** Mode costs of a character in sixths of a bit (numeric 10 bits / 3, alphanumeric 11 / 2, UTF-8 bytes * 8); Infinity where the mode cannot hold it. */
function charCosts(code: number, costs: Float64Array): void {
  const digit = code >= 48 && code <= 57;
  costs[0] = digit ? 20 : Infinity;
  costs[1] = digit || (code >= 65 && code <= 90) || ALPHANUMERIC_PUNCTUATION.includes(code) ? 33 : Infinity;
  costs[2] = 48 * (code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4);
}

/**
 * The text cut into segments of the fewest bits for a version group: a shortest path over the three
 * modes, one step a character (linear, where the general library's graph search costs about 1 ms).
 */
export function qrSegments(text: string, group: 0 | 1 | 2): QRCodeSegment[] {
  const chars = Array.from(text);
  const n = chars.length;
  if (n === 0) return [segmentOf('byte', '')];
  const header = MODES.map((mode) => (4 + COUNT_BITS[mode][group]) * 6);
  /** The mode of the previous character on the cheapest path that puts character i in mode m. */
  const from = new Int8Array(n * 3);
  const costs = new Float64Array(3);
  let cost = new Float64Array(3);
  let next = new Float64Array(3);
  charCosts(chars[0]?.codePointAt(0) ?? 0, costs);
  for (let m = 0; m < 3; m++) cost[m] = (header[m] ?? 0) + (costs[m] ?? 0);
  for (let i = 1; i < n; i++) {
    charCosts(chars[i]?.codePointAt(0) ?? 0, costs);
    for (let m = 0; m < 3; m++) {
      let best = Infinity;
      let bestFrom = m;
      for (let p = 0; p < 3; p++) {
        const total = (cost[p] ?? 0) + (p === m ? 0 : (header[m] ?? 0));
        if (total < best) {
          best = total;
          bestFrom = p;
        }
      }
      next[m] = best + (costs[m] ?? 0);
      from[i * 3 + m] = bestFrom;
    }
    [cost, next] = [next, cost];
  }
  let mode = 0;
  for (let m = 1; m < 3; m++) if ((cost[m] ?? 0) < (cost[mode] ?? 0)) mode = m;
  const modes = new Int8Array(n);
  for (let i = n - 1; i >= 0; i--) {
    modes[i] = mode;
    mode = from[i * 3 + mode] ?? mode;
  }
  const segments: QRCodeSegment[] = [];
  let start = 0;
  for (let i = 1; i <= n; i++) {
    if (i < n && modes[i] === modes[start]) continue;
    segments.push(segmentOf(MODES[modes[start] ?? 2] ?? 'byte', chars.slice(start, i).join('')));
    start = i;
  }
  return segments;
}

const symbolOf = (segments: QRCodeSegment[], level: QRCodeErrorCorrectionLevel, version?: number) =>
  QRCode.create(segments, { errorCorrectionLevel: level, maskPattern: 0, ...(version ? { version } : {}) });

/** The QR symbol of a text, as bwip-js sizes it (above); throws when the text is too long for any version. */
export function qrMatrix(text: string): QrMatrix {
  let segments = qrSegments(text, 0);
  let symbol = symbolOf(segments, 'M');
  if (versionGroup(symbol.version) > 0) {
    segments = qrSegments(text, versionGroup(symbol.version) as 1 | 2);
    symbol = symbolOf(segments, 'M');
  }
  for (const level of ['H', 'Q'] as const) {
    try {
      symbol = symbolOf(segments, level, symbol.version);
      break;
    } catch {
      // The text does not fit this version at that level: try the next lower one.
    }
  }
  // The library's matrix holds 0 / 1 a module.
  return { size: symbol.modules.size, dark: symbol.modules.data };
}
