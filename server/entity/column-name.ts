/**
 * The snake_case column of a camelCase field, exactly as Kysely's CamelCasePlugin maps it
 * (an underscore before every upper-case letter), so DDL and queries agree.
 */
export function columnName(field: string): string {
  return field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}
