/**
 * Domain.md 4.4 rule 2: supplier users reach only session, account, dictionary and announcement
 * endpoints (routes marked `config: { supplier: true }`) and the supplier collaboration area below;
 * every other endpoint refuses them whatever their roles say. Other supplier-visible endpoints mark
 * their routes, or are listed here when the entity engine serves them: it scopes every row of an
 * entity with a partner field to the supplier's own partner (receipts, inspections, supplier returns).
 */
export const SUPPLIER_PATH_PREFIXES: readonly string[] = [
  '/srm/',
  '/wms/receipt/',
  '/qms/inspection/',
  '/wms/supplierReturn/',
  '/oms/supplierSettle/',
];

export function supplierMayCall(pathWithinApi: string, routeAllowsSupplier: boolean): boolean {
  return routeAllowsSupplier || SUPPLIER_PATH_PREFIXES.some((prefix) => pathWithinApi.startsWith(prefix));
}
