import type { sapLog } from '../../../src/domain/oms/sap-log';
import type { etlPoHeader, etlPoItem } from '../../../src/domain/srm/etl-po';
import { toDbDateTime } from '../../db/datetime';
import type { TableOf } from '../../db/entity-row-types';
import { newId } from '../../db/ids';

/** `srm_etl_po_header` (migration 0048, domain.md 3.6) as the typed database sees it. */
export type SrmEtlPoHeaderTable = TableOf<typeof etlPoHeader>;

export type SrmEtlPoItemTable = TableOf<typeof etlPoItem>;

/** `oms_sap_log` (migration 0048, domain.md 3.11): the SAP log and outbox. */
export type OmsSapLogTable = TableOf<typeof sapLog>;

export interface SapTables {
  srmEtlPoHeader: SrmEtlPoHeaderTable;
  srmEtlPoItem: SrmEtlPoItemTable;
  omsSapLog: OmsSapLogTable;
}

declare module '../../db/database' {
  interface Database extends SapTables {}
}

/** The bookkeeping columns of a new staging or log row, written by `username` at `now`. */
export function newRow(who: { tenantId: number; username: string; now: number }) {
  return {
    id: newId(),
    tenantId: who.tenantId,
    version: 0,
    createBy: who.username,
    createTime: toDbDateTime(who.now),
  };
}
