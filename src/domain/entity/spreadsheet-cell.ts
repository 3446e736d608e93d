/** A text a spreadsheet program would read as a formula or a command (OWASP CSV/formula injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** Plain numbers in text form ("-5", "+1.5") start with a sign but are no formula. */
const PLAIN_NUMBER = /^[-+]?\d+(\.\d+)?$/;

/**
 * Neutralises one exported cell (issue 16): a text starting with `=`, `+`, `-`, `@`, tab or carriage
 * return gets a leading apostrophe, so Excel, LibreOffice and a later CSV save show it as text.
 */
export function neutraliseFormula<T>(value: T): T | string {
  if (typeof value !== 'string' || !FORMULA_START.test(value) || PLAIN_NUMBER.test(value)) return value;
  return `'${value}`;
}

/** The cells of one exported row, each neutralised. */
export function spreadsheetRow<T>(values: readonly T[]): (T | string)[] {
  return values.map(neutraliseFormula);
}
