/**
 * Code 128 bars of printable ASCII (ISO/IEC 15417), as bwip-js draws them for the label numbers and
 * codes a print holds: code sets B and C chosen by the standard's annex E (start in C on 4+ leading
 * digits or exactly 2; switch to C for a run of 4+ digits, after its first digit when the run is odd).
 * bwip-js's encoder (a translation of PostScript) takes about 0.12 ms a symbol, a quarter of a second
 * of a 2 000-label PDF; this one about 0.02 ms. Text it does not cover (control or non-ASCII characters) answers
 * null and the caller asks bwip-js. docs/decisions.md 'Label PDF speed'.
 */

/** Bar and space widths of the symbol values 0-105 and the stop (ISO/IEC 15417 table 1). */
const PATTERNS = [
  '212222 222122 222221 121223 121322 131222 122213 122312 132212 221213 221312 231212 112232 122132',
  '122231 113222 123122 123221 223211 221132 221231 213212 223112 312131 311222 321122 321221 312212',
  '322112 322211 212123 212321 232121 111323 131123 131321 112313 132113 132311 211313 231113 231311',
  '112133 112331 132131 113123 113321 133121 313121 211331 231131 213113 213311 213131 311123 311321',
  '331121 312113 312311 332111 314111 221411 431111 111224 111422 121124 121421 141122 141221 112214',
  '112412 122114 122411 142112 142211 241211 221114 413111 241112 134111 111242 121142 121241 114212',
  '124112 124211 411212 421112 421211 212141 214121 412121 111143 111341 131141 114113 114311 411113',
  '411311 113141 114131 311141 411131 211412 211214 211232 2331112',
]
  .join(' ')
  .split(' ')
  .map((pattern) => Array.from(pattern, Number));

const CODE_C = 99;
const CODE_B = 100;
const START_B = 104;
const START_C = 105;
const STOP = 106;

const isDigit = (code: number) => code >= 48 && code <= 57;

/** The length of the run of digits at `from`. */
function digitsAt(text: string, from: number): number {
  let end = from;
  while (end < text.length && isDigit(text.charCodeAt(end))) end++;
  return end - from;
}

/** Symbol values from the start character to the check character, or null outside printable ASCII. */
export function code128Values(text: string): number[] | null {
  if (text === '' || !/^[\x20-\x7e]+$/.test(text)) return null;
  const leading = digitsAt(text, 0);
  let inC = leading >= 4 || (leading === 2 && text.length === 2);
  const values = [inC ? START_C : START_B];
  let i = 0;
  while (i < text.length) {
    const run = digitsAt(text, i);
    if (inC) {
      if (run >= 2) {
        values.push(Number(text.slice(i, i + 2)));
        i += 2;
        continue;
      }
      values.push(CODE_B);
      inC = false;
    } else if (run >= 4) {
      // An odd run: its first digit in B, the even rest in C.
      if (run % 2 === 1) values.push(text.charCodeAt(i++) - 32);
      values.push(CODE_C);
      inC = true;
      continue;
    }
    values.push(text.charCodeAt(i++) - 32);
  }
  const check = values.reduce((sum, value, index) => sum + value * Math.max(index, 1), 0) % 103;
  values.push(check);
  return values;
}

/** Bar and space widths (modules, a bar first) of the whole symbol, stop included; null as above. */
export function code128Widths(text: string): number[] | null {
  const values = code128Values(text);
  if (!values) return null;
  return [...values, STOP].flatMap((value) => PATTERNS[value] ?? []);
}
