/**
 * The rules of the pack station (domain.md 3.8), pure so the pages and the server share them.
 * Weights are kilograms; quantities and weights here are decimals (not the stored scaled integers).
 */

/** The outbound commands a packing task is made from. */
export const PACKING_SOURCE_TYPES = ['delivery', 'service_delivery', 'transfer'] as const;
export type PackingSourceType = (typeof PACKING_SOURCE_TYPES)[number];

export function isPackingSource(commandType: string): commandType is PackingSourceType {
  return (PACKING_SOURCE_TYPES as readonly string[]).includes(commandType);
}

/** Above this deviation of the scale from the expected weight, a package is re-checked (setting, 3.8). */
export const WEIGHT_DEVIATION_LIMIT_PCT = 5;

/** Tare of an empty package by `package_type`, added to the items' net weight. */
export const PACKAGE_TARE_KG: Readonly<Record<string, number>> = {
  carton: 0.5,
  bag: 0.05,
  wooden_case: 12,
  pallet: 20,
};

export const DEFAULT_PACKAGE_TYPE = 'carton';

/** `PK2605120001-001`: the task code and the package's sequence in it. */
export function packageNo(taskCode: string, sequence: number): string {
  return `${taskCode}-${String(sequence).padStart(3, '0')}`;
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** Σ item quantity × net weight per unit, plus the tare of the package type. */
export function expectedPackageWeight(
  items: readonly { qty: number; netWeightKg: number }[],
  packageType: string,
): number {
  const net = items.reduce((sum, item) => sum + item.qty * item.netWeightKg, 0);
  return round3(net + (PACKAGE_TARE_KG[packageType] ?? 0));
}

/** How far the scale is from the expectation, in percent of the expectation (two places). */
export function weightDeviationPct(grossKg: number, expectedKg: number): number {
  if (expectedKg <= 0) return grossKg > 0 ? 100 : 0;
  return Math.round((Math.abs(grossKg - expectedKg) / expectedKg) * 10_000) / 100;
}

export function needsRecheck(deviationPct: number): boolean {
  return deviationPct > WEIGHT_DEVIATION_LIMIT_PCT;
}
