import type { Db } from '../db/database';
import { formatDateTime } from '../db/datetime';
import '../modules/warehouse/warehouse-tables';

export interface ActionLogEntry {
  action: string;
  createBy: string | null;
  createTime: string | null;
}

/**
 * The action log of one document: every action that committed on it, oldest first, by whom and when.
 * `sys_doc_action` is written in each action's transaction (idempotency), so it holds exactly the
 * actions that happened.
 */
export async function documentActionLog(
  db: Db,
  tenantId: number,
  docType: string,
  docId: string,
): Promise<ActionLogEntry[]> {
  const rows = await db
    .selectFrom('sysDocAction')
    .select(['action', 'createBy', 'createTime', 'id'])
    .where('tenantId', '=', tenantId)
    .where('docType', '=', docType)
    .where('docId', '=', docId)
    .orderBy('createTime')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    action: row.action,
    createBy: row.createBy ?? null,
    createTime: formatDateTime(row.createTime as Date | string) ?? null,
  }));
}
