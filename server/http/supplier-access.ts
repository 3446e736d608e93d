/**
 * Domain.md 4.4 rule 2: supplier users reach only session, account, dictionary and announcement
 * endpoints (routes marked `config: { supplier: true }`) and the supplier collaboration area below;
 * every other endpoint refuses them whatever their roles say. Other supplier-visible endpoints
 * (qms inspections, receipts, supplier returns, supplier settlements) mark their routes.
 */
export const SUPPLIER_PATH_PREFIXES: readonly string[] = ['/srm/'];

export function supplierMayCall(pathWithinApi: string, routeAllowsSupplier: boolean): boolean {
  return routeAllowsSupplier || SUPPLIER_PATH_PREFIXES.some((prefix) => pathWithinApi.startsWith(prefix));
}
