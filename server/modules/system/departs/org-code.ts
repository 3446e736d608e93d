/**
 * api-contract 4.3 (fill rule `org_num_role`): department codes grow by three characters per level,
 * a letter and two digits (`A01`, `A02`, … `A99`, `B01`), a child's code starting with its parent's
 * (`A01A01`). Returns the next free code among the siblings.
 */
export function nextOrgCode(parentCode: string, siblingCodes: readonly string[]): string {
  let highest = -1;
  for (const code of siblingCodes) {
    if (!code.startsWith(parentCode) || code.length !== parentCode.length + 3) continue;
    const part = code.slice(parentCode.length);
    const match = /^([A-Z])(\d{2})$/.exec(part);
    if (!match) continue;
    const rank = (match[1]!.charCodeAt(0) - 65) * 99 + Number(match[2]) - 1;
    highest = Math.max(highest, rank);
  }
  const next = highest + 1;
  const letter = String.fromCharCode(65 + Math.floor(next / 99));
  const digits = String((next % 99) + 1).padStart(2, '0');
  return `${parentCode}${letter}${digits}`;
}
