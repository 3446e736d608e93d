/**
 * The fixed paths of the menu, apart from the menu itself (./menu.ts): the login page's chunks (the
 * admin app's router, the session bootstrap) need these and not the 20 KB menu tree (issue 17).
 */

/** Paths that log in through the field-service shell when no session exists (spec 2.2). */
export const FSM_SHELL_PATHS = [
  '/fsmspareparts/FsmSparePartsList',
  '/fsm/FSMAndOAInterface',
  '/fsm/EcnWorkOrder',
  '/fsm/AinEquipment',
  '/fsm/ProjectStageStatistics',
  '/fsm/importServiceContract',
  '/fsm/SparePartListQuery',
  '/fsm/InventoryQuery',
] as const;

export type FsmShellPath = (typeof FSM_SHELL_PATHS)[number];

export const HOME_PATH = '/dashboard/analysis';

/** The query parameter of a link to one record of a page (a notice's "go handle", a dashboard row). */
export const RECORD_PARAM = 'busId';

/** The path that opens a page with one of its records shown: `/srm/purchase-order?busId=…`. */
export function recordLink(pagePath: string, recordId: string | null | undefined): string {
  return recordId ? `${pagePath}?${RECORD_PARAM}=${encodeURIComponent(recordId)}` : pagePath;
}
