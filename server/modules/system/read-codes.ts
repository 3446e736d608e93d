/** Codes that let a user read a system page: any button of it (a role granted the page has them). */
export function readCodes(entity: string): string[] {
  return ['add', 'edit', 'delete', 'exportXls', 'importExcel'].map((action) => `sys:${entity}:${action}`);
}
